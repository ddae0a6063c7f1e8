import { defineMessages } from '../../kit/messages'

export const text = defineMessages('StudentTTest', {
  chartTitle: { zh: 'Student t 检验', en: "Student's t-test" },
  testName: { zh: 'Student t 检验（方差齐）', en: "Student's t-test (equal variances)" },
})
