import { defineMessages } from '../../kit/messages'

export const text = defineMessages('FisherExactTest', {
  chartTitle: { zh: 'Fisher 精确检验', en: "Fisher's exact test" },
  tooManyTables: {
    zh: '该 {{rows}} 行 × {{columns}} 列、共 {{n}} 例的表，在边际合计固定下可能的表太多，精确枚举超出上限；请合并类别，或改用卡方检验。',
    en: 'The {{rows}} × {{columns}} table of {{n}} counts has too many tables with its margins to enumerate exactly; merge categories, or use the chi-square test instead.',
  },
  testTitle: { zh: 'Fisher 精确检验', en: "Fisher's exact test" },
  oddsRatio: { zh: '比值比（条件极大似然估计）', en: 'Odds ratio (conditional MLE)' },
  twoSided: { zh: '双侧', en: 'two-sided' },
  less: { zh: '单侧（比值比 < 1）', en: 'one-sided (odds ratio < 1)' },
  greater: { zh: '单侧（比值比 > 1）', en: 'one-sided (odds ratio > 1)' },
  note2x2: {
    zh: 'Fisher 精确检验（{{alternative}}）：P = {{p}}；比值比（条件极大似然估计）= {{oddsRatio}}（{{level}}% CI {{lower}} 至 {{upper}}；2 × 2 表，共 {{n}} 例）。',
    en: "Fisher's exact test ({{alternative}}): p = {{p}}; odds ratio (conditional MLE) = {{oddsRatio}} ({{level}}% CI {{lower}} to {{upper}}; 2 × 2 table, {{n}} counts).",
  },
  subtitle2x2: {
    zh: 'P = {{p}}，比值比 = {{oddsRatio}}（{{level}}% CI {{lower}} 至 {{upper}}）',
    en: 'p = {{p}}, odds ratio = {{oddsRatio}} ({{level}}% CI {{lower}} to {{upper}})',
  },
  noteTable: {
    zh: 'Fisher 精确检验（双侧）：P = {{p}}（{{rows}} 行 × {{columns}} 列，共 {{n}} 例；固定边际合计下精确枚举）。',
    en: "Fisher's exact test (two-sided): p = {{p}} ({{rows}} × {{columns}} table, {{n}} counts; exact over the tables with its margins).",
  },
  subtitleTable: { zh: 'P = {{p}}（双侧）', en: 'p = {{p}} (two-sided)' },
  alternativeIgnored: {
    zh: '单侧备择假设只适用于 2×2 表；大于 2×2 的表按双侧检验。',
    en: 'A one-sided alternative applies to 2 × 2 tables only; larger tables are tested two-sided.',
  },
  tableSize: { zh: '表', en: 'Table' },
})
