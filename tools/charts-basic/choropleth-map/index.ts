import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { choroplethMapExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ChoroplethMap',
  title: '世界地图（分级着色）',
  titleEn: 'World choropleth map',
  description: '按国家名称或 ISO 代码把数值画在世界地图上，颜色随数值变化，例如各国的采样量或发病率。',
  descriptionEn:
    'One value per country, by name or ISO code, coloured on a world map: samples per country, incidence, life expectancy.',
  category: CHART_CATEGORY,
  tags: ['地图', 'choropleth', 'world map', 'geography'],
  toolType: 0,
  sort: 151,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('life-expectancy.tsv', 2, ['country_column', 'value_column'])],
  demo: {
    params: {
      country_column: 'country',
      value_column: 'life_expectancy',
      colour_scale: 'viridis',
      legend_title: 'Years',
      title: 'Life expectancy at birth, 2014 (World Bank)',
    },
    files: { table: 'life-expectancy.tsv' },
  },
  executor: choroplethMapExecutor,
})
