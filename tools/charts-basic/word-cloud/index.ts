import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { wordCloudExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'WordCloud',
  title: '词云',
  titleEn: 'Word cloud',
  description: '词语的字号随频数增大，频数最高的词最醒目；中文和英文词语均可。',
  descriptionEn: 'Words sized by their frequency so the most frequent stand out; Chinese and English words alike.',
  category: CHART_CATEGORY,
  tags: ['词云', 'word cloud', 'frequency', 'text'],
  toolType: 0,
  sort: 150,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('global-patterns-genera.tsv', 1, ['word_column', 'frequency_column'])],
  demo: {
    params: {
      word_column: 'Genus',
      frequency_column: 'Reads',
      max_words: 80,
      title: 'Global Patterns: the 80 genera with the most 16S reads',
    },
    files: { table: 'global-patterns-genera.tsv' },
  },
  executor: wordCloudExecutor,
})
