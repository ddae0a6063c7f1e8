import { defineMessages } from '../../kit/messages'

export const text = defineMessages('RadarChart', {
  chartName: { zh: '雷达图', en: 'Radar chart' },
  measures: { zh: '指标（行）', en: 'measures (rows)' },
  tooManyAdvice: {
    zh: '雷达图适合少量指标，请先筛选。',
    en: 'A radar chart suits a few measures; select some first.',
  },
  measure: { zh: '指标', en: 'Measure' },
  note: { zh: '{{measures}} 个指标，{{items}} 个对象。', en: '{{measures}} measures, {{items}} items.' },
})
