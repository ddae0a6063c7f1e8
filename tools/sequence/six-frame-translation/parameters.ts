import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  frames: selectParameter(
    '读码框',
    'Frames',
    [
      ['all', '全部六个', 'All six'],
      ['forward', '正向 1、2、3', 'Forward 1, 2, 3'],
      ['reverse', '反向 −1、−2、−3', 'Reverse −1, −2, −3'],
    ],
    { defaultValue: 'all', required: true },
  ),
})
