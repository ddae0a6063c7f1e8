import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { lollipopChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'LollipopChart',
  title: '棒棒糖图',
  titleEn: 'Lollipop chart',
  description: '排序后的数值用细杆加圆点表示，比柱状图更省墨，适合较多的类别。',
  descriptionEn: 'Sorted values drawn as a thin stem with a dot: lighter than bars, good for many categories.',
  category: CHART_CATEGORY,
  tags: ['棒棒糖图', 'lollipop chart', 'ranking'],
  toolType: 0,
  sort: 120,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('observed-otus.tsv', { allowEmpty: false, pickedBy: ['value_column'] })],
  demo: {
    params: {
      value_column: 'ObservedOTUs',
      color: '#59a14f',
      title: 'Global Patterns: observed OTUs per sample',
      category_label: 'Sample',
      value_label: 'Observed OTUs',
      height: 680,
    },
    files: { table: 'observed-otus.tsv' },
  },
  executor: lollipopChartExecutor,
})
