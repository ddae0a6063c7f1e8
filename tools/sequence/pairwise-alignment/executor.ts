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
import { choiceParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor, type ToolRunInput } from '../../kit/types'
import { fieldName, readSequences, type TextField } from '../shared'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const SEQUENCE_A: TextField = {
  key: 'sequence_a',
  label: '序列 A',
  labelEn: 'Sequence A',
  maxLength: SEQUENCE_TEXT_LIMITS.pairwise,
}
const SEQUENCE_B: TextField = {
  key: 'sequence_b',
  label: '序列 B',
  labelEn: 'Sequence B',
  maxLength: SEQUENCE_TEXT_LIMITS.pairwise,
}

/**
 * One sequence from a field: read with the widest alphabet (amino-acid letters include every IUPAC
 * nucleotide code), then again as nucleotides when EDNAFULL scores it, so a stray letter is
 * reported where it is.
 */
function readOne(input: ToolRunInput, field: TextField, nucleotidesOnly: boolean): SequenceRecord {
  const records = readSequences(input, field, nucleotidesOnly ? 'nucleotide' : 'protein')
  if (records.length !== 1) {
    const name = fieldName(field, input.language)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      inLanguage(
        input.language,
        `${name}中有 ${records.length} 条序列：每个框只能粘贴一条。`,
        `${name} holds ${records.length} sequences: paste one per box.`,
      ),
    )
  }
  return records[0]
}

const PROGRAMS: Record<AlignmentMode, { zh: string; en: string; file: string }> = {
  global: {
    zh: '全局比对（Needleman-Wunsch，同 EMBOSS needle）',
    en: 'Global alignment (Needleman-Wunsch, as EMBOSS needle)',
    file: 'alignment.needle.txt',
  },
  local: {
    zh: '局部比对（Smith-Waterman，同 EMBOSS water）',
    en: 'Local alignment (Smith-Waterman, as EMBOSS water)',
    file: 'alignment.water.txt',
  },
}

/** Global or local alignment of the two pasted sequences, scored and reported as EMBOSS needle/water. */
export const pairwiseAlignmentExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const matrixChoice = choiceParam(input, 'matrix', ['auto', 'EBLOSUM62', 'EDNAFULL'] as const, 'auto')
  const nucleotidesOnly = matrixChoice === 'EDNAFULL'
  const a = readOne(input, SEQUENCE_A, nucleotidesOnly)
  const b = readOne(input, SEQUENCE_B, nucleotidesOnly)
  const matrixName: SubstitutionMatrixName =
    matrixChoice === 'auto'
      ? isNucleotideSequence(a.sequence) && isNucleotideSequence(b.sequence)
        ? 'EDNAFULL'
        : 'EBLOSUM62'
      : matrixChoice
  const mode = choiceParam(input, 'mode', ['global', 'local'] as const, 'global')
  const scoring = {
    matrix: SUBSTITUTION_MATRICES[matrixName],
    gapOpen: numberParam(input, 'gap_open', { min: 1, max: 100, fallback: 10 }),
    gapExtend: numberParam(input, 'gap_extend', { min: 0, max: 10, fallback: 0.5 }),
  }
  const alignment =
    mode === 'global' ? alignGlobal(a.sequence, b.sequence, scoring) : alignLocal(a.sequence, b.sequence, scoring)
  const program = PROGRAMS[mode]
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
        title: say('比对统计', 'Alignment statistics'),
        columns: [say('项目', 'Item'), say('值', 'Value')],
        rows: [
          [say('比对方式', 'Mode'), say(program.zh, program.en)],
          [say('序列', 'Sequences'), `${a.name} (${a.sequence.length}) / ${b.name} (${b.sequence.length})`],
          [say('打分矩阵', 'Matrix'), matrixName],
          [say('空位开放 / 延伸罚分', 'Gap open / extension penalty'), `${open} / ${extend}`],
          [say('得分', 'Score'), score],
          [say('比对长度', 'Length'), alignment.length],
          [say('一致', 'Identity'), share(alignment.identity)],
          [say('相似', 'Similarity'), share(alignment.similarity)],
          [say('空位', 'Gaps'), share(alignment.gaps)],
        ],
      },
      {
        id: 'alignment',
        // The |:. markup line needs a fixed-width font to line up, which a table cell does not promise; it is in the file.
        title: say(
          `比对（每段 50 列；带标记行的比对见 ${program.file}）`,
          `Alignment (50 columns per block; ${program.file} adds the markup line)`,
        ),
        columns: [say('序列', 'Sequence'), say('起点', 'Start'), say('比对', 'Alignment'), say('终点', 'End')],
        rows: alignmentBlocks(alignment).flatMap((block) => [
          [a.name, block.a.first, block.a.text, block.a.last],
          [b.name, block.b.first, block.b.text, block.b.last],
        ]),
      },
    ],
    files: [
      {
        name: program.file,
        contentType: 'text/plain',
        content: formatEmbossPair(alignment, scoring, { nameA: a.name, nameB: b.name }),
      },
    ],
    notes: [
      say(
        `${program.zh}：${a.name} 与 ${b.name}，${matrixName}，空位罚分 ${open}/${extend}。得分 ${score}；一致 ${share(alignment.identity)}；相似 ${share(alignment.similarity)}；空位 ${share(alignment.gaps)}。`,
        `${program.en} of ${a.name} and ${b.name}, ${matrixName}, gap penalties ${open}/${extend}: score ${score}; identity ${share(alignment.identity)}; similarity ${share(alignment.similarity)}; gaps ${share(alignment.gaps)}.`,
      ),
    ],
  }
}
