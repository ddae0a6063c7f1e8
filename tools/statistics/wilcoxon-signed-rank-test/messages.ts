import { defineMessages } from '../../kit/messages'

export const text = defineMessages('WilcoxonSignedRankTest', {
  chartTitle: { zh: 'Wilcoxon 符号秩检验', en: 'Wilcoxon signed-rank test' },
  testTitle: { zh: 'Wilcoxon 符号秩检验', en: 'Wilcoxon signed-rank test' },
  chooseSecond: { zh: '配对检验需要选择第二列。', en: 'The paired test needs the second column.' },
  sameColumn: { zh: '第一列和第二列不能相同。', en: 'The first and second columns must differ.' },
  nothingLeft: {
    zh: '没有可检验的差值：去掉缺失值和等于 μ₀ 的值后一个也不剩。',
    en: 'Nothing to test: no value is left once the missing ones and those equal to μ₀ are dropped.',
  },
  versusMu: { zh: '{{column}} 对 μ₀ = {{mu}}', en: '{{column}} against μ₀ = {{mu}}' },
  used: { zh: '非零差值数', en: 'Non-zero n' },
  zeros: { zh: '等于 μ₀ 的值', en: 'Equal to μ₀' },
  method: { zh: 'P 值计算', en: 'p-value from' },
  exact: { zh: '精确分布', en: 'exact distribution' },
  normal: { zh: '正态近似', en: 'normal approximation' },
  normalCorrected: { zh: '正态近似（连续性校正）', en: 'normal approximation with continuity correction' },
  pseudoMedian: { zh: '伪中位数', en: 'Pseudo-median' },
  twoSided: { zh: '双侧', en: 'two-sided' },
  less: { zh: '单侧：位置 < μ₀', en: 'one-sided: location < μ₀' },
  greater: { zh: '单侧：位置 > μ₀', en: 'one-sided: location > μ₀' },
  subtitle: { zh: 'V = {{v}}，P = {{p}}', en: 'V = {{v}}, p = {{p}}' },
  note: {
    zh: 'Wilcoxon 符号秩检验（{{alternative}}）{{comparison}}：V = {{v}}，P = {{p}}（{{method}}），n = {{n}}。',
    en: 'Wilcoxon signed-rank test ({{alternative}}) of {{comparison}}: V = {{v}}, p = {{p}} ({{method}}), n = {{n}}.',
  },
  intervalNote: {
    zh: '伪中位数（Hodges-Lehmann 估计）{{estimate}}，{{level}}% 精确置信区间 {{lower}} 至 {{upper}}。',
    en: 'Pseudo-median (Hodges-Lehmann estimate) {{estimate}}, exact {{level}}% confidence interval {{lower}} to {{upper}}.',
  },
  levelLowered: {
    zh: '数值太少，无法达到所要求的置信水平；区间的实际水平为 {{level}}%。',
    en: 'Too few values for the requested confidence level; the interval is at {{level}}%.',
  },
  whyNormal: {
    zh: '{{reasons}}，因此用正态近似（含并列校正），不给出伪中位数与置信区间。',
    en: '{{reasons}}, so the p-value uses the normal approximation (with the tie correction) and no pseudo-median or interval is given.',
  },
  manyValues: { zh: '非零差值有 {{n}} 个（≥ 50）', en: 'There are {{n}} non-zero differences (50 or more)' },
  hasTies: { zh: '|差值| 有并列', en: 'Some |differences| are tied' },
  hasZeros: { zh: '有 {{zeros}} 个差值等于 μ₀（已去掉）', en: '{{zeros}} differences equal μ₀ (dropped)' },
  and: { zh: '{{first}}，且{{second}}', en: '{{first}}, and {{second}}' },
  unpairedLeftOut: {
    zh: '有 {{rows}} 行缺少一侧或两侧数值，未参与检验。',
    en: '{{rows}} rows missing one or both values were left out of the test.',
  },
  differenceAxis: { zh: '差值', en: 'Difference' },
  valueAxis: { zh: '数值 − μ₀', en: 'Value − μ₀' },
  rowAxis: { zh: '行号（按差值排序）', en: 'Row (in order of the difference)' },
  positive: { zh: '正（计入 V）', en: 'Positive (counted in V)' },
  negative: { zh: '负', en: 'Negative' },
})
