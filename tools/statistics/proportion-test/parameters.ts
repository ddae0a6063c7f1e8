import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  defineParameters,
  numberParameter,
  radioParameter,
  selectParameter,
} from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', {
    help: { zh: '留空则用第一列。每行一组。', en: 'Empty: the first column. One row per group.' },
  }),
  success_column: columnParameter('成功数列', 'Successes column', { required: true }),
  second_column: columnParameter('总数或失败数列', 'Totals or failures column', { required: true }),
  second_kind: radioParameter(
    '第二列是',
    'The second column holds',
    [
      ['totals', '总数（试验数）', 'Totals (trials)'],
      ['failures', '失败数', 'Failures'],
    ] as const,
    { defaultValue: 'totals' },
  ),
  p: numberParameter(
    '假设的比例（可选）',
    'Hypothesised proportion (optional)',
    { min: 0.000001, max: 0.999999, step: 0.001 },
    {
      zh: '留空：多组时检验各组比例是否相等，一组时与 0.5 比较。填写：检验每组比例都等于该值。',
      en: 'Empty: several groups are tested for equal proportions, one group against 0.5. Given: every group is tested against it.',
    },
  ),
  alternative: selectParameter(
    '备择假设（至多两组且未给假设比例时）',
    'Alternative hypothesis (one or two groups)',
    [
      ['two.sided', '双侧', 'Two-sided'],
      ['less', '单侧：第一组比例（或与假设值之差）更小', 'One-sided: the (first) proportion is smaller'],
      ['greater', '单侧：第一组比例（或与假设值之差）更大', 'One-sided: the (first) proportion is larger'],
    ] as const,
    { defaultValue: 'two.sided' },
  ),
  confidence_level: numberParameter(
    '置信水平',
    'Confidence level',
    { min: 0.5, max: 0.999, step: 0.005, defaultValue: 0.95 },
    {
      zh: '一组时为比例的置信区间，两组时为比例差的置信区间，如 0.95。',
      en: 'Of the interval of the proportion (one group) or of the difference (two groups), e.g. 0.95.',
    },
  ),
  correct: checkboxParameter('Yates 连续性校正（至多两组）', "Yates' continuity correction (one or two groups)", true),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 480),
})
