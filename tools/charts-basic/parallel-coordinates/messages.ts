import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ParallelCoordinates', {
  chartName: { zh: '平行坐标图', en: 'Parallel coordinates plot' },
  allRows: { zh: '全部行', en: 'All rows' },
  variable: { zh: '坐标轴', en: 'Axis' },
  minimum: { zh: '最小值', en: 'Minimum' },
  maximum: { zh: '最大值', en: 'Maximum' },
  mean: { zh: '均值', en: 'Mean' },
  sd: { zh: '标准差', en: 'SD' },
  axesTitle: { zh: '各坐标轴的范围', en: 'Range of each axis' },
  yRange: { zh: '按范围缩放（0 = 最小值，1 = 最大值）', en: 'Scaled by range (0 = minimum, 1 = maximum)' },
  yZscore: { zh: 'z 分数（(x − 均值) / 标准差）', en: 'z-score ((x − mean) / SD)' },
  yNone: { zh: '原始数值', en: 'Value' },
  tooFewAxes: {
    zh: '平行坐标图至少需要 2 个数值列作为坐标轴。',
    en: 'A parallel coordinates plot needs at least 2 numeric columns as axes.',
  },
  tooManyLines: {
    zh: '数据有 {{count}} 行，平行坐标图最多画 {{limit}} 条线。',
    en: 'The data have {{count}} rows; a parallel coordinates plot draws at most {{limit}} lines.',
  },
  linesNote: {
    zh: '{{lines}} 条线（每行一条），{{axes}} 个坐标轴。',
    en: '{{lines}} lines (one per row) across {{axes}} axes.',
  },
  skippedNote: {
    zh: '{{rows}}缺少数值，未画出。',
    en: 'Not drawn, a value is missing: {{rows}}.',
  },
})
