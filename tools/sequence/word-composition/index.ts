import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { wordCompositionExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'WordComposition',
  title: '词（k-mer）组成（compseq）',
  titleEn: 'Word (k-mer) composition (compseq)',
  description:
    '统计核酸或蛋白序列中每个长度为 k 的词的观测次数与频率、期望频率及观测/期望比，如 CpG 二核苷酸的缺失，结果与 EMBOSS compseq 一致。',
  descriptionEn:
    'Observed counts and frequencies of every word of k letters in nucleotide or protein sequences, their expected frequencies and the observed/expected ratio (CpG depletion, for example), as EMBOSS compseq computes them.',
  category: SEQUENCE_CATEGORY,
  tags: ['k-mer', '词频', 'word composition', '二核苷酸', 'dinucleotide', 'compseq'],
  toolType: 2,
  sort: 414,
  parameters,
  demo: { params: { expected: 'observed' }, pastedTexts: { sequence: 'nucleotides.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], wordCompositionExecutor),
})
