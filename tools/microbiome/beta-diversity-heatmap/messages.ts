import { defineMessages } from '../../kit/messages'

export const text = defineMessages('BetaDiversityHeatmap', {
  title: { zh: '{{metric}} 距离热图', en: '{{metric}} distance heatmap' },
  keyCaption: { zh: '{{metric}} 距离', en: '{{metric}} distance' },
  summary: {
    zh: '{{samples}} 个样本两两之间的 {{metric}} 距离，行与列按{{linkage}}层次聚类的叶序排列，树画在两侧；距离范围 {{min}} 至 {{max}}。',
    en: '{{metric}} distances between every pair of {{samples}} samples, rows and columns in the leaf order of {{linkage}} hierarchical clustering, its tree beside them; distances from {{min}} to {{max}}.',
  },
  average: { zh: '平均连接（UPGMA）', en: 'average-linkage (UPGMA)' },
  complete: { zh: '完全连接', en: 'complete-linkage' },
  single: { zh: '单连接', en: 'single-linkage' },
  orderedTitle: {
    zh: '按聚类顺序排列的 {{metric}} 距离矩阵',
    en: '{{metric}} distance matrix in clustering order',
  },
  heightsTitle: { zh: '聚类合并高度', en: 'Merge heights of the clustering' },
  step: { zh: '步骤', en: 'Step' },
  height: { zh: '合并高度', en: 'Height' },
})
