import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { kruskalDunnExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'KruskalDunn',
  title: 'Kruskal-Wallis 检验与 Dunn 两两比较',
  titleEn: "Kruskal-Wallis test with Dunn's post-hoc",
  description:
    '不假定正态分布，比较三组或更多组：Kruskal-Wallis 秩和检验（与 R kruskal.test 一致）及 Dunn 两两比较（含并列校正，Holm 或 BH 校正 P 值）。',
  descriptionEn:
    "Compares three or more groups without assuming normality: the Kruskal-Wallis rank sum test (as R's kruskal.test) and Dunn's pairwise comparisons with the tie correction, Holm- or BH-adjusted.",
  category: STATISTICS_CATEGORY,
  tags: ['Kruskal-Wallis', 'Dunn', 'post hoc', 'nonparametric', 'multiple groups'],
  toolType: 0,
  sort: 604,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('insect-sprays.tsv', { minColumns: 2, pickedBy: ['group_column', 'value_column'] })],
  demo: { params: { group_column: 'spray', value_column: 'count' }, files: { table: 'insect-sprays.tsv' } },
  executor: kruskalDunnExecutor,
})
