import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { manhattanPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ManhattanPlot',
  title: '曼哈顿图',
  titleEn: 'Manhattan plot',
  description: '把全基因组关联分析（GWAS）或逐基因检验的 p 值按染色体位置排开，标出全基因组显著线和提示线。',
  descriptionEn:
    'Lay out the p-values of a genome-wide association study (GWAS) or of per-gene tests along the chromosomes, with the genome-wide and suggestive significance lines.',
  category: 'chart',
  tags: ['曼哈顿图', 'Manhattan plot', 'GWAS', 'genome-wide'],
  toolType: 0,
  sort: 260,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('marioni-kidney-vs-liver.tsv', {
      minColumns: 3,
      pickedBy: ['chromosome_column', 'position_column', 'p_column', 'label_column'],
    }),
  ],
  demo: {
    params: {
      chromosome_column: 'chrom',
      position_column: 'start',
      p_column: 'pvalue',
      label_column: 'symbol',
      genome_wide_line: 1.5e-5,
      suggestive_line: 0.001,
      label_top: 8,
    },
    files: { table: 'marioni-kidney-vs-liver.tsv' },
  },
  executor: manhattanPlotExecutor,
})
