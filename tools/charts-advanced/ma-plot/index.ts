import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { maPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'MAPlot',
  title: 'MA 图',
  titleEn: 'MA plot',
  description: '以平均表达量（A）为横轴、log2 倍数变化（M）为纵轴展示差异分析结果，看倍数变化是否依赖表达水平。',
  descriptionEn:
    'Show a differential-analysis result as log2 fold change (M) against mean expression (A), to see whether fold changes depend on expression level.',
  category: 'chart',
  tags: ['MA 图', 'MA plot', 'differential expression', 'RNA-seq'],
  toolType: 0,
  sort: 230,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('marioni-kidney-vs-liver.tsv', {
      minColumns: 2,
      pickedBy: ['a_column', 'fc_column', 'significance_column', 'label_column'],
    }),
  ],
  demo: {
    params: { a_column: 'log2CPM', fc_column: 'log2FC', significance_column: 'padj', label_column: 'symbol' },
    files: { table: 'marioni-kidney-vs-liver.tsv' },
  },
  executor: maPlotExecutor,
})
