import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ClrDifferentialAbundance', {
  purpose: { zh: 'CLR 差异丰度分析', en: 'Differential abundance by CLR' },
  tableTitle: {
    zh: '各特征的 CLR 差异丰度结果（按 {{test}} q 值排序）',
    en: 'CLR differential abundance of every feature (by {{test}} q)',
  },
  meanClr: { zh: '{{group}} 平均 CLR（log2）', en: '{{group}} mean CLR (log2)' },
  welchP: { zh: 'Welch p', en: 'Welch p' },
  welchQ: { zh: 'Welch q（BH）', en: 'Welch q (BH)' },
  wilcoxonP: { zh: 'Wilcoxon p', en: 'Wilcoxon p' },
  wilcoxonQ: { zh: 'Wilcoxon q（BH）', en: 'Wilcoxon q (BH)' },
  expectedWelchP: { zh: 'Welch 期望 p', en: 'Welch expected p' },
  expectedWelchQ: { zh: 'Welch 期望 q（BH）', en: 'Welch expected q (BH)' },
  expectedWilcoxonP: { zh: 'Wilcoxon 期望 p', en: 'Wilcoxon expected p' },
  expectedWilcoxonQ: { zh: 'Wilcoxon 期望 q（BH）', en: 'Wilcoxon expected q (BH)' },
  welch: { zh: 'Welch', en: 'Welch' },
  wilcoxon: { zh: 'Wilcoxon', en: 'Wilcoxon' },
  change: { zh: '变化', en: 'Change' },
  up: { zh: '在 {{treatment}} 中升高', en: 'Higher in {{treatment}}' },
  down: { zh: '在 {{treatment}} 中降低', en: 'Lower in {{treatment}}' },
  none: { zh: '不显著', en: 'Not significant' },
  significantPoints: { zh: '显著（{{test}} q < {{alpha}}）', en: 'Significant ({{test}} q < {{alpha}})' },
  effectChartTitle: {
    zh: '{{treatment}} 对 {{reference}} 的组间差异与组内离散度（MW 图）',
    en: 'Difference between {{treatment}} and {{reference}} against dispersion within groups (MW plot)',
  },
  effectSubtitle: {
    zh: '虚线：效应量 ±1（组间差异等于组内离散度）',
    en: 'Dashed lines: effect ±1 (the difference between groups equals the dispersion within)',
  },
  volcanoTitle: {
    zh: '{{treatment}} 对 {{reference}} 的差异{{what}}（CLR，{{test}}）',
    en: 'Differential {{what}}: {{treatment}} against {{reference}} (CLR, {{test}})',
  },
  volcanoSubtitle: {
    zh: '升高 {{up}} 个，降低 {{down}} 个（q < {{alpha}}）',
    en: '{{up}} higher, {{down}} lower (q < {{alpha}})',
  },
  diffWithinAxis: { zh: '组内离散度 diff.win（log2）', en: 'Dispersion within groups, diff.win (log2)' },
  diffBetweenAxis: {
    zh: '组间差异 diff.btw（log2，{{treatment}} − {{reference}}）',
    en: 'Difference between groups, diff.btw (log2, {{treatment}} − {{reference}})',
  },
  qAxis: { zh: '−log10 {{test}} q', en: '−log10 {{test}} q' },
  summary: {
    zh: '{{features}} 个{{what}}，{{treatment}}（{{treatmentSamples}} 个样本）对 {{reference}}（{{referenceSamples}} 个样本）：{{significant}} 个 {{test}} q < {{alpha}}，其中 {{up}} 个升高、{{down}} 个降低（Welch 检验：{{welchSignificant}} 个）。',
    en: '{{features}} {{what}}, {{treatment}} ({{treatmentSamples}} samples) against {{reference}} ({{referenceSamples}} samples): {{significant}} have {{test}} q < {{alpha}}, {{up}} higher and {{down}} lower ({{welchSignificant}} by Welch’s test).',
  },
  monteCarlo: {
    zh: '{{instances}} 次蒙特卡洛 Dirichlet 抽样（随机种子 {{seed}}）：p 与 q 为各次抽样结果的平均（期望值），diff.btw、diff.win 与效应量为 ALDEx2 随机配对后的中位数。',
    en: '{{instances}} Monte-Carlo Dirichlet instances (seed {{seed}}): p and q are the means (expected values) over the instances; diff.btw, diff.win and the effect are the medians over ALDEx2’s random pairings.',
  },
  pointEstimate: {
    zh: '点估计：计数加伪计数 {{pseudocount}} 后做 CLR，每个特征一次 Welch 与一次 Wilcoxon 检验；diff.btw、diff.win 为所有样本配对的中位数，效应量为二者之比。',
    en: 'Point estimate: the CLR of counts plus a pseudocount of {{pseudocount}}, one Welch and one Wilcoxon test per feature; diff.btw and diff.win are medians over every pairing of samples and the effect is their ratio.',
  },
  absent: {
    zh: '{{count}} 个{{what}}在两组的样本中都没有序列，未分析（与 ALDEx2 相同）。',
    en: '{{count}} {{what}} have no reads in the samples of the two groups and were left out (as ALDEx2 leaves them out).',
  },
  otherGroupsLeftOut: {
    zh: '{{count}} 个样本属于其他分组，未纳入 {{treatment}} 与 {{reference}} 的比较。',
    en: '{{count}} samples of other groups are not part of the comparison of {{treatment}} with {{reference}}.',
  },
  noWelch: {
    zh: '{{count}} 个特征在两组中的 CLR 都为常数，没有 Welch p（R 的 t.test 在此报错）。',
    en: '{{count}} features have a constant CLR in both groups and no Welch p (R’s t.test stops there).',
  },
  fewSamples: {
    zh: 'CLR 差异丰度分析的每组至少需要 2 个样本："{{group}}" 组只有 {{count}} 个。',
    en: 'Differential abundance by CLR needs at least 2 samples in each group; group "{{group}}" has {{count}}.',
  },
  fewFeatures: {
    zh: '中心对数比至少需要 2 个有序列的{{what}}，这两组的样本中只有 {{count}} 个。',
    en: 'The centred log-ratio needs at least 2 {{what}} with reads; the samples of the two groups have {{count}}.',
  },
  tooLarge: {
    zh: '{{instances}} 次抽样 × {{samples}} 个样本 × {{features}} 个特征超过了 {{limit}} 个数值的上限：请减少蒙特卡洛次数或选择更高的分类水平。',
    en: '{{instances}} instances × {{samples}} samples × {{features}} features exceed the limit of {{limit}} values: choose fewer Monte-Carlo instances or a higher rank.',
  },
  method: {
    zh: '方法：ALDEx2（Fernandes 等 2013、2014）的 aldex.clr、aldex.ttest 与 aldex.effect，以 log2 中心对数比为尺度、全部特征的几何平均为分母（denom = "all"）。Debian 没有 ALDEx2 的 R 包，点估计的 CLR、t.test、wilcox.test 与 p.adjust 已与 R 基础包逐一比对；蒙特卡洛部分由不变性与抽样矩检验。',
    en: 'Method: ALDEx2’s aldex.clr, aldex.ttest and aldex.effect (Fernandes et al. 2013, 2014) on the log2 centred log-ratio with the geometric mean of all features as the denominator (denom = "all"). Debian has no ALDEx2 package: the point estimate’s CLR, t.test, wilcox.test and p.adjust were checked against base R, the Monte-Carlo part by invariants and the sampler’s moments.',
  },
})
