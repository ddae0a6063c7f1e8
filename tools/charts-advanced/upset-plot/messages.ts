import { defineMessages } from '../../kit/messages'

export const text = defineMessages('UpSetPlot', {
  chartTitle: { zh: 'UpSet 图', en: 'UpSet plot' },
  tooFewSets: { zh: 'UpSet 图至少需要 2 个集合（列）。', en: 'An UpSet plot needs at least 2 sets (columns).' },
  noIntersection: {
    zh: '没有元素数不少于 {{size}} 的交集。',
    en: 'No intersection has at least {{size}} elements.',
  },
  shownBySize: {
    zh: '{{shown}} / {{total}} 个非空交集，按大小排序',
    en: '{{shown}} of {{total}} non-empty intersections, by size',
  },
  shownByDegree: {
    zh: '{{shown}} / {{total}} 个非空交集，按集合数排序',
    en: '{{shown}} of {{total}} non-empty intersections, by degree',
  },
  intersectionsTitle: {
    zh: '全部非空交集（恰好属于这些集合的元素）',
    en: 'Every non-empty intersection (elements in exactly these sets)',
  },
  sets: { zh: '集合', en: 'Sets' },
  degree: { zh: '集合数', en: 'Degree' },
  size: { zh: '元素数', en: 'Size' },
  elements: { zh: '元素', en: 'Elements' },
  setSizesTitle: { zh: '集合大小', en: 'Set sizes' },
  set: { zh: '集合', en: 'Set' },
  summary: {
    zh: '{{sets}} 个集合共有 {{total}} 个非空交集，图中显示 {{shown}} 个。每个交集只计恰好属于这些集合的元素。',
    en: '{{sets}} sets form {{total}} non-empty intersections; {{shown}} are shown. Each counts the elements in exactly those sets and no other.',
  },
  intersectionSize: { zh: '交集大小', en: 'Intersection size' },
  inSet: { zh: '属于', en: 'In' },
  notInSet: { zh: '不属于', en: 'Not in' },
})
