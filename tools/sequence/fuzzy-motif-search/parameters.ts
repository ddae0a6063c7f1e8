import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { pastedTextParameter, sequenceParameter } from '../definitions'
import { FIELD_LABELS } from '../messages'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = {
  key: 'sequence',
  label: 'sequence',
  maxLength: SEQUENCE_TEXT_LIMITS.motifSequence,
}
export const PATTERN_FIELD: TextField = {
  key: 'pattern',
  label: 'pattern',
  maxLength: SEQUENCE_TEXT_LIMITS.motifPattern,
}

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  pattern: pastedTextParameter(
    PATTERN_FIELD,
    { type: 'text', required: true },
    {
      zh: `IUPAC 核苷酸码，至多 ${SEQUENCE_TEXT_LIMITS.motifPattern} 个字符，例如 TATAWAWR。`,
      en: `IUPAC nucleotide codes, at most ${SEQUENCE_TEXT_LIMITS.motifPattern} characters, e.g. TATAWAWR.`,
    },
  ),
  // Whole and below the motif's length: the executor checks both, naming the motif's length.
  mismatches: numberParameter(FIELD_LABELS.mismatches.zh, FIELD_LABELS.mismatches.en, {
    min: 0,
    max: 10,
    step: 1,
    defaultValue: 0,
    required: true,
  }),
  reverse_strand: checkboxParameter('同时搜索反向链', 'Search the reverse strand too', true),
})
