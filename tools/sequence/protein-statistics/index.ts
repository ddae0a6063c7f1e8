import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { proteinStatisticsExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'ProteinStatistics',
  title: '蛋白质理化性质（pepstats）',
  titleEn: 'Protein statistics (pepstats)',
  description:
    '计算每条蛋白序列的分子量、净电荷、等电点、280 nm 消光系数、包涵体表达概率、氨基酸组成与各类残基比例，结果与 EMBOSS pepstats 一致。',
  descriptionEn:
    'Molecular weight, net charge, isoelectric point, extinction coefficients at 280 nm, the inclusion-body model, amino-acid composition and residue classes of each protein, as EMBOSS pepstats computes them.',
  category: SEQUENCE_CATEGORY,
  tags: ['蛋白质', 'protein', '分子量', 'molecular weight', '等电点', 'isoelectric point', 'pepstats'],
  toolType: 2,
  sort: 410,
  parameters,
  demo: { pastedTexts: { sequence: 'proteins.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], proteinStatisticsExecutor),
})
