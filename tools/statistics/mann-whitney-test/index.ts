import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { mannWhitneyTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'MannWhitneyTest',
  title: 'Mann-Whitney U 检验（Wilcoxon 秩和检验）',
  titleEn: 'Mann-Whitney U test (Wilcoxon rank sum)',
  description:
    '不假定正态分布，比较两组：Wilcoxon 秩和统计量 W 与双侧 P 值（小样本无并列时用精确分布，否则用正态近似），与 R wilcox.test 一致。',
  descriptionEn:
    "Compares two groups without assuming normality: the Wilcoxon rank sum statistic W and its two-sided p-value (exact for small samples without ties, otherwise the normal approximation), as R's wilcox.test.",
  category: STATISTICS_CATEGORY,
  tags: ['Mann-Whitney', 'Wilcoxon', 'rank sum', 'nonparametric', 'two groups'],
  toolType: 0,
  sort: 610,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('airquality.tsv', { minColumns: 2, pickedBy: ['group_column', 'value_column'] })],
  demo: {
    params: { group_column: 'Month', value_column: 'Ozone', first_group: 'May', second_group: 'August' },
    files: { table: 'airquality.tsv' },
  },
  executor: mannWhitneyTestExecutor,
})
