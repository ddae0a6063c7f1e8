import { parseMotifPattern, searchMotif } from '../../../analysis/sequence/motif-search'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { checkedText, readSequences } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters, PATTERN_FIELD, SEQUENCE_FIELD } from './parameters'

/** Every window within the mismatch limit, on one or both strands, as EMBOSS fuzznuc reports them. */
export const fuzzyMotifSearchExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const patternText = checkedText(params.pattern, PATTERN_FIELD, { required: true })
  const pattern = parseMotifPattern(patternText, { source: PATTERN_FIELD.key })
  const { mismatches, reverse_strand: reverseStrand } = params
  if (!Number.isInteger(mismatches) || mismatches >= pattern.text.length) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.tooManyMismatches({ label: sequenceText.mismatches(), length: pattern.text.length, given: mismatches }),
    )
  }
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const hits = records.flatMap((record) =>
    searchMotif(record.sequence, pattern, { mismatches, reverseStrand }).map((hit) => ({
      sequence: record.name,
      ...hit,
    })),
  )
  const strands = reverseStrand ? text.bothStrands() : text.forwardStrand()
  return {
    charts: [],
    tables: [
      {
        id: 'hits',
        title: text.hitsTitle({ motif: pattern.text }),
        columns: [
          sequenceText.sequenceColumn(),
          sequenceText.start(),
          sequenceText.end(),
          sequenceText.strand(),
          text.mismatches(),
          text.matched(),
        ],
        rows: hits.map((hit) => [hit.sequence, hit.start, hit.end, hit.strand, hit.mismatches, hit.matched]),
      },
    ],
    files: [],
    notes: [text.note({ sequences: records.length, strands, hits: hits.length, motif: pattern.text, mismatches })],
  }
}
