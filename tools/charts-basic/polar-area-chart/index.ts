import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { polarAreaChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'PolarAreaChart',
  title: '极坐标面积图',
  titleEn: 'Polar area chart',
  description: '每个类别一个等角扇区，半径表示数值，适合月份、方向等循环排列的类别（如南丁格尔玫瑰图）。',
  descriptionEn:
    'One equal-angle sector per category with its radius showing the value: suits cyclic categories such as months or directions (a Nightingale rose).',
  category: CHART_CATEGORY,
  tags: ['极坐标', 'polar area', 'rose chart', 'seasonal'],
  toolType: 0,
  sort: 140,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('uk-lung-deaths.tsv', { allowEmpty: false, pickedBy: ['value_column'] })],
  demo: {
    params: {
      value_column: 'All',
      title: 'UK deaths from lung diseases: monthly mean, 1974–1979',
    },
    files: { table: 'uk-lung-deaths.tsv' },
  },
  executor: polarAreaChartExecutor,
})
