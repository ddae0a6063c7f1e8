import { defineMessages } from '../../kit/messages'

export const text = defineMessages('KruskalDunn', {
  chartTitle: { zh: 'Kruskal-Wallis 检验', en: 'Kruskal-Wallis test' },
  testTitle: { zh: 'Kruskal-Wallis 秩和检验', en: 'Kruskal-Wallis rank sum test' },
  statistic: { zh: 'χ²（H）', en: 'Chi-squared (H)' },
  dunnTitle: { zh: 'Dunn 两两比较（{{adjustment}}）', en: "Dunn's pairwise comparisons ({{adjustment}})" },
  holm: { zh: 'Holm 校正', en: 'Holm-adjusted' },
  bh: { zh: 'Benjamini-Hochberg 校正', en: 'Benjamini-Hochberg-adjusted' },
  none: { zh: '未校正', en: 'unadjusted' },
  meanRankDifference: { zh: '平均秩差', en: 'Mean rank difference' },
  meanRank: { zh: '平均秩', en: 'Mean rank' },
  subtitle: {
    zh: 'Kruskal-Wallis χ² = {{h}}，自由度 = {{df}}，P = {{p}}',
    en: 'Kruskal-Wallis chi-squared = {{h}}, df = {{df}}, p = {{p}}',
  },
  note: {
    zh: 'Kruskal-Wallis 检验：χ² = {{h}}，自由度 = {{df}}，P = {{p}}；Dunn 检验中 {{significant}} / {{pairs}} 对组的校正 P < 0.05。',
    en: 'Kruskal-Wallis test: chi-squared = {{h}}, df = {{df}}, p = {{p}}; Dunn: {{significant}} of {{pairs}} pairs of groups have an adjusted p below 0.05.',
  },
})
