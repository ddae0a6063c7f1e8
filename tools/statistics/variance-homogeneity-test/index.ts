import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { varianceHomogeneityTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'VarianceHomogeneityTest',
  title: '方差齐性检验',
  titleEn: 'Tests of equal variances',
  description:
    '检验各组方差是否相等（ANOVA、t 检验的前提）：Bartlett 检验（R bartlett.test）、Levene 检验与 Brown-Forsythe 检验（car::leveneTest 均值或中位数中心）、Fligner-Killeen 检验（R fligner.test），附各组箱线图。',
  descriptionEn:
    "Tests whether groups have equal variances (an assumption of ANOVA and t-tests): Bartlett's test (R bartlett.test), Levene's and the Brown-Forsythe test (car's leveneTest, mean- or median-centred) and the Fligner-Killeen test (R fligner.test), with box plots of the groups.",
  category: STATISTICS_CATEGORY,
  tags: ['Levene', 'Bartlett', 'Brown-Forsythe', 'Fligner-Killeen', 'homoscedasticity', 'variance'],
  toolType: 0,
  sort: 617,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('insect-sprays.tsv', { minColumns: 2, pickedBy: ['group_column', 'value_column'] })],
  demo: { params: { group_column: 'spray', value_column: 'count' }, files: { table: 'insect-sprays.tsv' } },
  executor: varianceHomogeneityTestExecutor,
})
