import { isNucleotideSequence } from '../../../analysis/sequence/alphabet'
import type { SequenceRecord } from '../../../analysis/sequence/fasta'
import {
  alignmentBlocks,
  formatEmbossNumber,
  formatEmbossPair,
  formatEmbossPercent,
} from '../../../analysis/sequence/alignment-report'
import {
  alignGlobal,
  alignLocal,
  embossGapPenalty,
  type AlignmentMode,
} from '../../../analysis/sequence/pairwise-alignment'
import { SUBSTITUTION_MATRICES, type SubstitutionMatrixName } from '../../../analysis/sequence/substitution-matrices'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { readSequences, type TextField } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters, SEQUENCE_A, SEQUENCE_B } from './parameters'

/**
 * One sequence from a field: read with the widest alphabet (amino-acid letters include every IUPAC
 * nucleotide code), then again as nucleotides when EDNAFULL scores it, so a stray letter is
 * reported where it is.
 */
function readOne(pasted: string, field: TextField, nucleotidesOnly: boolean): SequenceRecord {
  const records = readSequences(pasted, field, nucleotidesOnly ? 'nucleotide' : 'protein')
  if (records.length !== 1) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.onePerBox({ label: sequenceText[field.label](), count: records.length }),
    )
  }
  return records[0]
}

/** The report file each mode writes, named after the EMBOSS program. */
const REPORT_FILES: Record<AlignmentMode, string> = {
  global: 'alignment.needle.txt',
  local: 'alignment.water.txt',
}

/** Global or local alignment of the two pasted sequences, scored and reported as EMBOSS needle/water. */
export const pairwiseAlignmentExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { matrix: matrixChoice, mode } = params
  const nucleotidesOnly = matrixChoice === 'EDNAFULL'
  const a = readOne(params.sequence_a, SEQUENCE_A, nucleotidesOnly)
  const b = readOne(params.sequence_b, SEQUENCE_B, nucleotidesOnly)
  const matrixName: SubstitutionMatrixName =
    matrixChoice === 'auto'
      ? isNucleotideSequence(a.sequence) && isNucleotideSequence(b.sequence)
        ? 'EDNAFULL'
        : 'EBLOSUM62'
      : matrixChoice
  const scoring = {
    matrix: SUBSTITUTION_MATRICES[matrixName],
    gapOpen: params.gap_open,
    gapExtend: params.gap_extend,
  }
  const alignment =
    mode === 'global' ? alignGlobal(a.sequence, b.sequence, scoring) : alignLocal(a.sequence, b.sequence, scoring)
  const program = text[mode]()
  const reportFile = REPORT_FILES[mode]
  const share = (count: number) =>
    `${count}/${alignment.length} (${formatEmbossPercent(count, alignment.length).trim()}%)`
  const score = formatEmbossNumber(alignment.score)
  const open = formatEmbossNumber(embossGapPenalty(scoring.gapOpen))
  const extend = formatEmbossNumber(embossGapPenalty(scoring.gapExtend))
  return {
    charts: [],
    tables: [
      {
        id: 'statistics',
        title: text.statisticsTitle(),
        columns: [text.item(), sequenceText.value()],
        rows: [
          [text.mode(), program],
          [text.sequences(), `${a.name} (${a.sequence.length}) / ${b.name} (${b.sequence.length})`],
          [text.matrix(), matrixName],
          [text.gapPenalties(), `${open} / ${extend}`],
          [text.score(), score],
          [text.length(), alignment.length],
          [text.identity(), share(alignment.identity)],
          [text.similarity(), share(alignment.similarity)],
          [text.gaps(), share(alignment.gaps)],
        ],
      },
      {
        id: 'alignment',
        // The |:. markup line needs a fixed-width font to line up, which a table cell does not promise; it is in the file.
        title: text.alignmentTitle({ file: reportFile }),
        columns: [sequenceText.sequenceColumn(), sequenceText.start(), text.alignment(), sequenceText.end()],
        rows: alignmentBlocks(alignment).flatMap((block) => [
          [a.name, block.a.first, block.a.text, block.a.last],
          [b.name, block.b.first, block.b.text, block.b.last],
        ]),
      },
    ],
    files: [
      {
        name: reportFile,
        contentType: 'text/plain',
        content: formatEmbossPair(alignment, scoring, { nameA: a.name, nameB: b.name }),
      },
    ],
    notes: [
      text.note({
        program,
        a: a.name,
        b: b.name,
        matrix: matrixName,
        open,
        extend,
        score,
        identity: share(alignment.identity),
        similarity: share(alignment.similarity),
        gaps: share(alignment.gaps),
      }),
    ],
  }
}
