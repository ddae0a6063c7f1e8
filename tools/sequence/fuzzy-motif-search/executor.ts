import { parseMotifPattern, searchMotif } from '../../../analysis/sequence/motif-search'
import { inLanguage } from '../../../core/language'
import { numberParam } from '../../kit/params'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { fieldName, readSequences, readText, type TextField } from '../shared'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const SEQUENCE_FIELD: TextField = {
  key: 'sequence',
  label: '序列',
  labelEn: 'Sequences',
  maxLength: SEQUENCE_TEXT_LIMITS.motifSequence,
}
const PATTERN_FIELD: TextField = {
  key: 'pattern',
  label: '基序',
  labelEn: 'Motif',
  maxLength: SEQUENCE_TEXT_LIMITS.motifPattern,
}
const MISMATCHES = { key: 'mismatches', label: '允许错配数', labelEn: 'Mismatches allowed' }

/** Every window within the mismatch limit, on one or both strands, as EMBOSS fuzznuc reports them. */
export const fuzzyMotifSearchExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const patternText = readText(input, PATTERN_FIELD, { required: true })
  const pattern = parseMotifPattern(patternText, { source: PATTERN_FIELD.key })
  const mismatches = numberParam(input, MISMATCHES.key, { min: 0, max: 10, fallback: 0 })
  if (!Number.isInteger(mismatches) || mismatches >= pattern.text.length) {
    const name = fieldName(MISMATCHES, language)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say(
        `参数${name}应为小于基序长度（${pattern.text.length}）的整数，现为 ${mismatches}。`,
        `Parameter ${name} must be a whole number below the motif's length (${pattern.text.length}); ${mismatches} given.`,
      ),
    )
  }
  const reverseStrand = input.params.reverse_strand === true
  const records = readSequences(input, SEQUENCE_FIELD, 'nucleotide')
  const hits = records.flatMap((record) =>
    searchMotif(record.sequence, pattern, { mismatches, reverseStrand }).map((hit) => ({
      sequence: record.name,
      ...hit,
    })),
  )
  const strands = reverseStrand ? say('双链', 'both strands') : say('正向链', 'the forward strand')
  return {
    charts: [],
    tables: [
      {
        id: 'hits',
        title: say(`基序 ${pattern.text} 的命中`, `Hits of ${pattern.text}`),
        columns: [
          say('序列', 'Sequence'),
          say('起点', 'Start'),
          say('终点', 'End'),
          say('链', 'Strand'),
          say('错配数', 'Mismatches'),
          say('命中序列', 'Matched'),
        ],
        rows: hits.map((hit) => [hit.sequence, hit.start, hit.end, hit.strand, hit.mismatches, hit.matched]),
      },
    ],
    files: [],
    notes: [
      say(
        `在 ${records.length} 条序列的${strands}上找到 ${hits.length} 处 ${pattern.text}（至多 ${mismatches} 个错配）。反向链命中按正向链坐标给出。`,
        `${hits.length} hit(s) of ${pattern.text} with at most ${mismatches} mismatch(es) on ${strands} of ${records.length} sequence(s). Reverse-strand hits are given in forward-strand positions.`,
      ),
    ],
  }
}
