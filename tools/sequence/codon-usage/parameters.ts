import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
})
