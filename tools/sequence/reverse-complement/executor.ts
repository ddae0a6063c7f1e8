import { transformStrand, type StrandOperation } from '../../../analysis/sequence/alphabet'
import { formatFasta } from '../../../analysis/sequence/fasta'
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
const OPERATIONS: readonly StrandOperation[] = ['reverse-complement', 'complement', 'reverse']

const OPERATION_NAMES: Record<StrandOperation, { zh: string; en: string; file: string }> = {
  'reverse-complement': { zh: '反向互补', en: 'reverse complement', file: 'reverse-complement' },
  complement: { zh: '互补', en: 'complement', file: 'complement' },
  reverse: { zh: '反向', en: 'reverse', file: 'reverse' },
}

/** Reverse complement (or complement, or reverse) of every pasted sequence, as EMBOSS revseq. */
export const reverseComplementExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const records = readSequences(input, SEQUENCE_FIELD, 'nucleotide')
  const operation = choiceParam(input, 'operation', OPERATIONS, 'reverse-complement')
  const names = OPERATION_NAMES[operation]
  const results = records.map((record) => ({
    name: record.name,
    description: record.description,
    sequence: transformStrand(record.sequence, operation),
  }))
  const bases = results.reduce((sum, record) => sum + record.sequence.length, 0)
  return {
    charts: [],
    tables: [
      {
        id: 'sequences',
        title: say(`${names.zh}序列`, `Sequences, ${names.en}`),
        columns: [
          say('名称', 'Name'),
          say('长度', 'Length'),
          say(`${names.zh}（前 60 个碱基）`, `${names.en} (first 60 bases)`),
        ],
        rows: results.map((record) => [record.name, record.sequence.length, preview(record.sequence)]),
      },
    ],
    files: [{ name: `${names.file}.fasta`, contentType: 'text/plain', content: formatFasta(results) }],
    notes: [
      say(
        `${results.length} 条序列（共 ${bases.toLocaleString('en-US')} 个碱基）的${names.zh}序列见 ${names.file}.fasta。`,
        `The ${names.en} of ${results.length} sequence(s) (${bases.toLocaleString('en-US')} bases) is in ${names.file}.fasta.`,
      ),
    ],
  }
}
