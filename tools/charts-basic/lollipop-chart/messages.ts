import { defineMessages } from '../../kit/messages'

export const text = defineMessages('LollipopChart', {
  chartName: { zh: '棒棒糖图', en: 'Lollipop chart' },
  orderedTitle: { zh: '排序后的数值', en: 'Ordered values' },
  rank: { zh: '名次', en: 'Rank' },
  descendingNote: {
    zh: '显示 {{shown}} / {{items}} 项，从大到小。',
    en: '{{shown}} of {{items}} items, largest first.',
  },
  ascendingNote: {
    zh: '显示 {{shown}} / {{items}} 项，从小到大。',
    en: '{{shown}} of {{items}} items, smallest first.',
  },
  tableNote: { zh: '显示 {{shown}} / {{items}} 项，按表中顺序。', en: '{{shown}} of {{items}} items, in table order.' },
  atMost: { zh: '本图最多显示 {{limit}} 项。', en: 'This chart shows at most {{limit}} items.' },
})
