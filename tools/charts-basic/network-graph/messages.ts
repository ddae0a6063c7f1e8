import { defineMessages } from '../../kit/messages'

export const text = defineMessages('NetworkGraph', {
  chartName: { zh: '网络图', en: 'Network graph' },
  node: { zh: '节点', en: 'Node' },
  degree: { zh: '度（邻居数）', en: 'Degree (neighbours)' },
  strength: { zh: '强度（边权重之和）', en: 'Strength (sum of edge weights)' },
  nodesTitle: { zh: '各节点', en: 'Nodes' },
  badWeight: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：权重必须为正数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a weight must be positive ({{value}}).',
  },
  emptyName: {
    zh: '{{file}} 第 {{line}} 行：起点和终点都必须有名称。',
    en: '{{file}} line {{line}}: both ends of an edge need a name.',
  },
  tooManyNodes: {
    zh: '网络有 {{count}} 个节点，网络图最多显示 {{limit}} 个。',
    en: 'The network has {{count}} nodes; a network graph shows at most {{limit}}.',
  },
  summaryNote: {
    zh: '{{nodes}} 个节点、{{edges}} 条边（无向）。布局为 Fruchterman–Reingold 力导向算法（随机种子 {{seed}}，{{iterations}} 次迭代），节点大小随度数增大。',
    en: '{{nodes}} nodes and {{edges}} edges (undirected). Laid out by the Fruchterman–Reingold force-directed algorithm (seed {{seed}}, {{iterations}} iterations); nodes grow with their degree.',
  },
  mergedNote: {
    zh: '{{repeated}} 行是已有边的重复（两个方向算同一条边），权重已相加。',
    en: '{{repeated}} rows repeated an edge already given (either direction is the same edge); their weights were added up.',
  },
  selfLoopNote: {
    zh: '{{count}} 行的两端是同一个节点，未画出。',
    en: '{{count}} rows joined a node to itself and were left out.',
  },
})
