import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { cpgIslandsExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'CpgIslands',
  title: 'CpG 岛（cpgplot）',
  titleEn: 'CpG islands (cpgplot)',
  description: '沿核酸序列计算 CpG 观测/期望比与 C+G 百分比，找出满足阈值的 CpG 岛并作图，结果与 EMBOSS cpgplot 一致。',
  descriptionEn:
    'The observed/expected CpG ratio and C+G percentage along nucleotide sequences, and the CpG islands where both pass their thresholds, plotted as EMBOSS cpgplot finds them.',
  category: SEQUENCE_CATEGORY,
  tags: ['CpG', 'CpG 岛', 'CpG island', '甲基化', 'methylation', 'cpgplot'],
  toolType: 2,
  sort: 421,
  parameters,
  demo: { params: {}, pastedTexts: { sequence: 'nucleotides.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], cpgIslandsExecutor),
})
