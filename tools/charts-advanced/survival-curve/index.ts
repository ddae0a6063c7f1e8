import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { survivalCurveExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'SurvivalCurve',
  title: 'Kaplan-Meier 生存曲线',
  titleEn: 'Kaplan-Meier survival curve',
  description:
    '按组绘制 Kaplan-Meier 生存曲线（带删失标记和 95% 置信带），并用 log-rank 检验比较各组，结果与 R survival 包一致。',
  descriptionEn:
    "Kaplan-Meier survival curves per group (with censor marks and 95% confidence bands) and the log-rank test between the groups, as R's survival package computes them.",
  category: 'statistics',
  tags: ['生存分析', 'survival', 'Kaplan-Meier', 'log-rank'],
  toolType: 0,
  sort: 280,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('lung.tsv', { minColumns: 2, pickedBy: ['time_column', 'status_column', 'group_column'] })],
  demo: {
    params: {
      time_column: 'time',
      status_column: 'status',
      group_column: 'sex',
      event_value: '2',
      time_unit: 'days',
    },
    files: { table: 'lung.tsv' },
  },
  executor: survivalCurveExecutor,
})
