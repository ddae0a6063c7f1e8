import { defineTool } from '../../kit/define-tool'
import { otuTable, phylogeneticTreeFile } from '../definitions'
import { betaDiversityHeatmapExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'BetaDiversityHeatmap',
  title: 'Beta 多样性距离热图（带聚类树）',
  titleEn: 'Beta diversity heatmap with dendrogram',
  description: '样本间 Beta 多样性距离矩阵的热图，行列按层次聚类（默认平均连接）排序，聚类树画在两侧。',
  descriptionEn:
    'A heatmap of the beta diversity distances between samples, rows and columns ordered by hierarchical clustering (average linkage by default), with the tree beside them.',
  category: 'microbiome',
  tags: ['beta 多样性', 'beta diversity', '热图', 'heatmap', 'UPGMA'],
  toolType: 1,
  sort: 703,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_top2000.tsv', { counts: 'number' }), phylogeneticTreeFile('tree_top2000.nwk')],
  demo: {
    params: { metric: 'braycurtis', linkage: 'average' },
    files: { table: 'otu_table_top2000.tsv', tree: 'tree_top2000.nwk' },
  },
  executor: betaDiversityHeatmapExecutor,
})
