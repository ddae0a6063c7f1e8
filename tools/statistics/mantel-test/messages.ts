import { defineMessages } from '../../kit/messages'

export const text = defineMessages('MantelTest', {
  firstSet: { zh: '第一组', en: 'the first set' },
  secondSet: { zh: '第二组', en: 'the second set' },
  label: { zh: '名称列', en: 'the name column' },
  noSecondColumns: {
    zh: '第二组没有可用的数值列，请选择第二组变量列。',
    en: 'No numeric column is left for the second set: choose its columns.',
  },
  constantColumn: {
    zh: '列 "{{column}}" 的值全部相同，无法标准化。',
    en: 'The column "{{column}}" has the same value in every row, so it cannot be standardized.',
  },
  negativeForBrayCurtis: {
    zh: '第 {{line}} 行有负值，Bray-Curtis 距离只适用于非负丰度；请换一种距离。',
    en: 'Line {{line}} has a negative value; Bray-Curtis is for non-negative abundances: choose another distance.',
  },
  chartTitle: { zh: 'Mantel 检验', en: 'Mantel test' },
  subtitle: {
    zh: '{{method}} r = {{r}}，P = {{p}}（{{permutations}} 次置换），{{pairs}} 对样本',
    en: '{{method}} r = {{r}}, p = {{p}} ({{permutations}} permutations), {{pairs}} pairs of samples',
  },
  pairs: { zh: '样本对', en: 'Pairs of samples' },
  firstAxis: { zh: '第一组距离（{{distance}}）', en: 'First set distance ({{distance}})' },
  secondAxis: { zh: '第二组距离（{{distance}}）', en: 'Second set distance ({{distance}})' },
  braycurtis: { zh: 'Bray-Curtis', en: 'Bray-Curtis' },
  euclidean: { zh: '欧氏', en: 'Euclidean' },
  'scaled-euclidean': { zh: '标准化欧氏', en: 'standardized Euclidean' },
  correlation: { zh: '1 − r', en: '1 − r' },
  observedR: { zh: '观测 r = {{r}}', en: 'Observed r = {{r}}' },
  resultTitle: { zh: 'Mantel 检验结果', en: 'Mantel test' },
  method: { zh: '相关方法', en: 'Correlation' },
  pearson: { zh: 'Pearson', en: 'Pearson' },
  spearman: { zh: 'Spearman', en: 'Spearman' },
  samples: { zh: '样本数', en: 'Samples' },
  firstColumns: { zh: '第一组列数', en: 'Columns of the first set' },
  secondColumns: { zh: '第二组列数', en: 'Columns of the second set' },
  summary: {
    zh: 'Mantel 统计量 r = {{r}}（{{method}}），单侧 P = {{p}}（{{permutations}} 次置换，随机种子 {{seed}}）。',
    en: 'Mantel statistic r = {{r}} ({{method}}), one-sided p = {{p}} ({{permutations}} permutations, seed {{seed}}).',
  },
})
