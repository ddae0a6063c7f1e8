import { defineMessages } from '../../kit/messages'

export const text = defineMessages('SankeyDiagram', {
  chartName: { zh: '桑基图', en: 'Sankey diagram' },
  from: { zh: '来源', en: 'From' },
  to: { zh: '去向', en: 'To' },
  flow: { zh: '流量', en: 'Flow' },
  shareOfSource: { zh: '占来源流出的百分比 (%)', en: 'Share of the source’s outflow (%)' },
  node: { zh: '节点', en: 'Node' },
  inflow: { zh: '流入', en: 'In' },
  outflow: { zh: '流出', en: 'Out' },
  flowsTitle: { zh: '各条流（同一对已相加）', en: 'Flows (rows of the same pair added up)' },
  nodesTitle: { zh: '各节点', en: 'Nodes' },
  negativeFlow: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：流量不能为负数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a flow cannot be negative ({{value}}).',
  },
  emptyName: {
    zh: '{{file}} 第 {{line}} 行：来源和去向都必须有名称。',
    en: '{{file}} line {{line}}: both the source and the target need a name.',
  },
  cycle: {
    zh: '流形成了环路（{{path}}），桑基图只能从左向右流动。请给不同阶段的节点取不同的名称。',
    en: 'The flows go round in a circle ({{path}}); a sankey diagram has to flow from left to right. Give the nodes of different stages different names.',
  },
  tooManyFlows: {
    zh: '相加后有 {{count}} 条流，桑基图最多显示 {{limit}} 条。',
    en: 'After adding up there are {{count}} flows; a sankey diagram shows at most {{limit}}.',
  },
  summaryNote: {
    zh: '{{rows}} 行相加为 {{flows}} 条流、{{nodes}} 个节点；总流量 {{total}}。节点的高度为流入与流出中较大者。',
    en: '{{rows}} rows added up to {{flows}} flows between {{nodes}} nodes; {{total}} in all. A node is as tall as the larger of its inflow and outflow.',
  },
})
