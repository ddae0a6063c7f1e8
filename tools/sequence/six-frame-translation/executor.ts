import { formatFasta } from '../../../analysis/sequence/fasta'
import { SIX_FRAMES, sixFrameTranslation, type ReadingFrame } from '../../../analysis/sequence/genetic-code'
import { choiceParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { preview, readSequences, type TextField } from '../shared'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'

const SEQUENCE_FIELD: TextField = {
  key: 'sequence',
  label: '序列',
  labelEn: 'Sequences',
  maxLength: SEQUENCE_TEXT_LIMITS.general,
}
const FRAME_SETS = ['all', 'forward', 'reverse'] as const

const FRAMES_OF: Record<(typeof FRAME_SETS)[number], readonly ReadingFrame[]> = {
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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const records = readSequences(input, SEQUENCE_FIELD, 'nucleotide')
  const frames = FRAMES_OF[choiceParam(input, 'frames', FRAME_SETS, 'all')]
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
        title: say('各读码框的翻译', 'Translation of each frame'),
        columns: [
          say('名称', 'Name'),
          say('序列', 'Sequence'),
          say('读码框', 'Frame'),
          say('长度（氨基酸）', 'Length (residues)'),
          say('终止密码子数', 'Stop codons'),
          say('最长无终止片段', 'Longest stretch without stop'),
          say('蛋白（前 60 个氨基酸）', 'Protein (first 60 residues)'),
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
      say(
        `${records.length} 条序列、${translations.length} 个读码框的翻译见 translations.fasta（标准遗传密码，NCBI 表 1；* 为终止密码子）。`,
        `${translations.length} frame translations of ${records.length} sequence(s) are in translations.fasta (standard genetic code, NCBI table 1; * marks a stop codon).`,
      ),
    ],
  }
}
