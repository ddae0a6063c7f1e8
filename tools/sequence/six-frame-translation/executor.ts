import { formatFasta } from '../../../analysis/sequence/fasta'
import { SIX_FRAMES, sixFrameTranslation, type ReadingFrame } from '../../../analysis/sequence/genetic-code'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { preview, readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

const FRAMES_OF: Record<ReturnType<typeof parameters.parse>['frames'], readonly ReadingFrame[]> = {
  all: SIX_FRAMES,
  forward: [1, 2, 3],
  reverse: [-1, -2, -3],
}

/** The longest run of residues without a stop (`*`): a long one hints at a coding frame. */
function longestOpenStretch(protein: string): number {
  return protein.split('*').reduce((longest, stretch) => Math.max(longest, stretch.length), 0)
}

/** Translation in six frames with the standard code, as EMBOSS transeq -frame 6 names and writes them. */
export const sixFrameTranslationExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const frames = FRAMES_OF[params.frames]
  const translations = records.flatMap((record) =>
    sixFrameTranslation(record.name, record.sequence)
      .filter((translation) => frames.includes(translation.frame))
      .map((translation) => ({ ...translation, source: record })),
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
    notes: [text.note({ sequences: records.length, frames: translations.length })],
  }
}
