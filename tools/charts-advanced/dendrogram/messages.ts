import { defineMessages } from '../../kit/messages'

export const text = defineMessages('Dendrogram', {
  chartTitle: { zh: '聚类树', en: 'Dendrogram' },
  noVariable: { zh: '请至少选择 1 个数值列。', en: 'Choose at least one numeric column.' },
  tooFewItems: { zh: '聚类至少需要 2 个对象。', en: 'Clustering needs at least 2 items.' },
  average: { zh: '平均连接 (UPGMA)', en: 'average linkage (UPGMA)' },
  complete: { zh: '完全连接', en: 'complete linkage' },
  single: { zh: '单连接', en: 'single linkage' },
  euclidean: { zh: '欧氏距离', en: 'Euclidean distance' },
  correlation: { zh: '相关距离 1 − r', en: 'correlation distance 1 − r' },
  braycurtis: { zh: 'Bray-Curtis', en: 'Bray-Curtis' },
  method: { zh: '{{linkage}}, {{distance}}', en: '{{linkage}}, {{distance}}' },
  rowsSubtitle: { zh: '{{items}} 个样本，{{linkage}}，{{distance}}', en: '{{items}} rows, {{linkage}}, {{distance}}' },
  columnsSubtitle: {
    zh: '{{items}} 个变量，{{linkage}}，{{distance}}',
    en: '{{items}} columns, {{linkage}}, {{distance}}',
  },
  heightAxis: { zh: '合并高度', en: 'Height' },
  mergesTitle: { zh: '合并步骤（与 R hclust 的 height 相同）', en: 'Merges (the heights of R hclust)' },
  step: { zh: '步骤', en: 'Step' },
  firstCluster: { zh: '合并的簇 1', en: 'Cluster 1' },
  secondCluster: { zh: '合并的簇 2', en: 'Cluster 2' },
  height: { zh: '高度', en: 'Height' },
  newCluster: { zh: '新簇', en: 'New cluster' },
  orderTitle: { zh: '叶的顺序', en: 'Leaf order' },
  position: { zh: '位置', en: 'Position' },
  name: { zh: '名称', en: 'Name' },
  rowsClustered: {
    zh: '对 {{items}} 个行按{{distance}}做{{linkage}}层次聚类；根节点高度 {{height}}。Newick 文件与 R 的 as.phylo(hclust) 相同：节点位于合并高度的一半，两叶之间的树上距离等于其合并高度。',
    en: "{{linkage}} clustering of {{items}} rows on {{distance}}; the root is at height {{height}}. As in R's as.phylo(hclust), the Newick file puts each node at half its merge height, so the path between two leaves is their merge height.",
  },
  columnsClustered: {
    zh: '对 {{items}} 个列按{{distance}}做{{linkage}}层次聚类；根节点高度 {{height}}。Newick 文件与 R 的 as.phylo(hclust) 相同：节点位于合并高度的一半，两叶之间的树上距离等于其合并高度。',
    en: "{{linkage}} clustering of {{items}} columns on {{distance}}; the root is at height {{height}}. As in R's as.phylo(hclust), the Newick file puts each node at half its merge height, so the path between two leaves is their merge height.",
  },
})
