import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { percentAreaChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'PercentAreaChart',
  title: '百分比堆叠面积图',
  titleEn: 'Stacked area chart of percentages',
  description: '每个横轴位置上各系列占合计的百分比，堆叠到 100%，显示组成随时间或梯度的变化。',
  descriptionEn:
    'At each x, every series as its percentage of the total, stacked to 100%: how a composition changes over time or along a gradient.',
  category: CHART_CATEGORY,
  tags: ['面积图', 'area chart', 'percent', 'composition'],
  toolType: 0,
  sort: 141,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('world-phones.tsv', { allowEmpty: true, pickedBy: ['series_columns'] })],
  demo: {
    params: {
      title: 'Share of the world’s telephones by region, 1951–1961',
      x_label: 'Year',
    },
    files: { table: 'world-phones.tsv' },
  },
  executor: percentAreaChartExecutor,
})
