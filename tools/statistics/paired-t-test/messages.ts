import { defineMessages } from '../../kit/messages'

export const text = defineMessages('PairedTTest', {
  chartTitle: { zh: '配对 t 检验', en: 'Paired t-test' },
  testName: { zh: '配对 t 检验', en: 'Paired t-test' },
  chooseLongColumns: {
    zh: '长格式需要选择编号列、分组列和数值列。',
    en: 'The long layout needs the id, group and value columns.',
  },
  chooseWideColumns: {
    zh: '宽格式需要选择第一列和第二列。',
    en: 'The wide layout needs the first and second columns.',
  },
  pairs: { zh: '配对数', en: 'Pairs' },
  conditionAxis: { zh: '条件', en: 'Condition' },
})
