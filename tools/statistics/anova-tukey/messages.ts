import { defineMessages } from '../../kit/messages'

export const text = defineMessages('AnovaTukey', {
  chartTitle: { zh: '单因素方差分析', en: 'One-way ANOVA' },
  anovaTitle: { zh: '方差分析表', en: 'Analysis of variance' },
  source: { zh: '来源', en: 'Source' },
  residuals: { zh: '残差', en: 'Residuals' },
  sumOfSquares: { zh: '平方和', en: 'Sum Sq' },
  meanSquare: { zh: '均方', en: 'Mean Sq' },
  tukeyTitle: {
    zh: 'Tukey HSD 两两比较（{{level}}% 族置信区间）',
    en: 'Tukey HSD pairwise comparisons ({{level}}% family-wise intervals)',
  },
  difference: { zh: '均值差', en: 'Difference' },
  subtitle: {
    zh: 'F = {{f}}，自由度 = {{df1}}, {{df2}}，P = {{p}}',
    en: 'F = {{f}}, df = {{df1}}, {{df2}}, p = {{p}}',
  },
  note: {
    zh: '单因素方差分析：F({{df1}}, {{df2}}) = {{f}}，P = {{p}}；Tukey HSD 中 {{significant}} / {{pairs}} 对组的校正 P < 0.05。',
    en: 'One-way ANOVA: F({{df1}}, {{df2}}) = {{f}}, p = {{p}}; Tukey HSD: {{significant}} of {{pairs}} pairs of groups have an adjusted p below 0.05.',
  },
})
