import { formatFasta } from '../../../analysis/sequence/fasta'
import { translateFrame, type ReadingFrame } from '../../../analysis/sequence/genetic-code'
import { GENETIC_CODES, geneticCodeTable } from '../../../analysis/sequence/ncbi-genetic-codes'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { preview, readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** transeq -frame's values and the frames each stands for. */
const FRAMES_OF: Record<ReturnType<typeof parameters.parse>['frame'], readonly ReadingFrame[]> = {
  '1': [1],
  '2': [2],
  '3': [3],
  F: [1, 2, 3],
  '-1': [-1],
  '-2': [-2],
  '-3': [-3],
  R: [-1, -2, -3],
  '6': [1, 2, 3, -1, -2, -3],
}

function longestOpenStretch(protein: string): number {
  return protein.split('*').reduce((longest, stretch) => Math.max(longest, stretch.length), 0)
}

/** Translation of the chosen frames with the chosen NCBI code, named and written as EMBOSS transeq writes them. */
export const translationExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const code = geneticCodeTable(params.table)
  const translations = records.flatMap((record) =>
    FRAMES_OF[params.frame].map((frame) => ({
      name: `${record.name}_${frame > 0 ? frame : 3 - frame}`,
      frame,
      protein: translateFrame(record.sequence, frame, code),
      source: record,
    })),
  )
  return {
    charts: [],
    tables: [
      {
        id: 'frames',
        title: text.tableTitle(),
        columns: [
          sequenceText.name(),
          sequenceText.sequenceColumn(),
          sequenceText.frame(),
          text.residues(),
          text.stopCodons(),
          text.longestStretch(),
          text.protein(),
        ],
        rows: translations.map((translation) => [
          translation.name,
          translation.source.name,
          translation.frame > 0 ? `+${translation.frame}` : String(translation.frame),
          translation.protein.length,
          translation.protein.split('*').length - 1,
          longestOpenStretch(translation.protein),
          preview(translation.protein),
        ]),
      },
    ],
    files: [
      {
        name: 'translations.fasta',
        contentType: 'text/plain',
        content: formatFasta(
          translations.map((translation) => ({
            name: translation.name,
            description: translation.source.description,
            sequence: translation.protein,
          })),
        ),
      },
    ],
    notes: [
      text.note({
        sequences: records.length,
        frames: translations.length,
        table: params.table,
        name: GENETIC_CODES.find((candidate) => candidate.id === params.table)?.name ?? '',
      }),
    ],
  }
}
