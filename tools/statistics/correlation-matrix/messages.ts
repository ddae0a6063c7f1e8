import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CorrelationMatrix', {
  chartTitle: { zh: '相关矩阵', en: 'Correlation matrix' },
  tooFewVariables: {
    zh: '相关矩阵至少需要 2 个数值列，现有 {{count}} 个。',
    en: 'The correlation matrix needs at least 2 numeric columns; there are {{count}}.',
  },
  tooManyVariables: {
    zh: '选择了 {{count}} 列，最多 {{limit}} 列。',
    en: '{{count}} columns were chosen; at most {{limit}} are allowed.',
  },
  pearson: { zh: 'Pearson 相关', en: 'Pearson correlation' },
  spearman: { zh: 'Spearman 秩相关', en: "Spearman's rank correlation" },
  kendall: { zh: 'Kendall τ-b 秩相关', en: "Kendall's rank correlation τ-b" },
  bh: { zh: 'Benjamini-Hochberg 校正', en: 'Benjamini-Hochberg-adjusted' },
  holm: { zh: 'Holm 校正', en: 'Holm-adjusted' },
  bonferroni: { zh: 'Bonferroni 校正', en: 'Bonferroni-adjusted' },
  unadjusted: { zh: '未校正', en: 'unadjusted' },
  byT: { zh: 't 分布', en: 't distribution' },
  byAs89: { zh: 'AS 89', en: 'AS 89' },
  byExact: { zh: '精确分布', en: 'exact' },
  byNormal: { zh: '正态近似', en: 'normal approximation' },
  pairsTitle: { zh: '各变量对的相关检验', en: 'Correlation test of every pair' },
  firstVariable: { zh: '变量 1', en: 'Variable 1' },
  secondVariable: { zh: '变量 2', en: 'Variable 2' },
  pFrom: { zh: 'P 值算法', en: 'p-value by' },
  adjustedP: { zh: '校正 P 值（{{adjustment}}）', en: 'Adjusted p ({{adjustment}})' },
  estimatesTitle: { zh: '相关系数矩阵（{{estimate}}）', en: 'Correlation matrix ({{estimate}})' },
  pValuesTitle: {
    zh: 'P 值矩阵：对角线下方为未校正 P 值，上方为{{adjustment}} P 值',
    en: 'p-values: unadjusted below the diagonal, {{adjustment}} above',
  },
  method: {
    zh: '{{method}}，{{variables}} 个变量、{{pairs}} 对；每对使用两列都有值的行，双侧检验与 R 4.2.2 cor.test 一致。',
    en: "{{method}} of {{variables}} variables, {{pairs}} pairs; each pair uses the rows with values in both columns, tested two-sided as R 4.2.2's cor.test.",
  },
  stars: {
    zh: '星号按{{adjustment}} P 值：* < 0.05，** < 0.01，*** < 0.001；{{significant}} / {{pairs}} 对 < 0.05。',
    en: 'Stars by the {{adjustment}} p-value: * < 0.05, ** < 0.01, *** < 0.001; {{significant}} of {{pairs}} pairs are below 0.05.',
  },
  undefinedPairs: {
    zh: '有 {{pairs}} 对没有 P 值（某列在共同有值的行中为常数，或共同有值的行少于 3 行），例如 {{first}} 与 {{second}}。',
    en: 'Pairs without a p-value (a column is constant over their shared rows, or fewer than 3 rows are shared): {{pairs}}, e.g. {{first}} and {{second}}.',
  },
  missingRows: {
    zh: '有缺失值：各对使用的行数为 {{least}} 至 {{most}}（共 {{rows}} 行）。',
    en: 'Values are missing: the pairs use {{least}} to {{most}} of the {{rows}} rows.',
  },
  strongest: {
    zh: '最强相关：{{first}} 与 {{second}}，{{estimate}} = {{value}}，P = {{p}}。',
    en: 'Strongest: {{first}} and {{second}}, {{estimate}} = {{value}}, p = {{p}}.',
  },
})
