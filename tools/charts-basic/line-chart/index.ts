import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { lineChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'LineChart',
  title: '折线图',
  titleEn: 'Line chart',
  description: '把一个或多个数值系列画成折线，展示随时间、剂量或顺序的变化。',
  descriptionEn: 'Draw one or more numeric series as lines, showing change over time, dose or any ordered axis.',
  category: CHART_CATEGORY,
  tags: ['折线图', 'line chart', 'time series'],
  toolType: 0,
  sort: 20,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('airquality-temperature.tsv', { allowEmpty: true, pickedBy: ['series_columns'] })],
  demo: {
    params: {
      series_columns: ['May', 'June', 'July', 'August', 'September'],
      title: 'Daily maximum temperature, LaGuardia Airport, 1973',
      x_label: 'Day of month',
      y_label: 'Temperature (°F)',
      width: 900,
    },
    files: { table: 'airquality-temperature.tsv' },
  },
  executor: lineChartExecutor,
})
