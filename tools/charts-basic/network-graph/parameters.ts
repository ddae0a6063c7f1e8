import { titleParameter } from '../../kit/chart-parameters'
import { colourParameter, columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { chartSizeParameters } from '../definitions'

export const parameters = defineParameters({
  source_column: columnParameter('起点列', 'Source column', { required: true }),
  target_column: columnParameter('终点列', 'Target column', { required: true }),
  weight_column: columnParameter('权重列', 'Weight column', {
    help: {
      zh: '可选，正数；越大连线越粗、布局中拉得越近。留空则每条边权重为 1。',
      en: 'Optional, positive: heavier edges are drawn thicker and pull their nodes closer. Empty: every edge weighs 1.',
    },
  }),
  label_top: numberParameter(
    '标注节点数',
    'Nodes to label',
    { min: 0, max: 200, step: 1, integer: true, defaultValue: 10 },
    { zh: '标注度数最高的若干个节点。', en: 'Labels the nodes with the most neighbours.' },
  ),
  node_colour: colourParameter('节点颜色', 'Node colour', '#4e79a7'),
  edge_colour: colourParameter('连线颜色', 'Edge colour', '#9a9a9a'),
  layout_iterations: numberParameter('布局迭代次数', 'Layout iterations', {
    min: 50,
    max: 2000,
    step: 50,
    integer: true,
    defaultValue: 300,
  }),
  title: titleParameter(''),
  ...chartSizeParameters(760, 640),
})
