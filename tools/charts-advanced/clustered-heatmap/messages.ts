import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ClusteredHeatmap', {
  chartTitle: { zh: '聚类热图', en: 'Clustered heatmap' },
  tooFewColumns: { zh: '至少需要 2 个数值列。', en: 'Pick at least 2 value columns.' },
  tooFewRows: { zh: '热图至少需要 2 行数据。', en: 'A heatmap needs at least 2 data rows.' },
  rowZScore: { zh: '行 Z 值', en: 'Row z-score' },
  columnZScore: { zh: '列 Z 值', en: 'Column z-score' },
  value: { zh: '数值', en: 'Value' },
  complete: { zh: '完全连接', en: 'complete' },
  average: { zh: '平均连接', en: 'average' },
  single: { zh: '单连接', en: 'single' },
  euclidean: { zh: '欧氏距离', en: 'Euclidean distance' },
  correlation: { zh: '相关距离 (1 − r)', en: 'correlation distance (1 − r)' },
  tableSize: { zh: '{{rows}} 行 × {{columns}} 列。', en: '{{rows}} rows × {{columns}} columns.' },
  notScaled: {
    zh: '未缩放；颜色从 {{min}} 到 {{max}}。',
    en: 'Values not scaled; colours run from {{min}} to {{max}}.',
  },
  scaledByRow: {
    zh: '按行标准化为 Z 值（减均值、除以标准差）；颜色范围 ±{{limit}}。',
    en: 'Values scaled to z-scores by row (minus the mean, over the SD); colours span ±{{limit}}.',
  },
  scaledByColumn: {
    zh: '按列标准化为 Z 值（减均值、除以标准差）；颜色范围 ±{{limit}}。',
    en: 'Values scaled to z-scores by column (minus the mean, over the SD); colours span ±{{limit}}.',
  },
  rows: { zh: '行', en: 'rows' },
  columns: { zh: '列', en: 'columns' },
  rowsAndColumns: { zh: '行和列', en: 'rows and columns' },
  clusteredZScores: {
    zh: '{{what}}按{{distance}}、{{linkage}}层次聚类，并按树的叶序排列。',
    en: '{{what}} clustered by {{linkage}} linkage on {{distance}} of the z-scores and ordered by the dendrogram.',
  },
  clusteredValues: {
    zh: '{{what}}按{{distance}}、{{linkage}}层次聚类，并按树的叶序排列。',
    en: '{{what}} clustered by {{linkage}} linkage on {{distance}} of the values and ordered by the dendrogram.',
  },
  valuesTitle: { zh: '热图数值（显示顺序）', en: 'Heatmap values (display order)' },
  row: { zh: '行', en: 'Row' },
})
