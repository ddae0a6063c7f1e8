import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'

export const parameters = defineParameters({
  sequence: sequenceParameter({ maxLength: SEQUENCE_TEXT_LIMITS.general, alphabet: 'nucleotide' }),
})
