import { defineMessages } from '../../kit/messages'

export const text = defineMessages('NMDSPlot', {
  // Kruskal's (1964) reading of stress-1, the one most papers quote.
  excellent: { zh: '极好', en: 'excellent' },
  good: { zh: '良好', en: 'good' },
  fair: { zh: '尚可', en: 'fair' },
  poor: { zh: '较差，排序图需谨慎解读', en: 'poor; read the plot with care' },
  title: { zh: 'NMDS（{{metric}}）', en: 'NMDS ({{metric}})' },
  coordinatesTitle: { zh: 'NMDS 坐标（{{metric}}）', en: 'NMDS coordinates ({{metric}})' },
  summary: {
    zh: '{{samples}} 个样本的 {{metric}} 距离，二维 NMDS，{{starts}} 个起点中最优者：{{stress}}（{{verdict}}）。',
    en: '{{metric}} distances between {{samples}} samples, 2-dimensional NMDS, best of {{starts}} starts: {{stress}} ({{verdict}}).',
  },
  axesNote: {
    zh: '坐标已中心化并旋转到主轴；NMDS 的轴没有解释比例，只有样本间的相对位置有意义。',
    en: 'Coordinates are centred and rotated to principal axes; NMDS axes explain no share of variation, only relative positions matter.',
  },
})
