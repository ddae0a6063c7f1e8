import { defineMessages } from '../../kit/messages'

export const text = defineMessages('EnrichmentBubble', {
  chartTitle: { zh: '富集气泡图', en: 'Enrichment bubble plot' },
  subtitle: {
    zh: '显著性最高的 {{chosen}} / {{total}} 个条目；气泡面积表示{{size}}',
    en: 'The {{chosen}} most significant of {{total}} terms; bubble area shows {{size}}',
  },
  theCount: { zh: '数目', en: 'the count' },
  termsTitle: { zh: '图中的条目', en: 'Terms shown' },
  choice: {
    zh: '从 {{total}} 个条目中取 {{significance}} 最小的 {{chosen}} 个，按{{order}}从大到小排列。',
    en: 'The {{chosen}} terms with the smallest {{significance}} of {{total}}, ordered by {{order}}, largest on top.',
  },
})
