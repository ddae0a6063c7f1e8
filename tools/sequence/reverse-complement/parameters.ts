import type { StrandOperation } from '../../../analysis/sequence/alphabet'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  operation: selectParameter(
    '操作',
    'Operation',
    [
      ['reverse-complement', '反向互补', 'Reverse complement'],
      ['complement', '仅互补', 'Complement only'],
      ['reverse', '仅反向', 'Reverse only'],
    ] as const satisfies readonly (readonly [StrandOperation, string, string])[],
    { defaultValue: 'reverse-complement', required: true },
  ),
})
