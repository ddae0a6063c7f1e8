import { defineTool } from '../../kit/define-tool'
import { environmentalTable, otuTable } from '../definitions'
import { redundancyAnalysisExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'RedundancyAnalysis',
  title: '冗余分析（RDA）',
  titleEn: 'Redundancy analysis (RDA)',
  description:
    '以环境因子（数值或分类）约束群落排序：约束轴与非约束轴的特征值、各部分解释的惯量、双序图（样本、环境因子箭头、因子水平质心、物种）与整体模型的置换检验（与 vegan rda、anova.cca 相同）。',
  descriptionEn:
    "Ordination of the community constrained by environmental variables (numbers or factors): eigenvalues of the constrained and unconstrained axes, the inertia each explains, a biplot (sites, constraint arrows, factor centroids, species) and the permutation test of the whole model, as vegan's rda and anova.cca.",
  category: 'microbiome',
  tags: ['RDA', '冗余分析', 'redundancy analysis', '约束排序', 'constrained ordination', 'vegan'],
  toolType: 1,
  sort: 758,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('dune.tsv', { counts: 'number' }), environmentalTable('dune-env.tsv')],
  demo: {
    params: { constraints: ['Management', 'A1'], transform: 'none', group_column: 'Management' },
    files: { table: 'dune.tsv', metadata: 'dune-env.tsv' },
  },
  executor: redundancyAnalysisExecutor,
})
