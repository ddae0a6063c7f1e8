import { RANKS } from '../../../analysis/taxonomy'
import {
  checkboxParameter,
  defineParameters,
  numberParameter,
  selectParameter,
  textParameter,
} from '../../kit/parameters'
import { rankChoices, seedParameter } from '../definitions'

const keepOrRemove = (label: string, labelEn: string) =>
  selectParameter(
    label,
    labelEn,
    [
      ['true', '保留', 'Keep'],
      ['false', '去除', 'Remove'],
    ] as const,
    { defaultValue: 'true' },
  )

/** The form offers this many taxonomy rule rows (spec 03's filter panel takes a list of rules). */
export const TAXONOMY_RULE_ROWS = [1, 2, 3] as const
type RuleRow = (typeof TAXONOMY_RULE_ROWS)[number]

/** Rule row `row`: keep or remove (`checked1_keep_<row>`) the taxa named (`taxonomy_value_<row>`) at a rank (`taxonomy_type_<row>`). */
function taxonomyRule<const R extends RuleRow>(row: R) {
  return {
    [`checked1_keep_${row}`]: keepOrRemove(`规则 ${row}：保留/去除`, `Rule ${row}: keep or remove`),
    [`taxonomy_type_${row}`]: selectParameter(`规则 ${row}：分类水平`, `Rule ${row}: rank`, rankChoices(RANKS), {
      defaultValue: 'Kingdom',
    }),
    [`taxonomy_value_${row}`]: textParameter(
      `规则 ${row}：分类名`,
      `Rule ${row}: taxon name`,
      { maxLength: 100 },
      {
        zh: '如 Bacteria、Proteobacteria；不区分大小写，可带或不带 k__ 等前缀；留空则不使用该规则。',
        en: 'E.g. Bacteria, Proteobacteria; case does not matter, with or without a prefix such as k__; leave empty to skip the rule.',
      },
    ),
  } as Record<`checked1_keep_${R}`, ReturnType<typeof keepOrRemove>> &
    Record<`taxonomy_type_${R}`, ReturnType<typeof selectParameter<ReturnType<typeof rankChoices<typeof RANKS>>>>> &
    Record<`taxonomy_value_${R}`, ReturnType<typeof textParameter>>
}

/** A count with no upper bound (spec 03, 5: numeric inputs have a minimum of 1). */
const count = (label: string, labelEn: string, settings: { step?: number; integer?: boolean; defaultValue: number }) =>
  numberParameter(label, labelEn, { min: 1, max: Infinity, ...settings })

export const parameters = defineParameters({
  checked1: checkboxParameter('按物种注释过滤 (checked1)', 'Filter by taxonomy (checked1)', false),
  ...taxonomyRule(1),
  ...taxonomyRule(2),
  ...taxonomyRule(3),
  checked2: checkboxParameter('按样本出现率过滤 (checked2)', 'Filter by prevalence (checked2)', false),
  checked2_keep: keepOrRemove('出现率规则：保留/去除', 'Prevalence rule: keep or remove'),
  checked2_at_least: count('至少出现的样本数', 'In at least this many samples', {
    step: 1,
    integer: true,
    defaultValue: 3,
  }),
  checked2_at_least_value: count('每个样本中的最小计数', 'With a count of at least', { defaultValue: 5 }),
  checked3: checkboxParameter('按总丰度过滤 (checked3)', 'Filter by total count (checked3)', false),
  checked3_keep: keepOrRemove('总丰度规则：保留/去除', 'Total count rule: keep or remove'),
  checked3_otu_sum: count('最小总计数', 'Total count of at least', { defaultValue: 20 }),
  flattening_type: selectParameter(
    '抽平方式',
    'Flattening',
    [
      ['0', '不抽平', 'None'],
      ['1', '抽平到最小样本深度', 'To the smallest sample'],
      ['2', '抽平到指定深度', 'To a given depth'],
    ] as const,
    { defaultValue: '0', required: true },
  ),
  flattening_value: count('指定抽平深度（读数）', 'Given depth (reads)', { step: 1, integer: true, defaultValue: 10 }),
  seed: seedParameter,
})
