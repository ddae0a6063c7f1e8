import { defineTool } from '../../kit/define-tool'
import { recordTable } from '../definitions'
import { CHART_CATEGORY } from '../definitions'
import { dumbbellPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'DumbbellPlot',
  title: '哑铃图',
  titleEn: 'Dumbbell plot',
  description: '每个类别的两个数值（如前后、两个年份）用两点一线连起来，直观比较变化的方向和大小。',
  descriptionEn:
    'Two values per category (before and after, two years) as two dots joined by a bar: the direction and size of each change at a glance.',
  category: CHART_CATEGORY,
  tags: ['哑铃图', 'dumbbell', 'before-after', 'comparison'],
  toolType: 0,
  sort: 143,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('us-expenditure.tsv', 3, ['start_column', 'end_column'])],
  demo: {
    params: {
      start_column: '1940',
      end_column: '1960',
      title: 'US personal expenditure, 1940 and 1960',
      value_label: 'Billions of dollars',
    },
    files: { table: 'us-expenditure.tsv' },
  },
  executor: dumbbellPlotExecutor,
})
