import { titleParameter } from '../../kit/chart-parameters'
import {
  columnParameter,
  defineParameters,
  numberParameter,
  radioParameter,
  selectParameter,
  textParameter,
} from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  layout: radioParameter(
    '数据格式',
    'Table layout',
    [
      ['counts', '计数表：第一列为结果，另一列为次数', 'Counts: outcomes in the first column, then their counts'],
      ['outcomes', '结果列：每行一次试验', 'Outcome column: one row per trial'],
    ] as const,
    { defaultValue: 'counts' },
  ),
  count_column: columnParameter('计数列（计数表）', 'Count column (counts)', {
    help: { zh: '留空则用第二列。', en: 'Empty: the second column.' },
  }),
  outcome_column: columnParameter('结果列（每行一次试验）', 'Outcome column (one row per trial)'),
  success: textParameter(
    '计为“成功”的结果',
    'Outcome counted as success',
    { maxLength: 100 },
    {
      zh: '留空则取第一个结果（计数表第一行，或结果列中最先出现的值）；其余结果都计为失败。',
      en: 'Empty: the first outcome (the first row of counts, or the first value of the outcome column); every other outcome is a failure.',
    },
  ),
  p: numberParameter('假设的成功概率', 'Hypothesised probability of success', {
    min: 0,
    max: 1,
    step: 0.001,
    defaultValue: 0.5,
  }),
  alternative: selectParameter(
    '备择假设',
    'Alternative hypothesis',
    [
      ['two.sided', '双侧：成功概率 ≠ 假设值', 'Two-sided: the probability differs'],
      ['less', '单侧：成功概率 < 假设值', 'One-sided: the probability is smaller'],
      ['greater', '单侧：成功概率 > 假设值', 'One-sided: the probability is larger'],
    ] as const,
    { defaultValue: 'two.sided' },
  ),
  confidence_level: numberParameter(
    '置信水平',
    'Confidence level',
    { min: 0.5, max: 0.999, step: 0.005, defaultValue: 0.95 },
    { zh: '成功概率置信区间的水平，如 0.95。', en: 'Of the interval of the probability, e.g. 0.95.' },
  ),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 480),
})
