import { defineMessages } from '../../kit/messages'

export const text = defineMessages('McNemarTest', {
  chartTitle: { zh: 'McNemar 检验：不一致的配对', en: "McNemar's test: discordant pairs" },
  notSquare: {
    zh: '配对结果的表必须是方阵（行、列为同一组类别），现为 {{rows}} 行 × {{columns}} 列。',
    en: 'A table of paired outcomes must be square (the same categories in rows and columns); it has {{rows}} × {{columns}}.',
  },
  noDiscordant: {
    zh: '“{{first}}”与“{{second}}”之间两个方向都没有变化的配对，McNemar 统计量无定义（R 给出 NaN）；请合并或去掉这些类别。',
    en: 'No pair changed between "{{first}}" and "{{second}}" in either direction, so McNemar\'s statistic is undefined (R gives NaN); merge or drop these categories.',
  },
  testTitle: { zh: 'McNemar 检验', en: "McNemar's test" },
  statistic: { zh: 'McNemar χ²', en: "McNemar's chi-squared" },
  corrected: { zh: '连续性校正', en: 'Continuity correction' },
  pairsTitle: { zh: '不一致的配对（第一次 → 第二次）', en: 'Discordant pairs (first → second)' },
  pair: { zh: '类别对', en: 'Categories' },
  forward: { zh: '{{first}} → {{second}}', en: '{{first}} → {{second}}' },
  contribution: { zh: '对 χ² 的贡献', en: 'Share of chi-squared' },
  pairLabel: { zh: '{{first}} 与 {{second}}', en: '{{first}} and {{second}}' },
  forwardAxis: { zh: '第一类 → 第二类', en: 'first → second category' },
  backwardAxis: { zh: '第二类 → 第一类', en: 'second → first category' },
  pairsAxis: { zh: '配对数', en: 'Pairs' },
  note: {
    zh: 'McNemar 检验{{correction}}：χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}（{{rows}} × {{rows}} 表，共 {{n}} 对）。',
    en: "McNemar's test{{correction}}: chi-squared = {{statistic}}, df = {{df}}, p = {{p}} ({{rows}} × {{rows}} table, {{n}} pairs).",
  },
  withCorrection: { zh: '（连续性校正）', en: ' with continuity correction' },
  subtitle: {
    zh: 'χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}',
    en: 'chi-squared = {{statistic}}, df = {{df}}, p = {{p}}',
  },
})
