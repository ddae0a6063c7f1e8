import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { waterfallChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'WaterfallChart',
  title: '瀑布图',
  titleEn: 'Waterfall chart',
  description: '把一系列增减逐步累加：每根浮动柱从之前的累计值画到之后的累计值，最后给出合计。',
  descriptionEn:
    'A running total built step by step: each floating bar spans from the total before a change to the total after it, ending with the total reached.',
  category: CHART_CATEGORY,
  tags: ['瀑布图', 'waterfall', 'cumulative', 'bar chart'],
  toolType: 0,
  sort: 142,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('us-population.tsv', { allowEmpty: false, pickedBy: ['value_column'] })],
  demo: {
    params: {
      value_column: 'Change',
      first_is_total: true,
      total_label: '1970 census',
      title: 'US population, 1790–1970: growth per decade',
      category_label: 'Decade',
      value_label: 'Population (millions)',
    },
    files: { table: 'us-population.tsv' },
  },
  executor: waterfallChartExecutor,
})
