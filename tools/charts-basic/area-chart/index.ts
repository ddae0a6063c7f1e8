import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { areaChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'AreaChart',
  title: '面积图',
  titleEn: 'Area chart',
  description: '折线下方填充颜色的面积图，可堆叠显示各部分对总量的贡献。',
  descriptionEn: 'Lines with the area below filled; stacked, they show how parts add up to a total.',
  category: CHART_CATEGORY,
  tags: ['面积图', 'area chart', 'stacked'],
  toolType: 0,
  sort: 100,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('world-phones.tsv', { allowEmpty: true, pickedBy: ['series_columns'] })],
  demo: {
    params: {
      series_columns: ['N.Amer', 'Europe', 'Asia', 'S.Amer', 'Oceania', 'Africa', 'Mid.Amer'],
      fill_opacity: 0.7,
      title: 'Telephones by region, 1951–1961 (WorldPhones)',
      x_label: 'Year',
      y_label: 'Telephones (thousands)',
      width: 860,
    },
    files: { table: 'world-phones.tsv' },
  },
  executor: areaChartExecutor,
})
