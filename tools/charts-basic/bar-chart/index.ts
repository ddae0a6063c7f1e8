import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { barChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'BarChart',
  title: '分组/堆叠柱状图',
  titleEn: 'Grouped and stacked bar chart',
  description: '按类别比较多个数值系列：并列分组或堆叠，可横向显示，可换算为每个类别内的百分比。',
  descriptionEn:
    'Compare several numeric series across categories: grouped side by side or stacked, vertical or horizontal, optionally as percentages of each category.',
  category: CHART_CATEGORY,
  tags: ['柱状图', 'bar chart', 'stacked'],
  toolType: 0,
  sort: 10,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('phylum-by-sample-type.tsv', { allowEmpty: true, pickedBy: ['series_columns'] })],
  demo: {
    params: {
      series_columns: [
        'Proteobacteria',
        'Firmicutes',
        'Bacteroidetes',
        'Cyanobacteria',
        'Actinobacteria',
        'Verrucomicrobia',
        'Others',
      ],
      layout: 'stacked',
      percent: true,
      title: 'Global Patterns: phylum composition by sample type',
      category_label: 'Sample type',
      value_label: 'Mean relative abundance (%)',
      width: 900,
    },
    files: { table: 'phylum-by-sample-type.tsv' },
  },
  executor: barChartExecutor,
})
