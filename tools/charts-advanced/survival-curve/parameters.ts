import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, textParameter } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  time_column: columnParameter('时间列', 'Time column', { required: true }),
  status_column: columnParameter('状态列', 'Status column', { required: true }),
  group_column: columnParameter('分组列', 'Group column', {
    help: { zh: '不选则画一条总曲线。', en: 'Empty: one overall curve.' },
  }),
  event_value: textParameter(
    '事件取值',
    'Event value',
    { maxLength: 40 },
    {
      zh: '留空：0/1 中 1、1/2 中 2、TRUE/FALSE 中 TRUE 为事件。',
      en: 'Empty: 1 of 0/1, 2 of 1/2, TRUE of TRUE/FALSE is the event.',
    },
  ),
  time_unit: textParameter('时间单位', 'Time unit', { maxLength: 20 }),
  confidence_band: checkboxParameter('显示 95% 置信带', 'Show 95% confidence bands', true),
  censor_marks: checkboxParameter('显示删失标记', 'Show censor marks', true),
  title: titleParameter(),
  ...sizeParameters(820, 560, ADVANCED_CHART_SIZE_LIMITS),
})
