import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DotPlot', {
  segments: { zh: '相似的对角线片段', en: 'Similar diagonal segments' },
  startA: { zh: 'A 起点', en: 'Start in A' },
  endA: { zh: 'A 终点', en: 'End in A' },
  startB: { zh: 'B 起点', en: 'Start in B' },
  endB: { zh: 'B 终点', en: 'End in B' },
  length: { zh: '长度', en: 'Length' },
  chart: {
    zh: '点图：{{a}} 对 {{b}}（窗口 {{window}}，阈值 {{threshold}}）',
    en: 'Dot plot of {{a}} against {{b}} (window {{window}}, threshold {{threshold}})',
  },
  segment: { zh: '片段', en: 'Segment' },
  note: {
    zh: '{{a}}（{{lengthA}}）对 {{b}}（{{lengthB}}），{{matrix}} 矩阵：{{segments}} 个窗口得分不低于 {{threshold}} 的对角线片段。',
    en: '{{a}} ({{lengthA}}) against {{b}} ({{lengthB}}) with {{matrix}}: {{segments}} diagonal segment(s) whose windows score at least {{threshold}}.',
  },
  onlyFirst: {
    zh: '图中只画出前 {{shown}} 个片段（共 {{segments}} 个）；表格包含全部。',
    en: 'The chart draws the first {{shown}} of {{segments}} segments; the table lists them all.',
  },
  onePerBox: {
    zh: '{{label}}应为一条序列，现有 {{count}} 条。',
    en: '{{label}} should hold one sequence; it holds {{count}}.',
  },
})
