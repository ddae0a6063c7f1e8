import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { anovaTukeyExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'AnovaTukey',
  title: '单因素方差分析与 Tukey HSD',
  titleEn: 'One-way ANOVA with Tukey HSD',
  description:
    '比较三组或更多组的均值：方差分析表（自由度、平方和、均方、F、P）与 Tukey HSD 两两比较（均值差、族置信区间、校正 P），与 R aov 和 TukeyHSD 一致。',
  descriptionEn:
    "Compares the means of three or more groups: the ANOVA table (Df, Sum Sq, Mean Sq, F, p) and Tukey's HSD for every pair (difference, family-wise interval, adjusted p), as R's aov and TukeyHSD.",
  category: STATISTICS_CATEGORY,
  tags: ['ANOVA', 'Tukey', 'post hoc', 'multiple groups', 'parametric'],
  toolType: 0,
  sort: 603,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('plant-growth.tsv', { minColumns: 2, pickedBy: ['group_column', 'value_column'] })],
  demo: { params: { group_column: 'group', value_column: 'weight' }, files: { table: 'plant-growth.tsv' } },
  executor: anovaTukeyExecutor,
})
