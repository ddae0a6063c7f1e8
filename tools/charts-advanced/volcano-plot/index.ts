import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { volcanoPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'VolcanoPlot',
  title: '火山图',
  titleEn: 'Volcano plot',
  description: '以 log2 倍数变化为横轴、−log10 p 为纵轴展示差异分析结果，按阈值把基因分为上调、下调和不显著并计数。',
  descriptionEn:
    'Show a differential-analysis result as log2 fold change against −log10 p, with genes called up, down or not significant by your thresholds and counted.',
  category: 'chart',
  tags: ['火山图', 'volcano plot', 'differential expression', 'RNA-seq'],
  toolType: 0,
  sort: 220,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('marioni-kidney-vs-liver.tsv', {
      minColumns: 2,
      pickedBy: ['fc_column', 'p_column', 'significance_column', 'label_column'],
    }),
  ],
  demo: {
    params: { fc_column: 'log2FC', p_column: 'pvalue', significance_column: 'padj', label_column: 'symbol' },
    files: { table: 'marioni-kidney-vs-liver.tsv' },
  },
  executor: volcanoPlotExecutor,
})
