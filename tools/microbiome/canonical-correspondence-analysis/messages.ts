import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CanonicalCorrespondenceAnalysis', {
  chartTitle: { zh: 'CCA 双序图（{{scaling}}）', en: 'CCA biplot ({{scaling}})' },
  summary: {
    zh: 'CCA：{{samples}} 个样本、{{species}} 个物种，约束变量 {{constraints}}；约束部分解释总惯量（卡方 / 总量）的 {{constrained}}（F = {{f}}，{{permutations}} 次置换 p = {{p}}）。',
    en: 'CCA of {{samples}} samples and {{species}} species constrained by {{constraints}}: the constraints explain {{constrained}} of the total inertia (chi-square / grand total) (F = {{f}}, p = {{p}} from {{permutations}} permutations).',
  },
})
