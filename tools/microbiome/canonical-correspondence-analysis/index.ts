import { defineTool } from '../../kit/define-tool'
import { environmentalTable, otuTable } from '../definitions'
import { canonicalCorrespondenceAnalysisExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'CanonicalCorrespondenceAnalysis',
  title: '典范对应分析（CCA）',
  titleEn: 'Canonical correspondence analysis (CCA)',
  description:
    '以环境因子（数值或分类）约束的对应分析（卡方距离，按样本与物种总量加权）：约束轴与非约束轴的特征值、各部分解释的惯量、双序图（样本、环境因子箭头、因子水平质心、物种）与整体模型的置换检验（与 vegan cca、anova.cca 相同）。',
  descriptionEn:
    "Correspondence analysis (chi-square, weighted by sample and species totals) constrained by environmental variables (numbers or factors): eigenvalues of the constrained and unconstrained axes, the inertia each explains, a biplot (sites, constraint arrows, factor centroids, species) and the permutation test of the whole model, as vegan's cca and anova.cca.",
  category: 'microbiome',
  tags: ['CCA', '典范对应分析', 'canonical correspondence analysis', '约束排序', 'constrained ordination', 'vegan'],
  toolType: 1,
  sort: 759,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('varespec.tsv', { counts: 'number' }), environmentalTable('varechem.tsv')],
  demo: {
    params: { constraints: ['Al', 'P', 'K'], show_species: true },
    files: { table: 'varespec.tsv', metadata: 'varechem.tsv' },
  },
  executor: canonicalCorrespondenceAnalysisExecutor,
})
