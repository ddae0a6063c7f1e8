import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'protein'),
  table: selectParameter(
    '密码子使用表',
    'Codon usage table',
    [
      ['Ehuman', '人（Ehuman.cut，默认）', 'Human (Ehuman.cut, the default)'],
      ['Eecoli', '大肠杆菌（Eecoli.cut）', 'Escherichia coli (Eecoli.cut)'],
    ],
    {
      defaultValue: 'Ehuman',
      required: true,
      help: {
        zh: 'EMBOSS 附带的 CUTG 密码子使用表（backtranseq -cfile）。',
        en: 'The CUTG codon usage table EMBOSS ships (backtranseq -cfile).',
      },
    },
  ),
})
