import { defineMessages } from '../../kit/messages'

export const text = defineMessages('RedundancyAnalysis', {
  chartTitle: { zh: 'RDA 双序图（{{scaling}}）', en: 'RDA biplot ({{scaling}})' },
  summary: {
    zh: 'RDA：{{samples}} 个样本、{{species}} 个物种，约束变量 {{constraints}}；约束部分解释总方差的 {{constrained}}（F = {{f}}，{{permutations}} 次置换 p = {{p}}）。',
    en: 'RDA of {{samples}} samples and {{species}} species constrained by {{constraints}}: the constraints explain {{constrained}} of the total variance (F = {{f}}, p = {{p}} from {{permutations}} permutations).',
  },
})
