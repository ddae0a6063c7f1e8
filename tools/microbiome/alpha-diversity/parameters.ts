import { type ALPHA_METRICS } from '../../../analysis/diversity/alpha'
import { defineParameters, selectParameter } from '../../kit/parameters'
import { groupColumnParameter } from '../definitions'

/** auto: Wilcoxon rank-sum for two groups, Kruskal-Wallis for more. */
export const GROUP_TESTS = ['auto', 'kruskal', 'wilcoxon'] as const

export const parameters = defineParameters({
  group_column: groupColumnParameter(false),
  metric: selectParameter(
    '作图指数',
    'Metric to plot',
    [
      ['observed', '观测物种数 (observed)', 'Observed richness'],
      ['shannon', 'Shannon', 'Shannon'],
      ['simpson', 'Simpson', 'Simpson'],
      ['invsimpson', '逆 Simpson', 'Inverse Simpson'],
      ['pielou', 'Pielou 均匀度', 'Pielou evenness'],
      ['chao1', 'Chao1', 'Chao1'],
      ['ace', 'ACE', 'ACE'],
      ['goods_coverage', "Good's 覆盖度", "Good's coverage"],
    ] as const satisfies readonly (readonly [(typeof ALPHA_METRICS)[number], string, string])[],
    { defaultValue: 'shannon', required: true },
  ),
  test: selectParameter(
    '检验方法',
    'Test between groups',
    [
      [
        'auto',
        '自动（2 组 Wilcoxon，≥3 组 Kruskal-Wallis）',
        'Automatic (Wilcoxon for 2 groups, Kruskal-Wallis for more)',
      ],
      ['kruskal', 'Kruskal-Wallis', 'Kruskal-Wallis'],
      ['wilcoxon', '两两 Wilcoxon 秩和检验（BH 校正）', 'Pairwise Wilcoxon rank-sum (BH-adjusted)'],
    ] as const satisfies readonly (readonly [(typeof GROUP_TESTS)[number], string, string])[],
    { defaultValue: 'auto', required: true },
  ),
})
