import { defineMessages } from '../../kit/messages'

export const text = defineMessages('MannWhitneyTest', {
  chartTitle: { zh: 'Mann-Whitney U 检验', en: 'Mann-Whitney U test' },
  testTitle: {
    zh: 'Wilcoxon 秩和检验（Mann-Whitney U，双侧）',
    en: 'Wilcoxon rank sum test (Mann-Whitney U, two-sided)',
  },
  method: { zh: 'P 值计算', en: 'p-value from' },
  exact: { zh: '精确分布', en: 'exact distribution' },
  normal: { zh: '正态近似', en: 'normal approximation' },
  normalCorrected: { zh: '正态近似（连续性校正）', en: 'normal approximation with continuity correction' },
  subtitle: { zh: 'W = {{w}}，P = {{p}}', en: 'W = {{w}}, p = {{p}}' },
  note: {
    zh: 'Wilcoxon 秩和检验（Mann-Whitney U，双侧）{{comparison}}：W = {{w}}，P = {{p}}（{{method}}）；中位数 {{firstMedian}} 对 {{secondMedian}}。',
    en: 'Wilcoxon rank sum test (Mann-Whitney U, two-sided) of {{comparison}}: W = {{w}}, p = {{p}} ({{method}}); medians {{firstMedian}} and {{secondMedian}}.',
  },
})
