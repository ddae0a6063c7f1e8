import { parseMotifPattern, searchMotif } from '../../../analysis/sequence/motif-search'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { checkedText, readSequences } from '../shared'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/** Every window within the mismatch limit, on one or both strands, as EMBOSS fuzznuc reports them. */
export const fuzzyMotifSearchExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const patternText = checkedText(
    params.pattern,
    { key: 'pattern', label: sequenceText.pattern(), maxLength: SEQUENCE_TEXT_LIMITS.motifPattern },
    { required: true },
  )
  const pattern = parseMotifPattern(patternText, { source: 'pattern' })
  const { mismatches, reverse_strand: reverseStrand } = params
  if (!Number.isInteger(mismatches) || mismatches >= pattern.text.length) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.tooManyMismatches({ label: sequenceText.mismatches(), length: pattern.text.length, given: mismatches }),
    )
  }
  const records = readSequences(
    params.sequence,
    { key: 'sequence', label: sequenceText.sequence(), maxLength: SEQUENCE_TEXT_LIMITS.motifSequence },
    'nucleotide',
  )
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
