import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { qqPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'QQPlot',
  title: 'Q-Q 图',
  titleEn: 'Q-Q plot',
  description:
    '两种分位数图：p 值的观测与期望 −log10 p（检查检验是否整体膨胀，给出基因组膨胀系数 λ），或数值列的正态 Q-Q 图（检查是否近似正态）。',
  descriptionEn:
    'Two quantile plots: observed against expected −log10 p (is a set of tests inflated? with the genomic inflation factor λ), or a normal Q-Q plot of a numeric column (is it close to normal?).',
  category: 'statistics',
  tags: ['Q-Q plot', 'QQ 图', 'genomic inflation', 'normality'],
  toolType: 0,
  sort: 270,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('marioni-kidney-vs-liver.tsv', { minColumns: 1, pickedBy: ['value_column', 'group_column'] })],
  demo: { params: { value_column: 'pvalue' }, files: { table: 'marioni-kidney-vs-liver.tsv' } },
  executor: qqPlotExecutor,
})
