import { defineMessages } from '../../kit/messages'

export const text = defineMessages('WelchTTest', {
  chartTitle: { zh: 'Welch t 检验', en: "Welch's t-test" },
  testName: { zh: 'Welch t 检验（方差不齐）', en: "Welch's t-test (unequal variances)" },
})
