import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { networkGraphExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'NetworkGraph',
  title: '网络图',
  titleEn: 'Network graph',
  description: '由边列表（起点、终点、可选权重）画出无向网络，力导向布局固定、可重现，节点大小随度数变化。',
  descriptionEn:
    'An undirected network from an edge list (source, target, optional weight) with a reproducible force-directed layout; nodes grow with their degree.',
  category: CHART_CATEGORY,
  tags: ['网络图', 'network', 'graph', 'force-directed'],
  toolType: 0,
  sort: 149,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('karate-club.tsv', 2, ['source_column', 'target_column', 'weight_column'])],
  demo: {
    params: {
      source_column: 'source',
      target_column: 'target',
      title: "Zachary's karate club: friendships between 34 members",
    },
    files: { table: 'karate-club.tsv' },
  },
  executor: networkGraphExecutor,
})
