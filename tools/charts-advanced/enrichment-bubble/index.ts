import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { enrichmentBubbleExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'EnrichmentBubble',
  title: '富集气泡图',
  titleEn: 'Enrichment bubble plot',
  description: '把 GO、KEGG 等富集分析结果画成气泡图：横轴为基因比例，气泡大小为基因数，颜色为显著性。',
  descriptionEn:
    'Draw a GO, KEGG or other enrichment result as a bubble plot: gene ratio across, bubble size for the gene count, colour for significance.',
  category: 'chart',
  tags: ['富集分析', 'enrichment', 'GO', 'KEGG', 'bubble plot'],
  toolType: 0,
  sort: 300,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('go-bp-kidney-up.tsv', {
      minColumns: 3,
      pickedBy: ['term_column', 'ratio_column', 'significance_column', 'count_column'],
    }),
  ],
  demo: {
    params: {
      term_column: 'Description',
      ratio_column: 'GeneRatio',
      significance_column: 'p.adjust',
      count_column: 'Count',
    },
    files: { table: 'go-bp-kidney-up.tsv' },
  },
  executor: enrichmentBubbleExecutor,
})
