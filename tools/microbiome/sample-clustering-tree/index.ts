import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable, phylogeneticTreeFile } from '../definitions'
import { sampleClusteringTreeExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'SampleClusteringTree',
  title: '样本聚类树',
  titleEn: 'Sample clustering tree',
  description:
    '按 Bray-Curtis、Jaccard 或 UniFrac 距离对样本做层次聚类（默认 UPGMA），绘制按分组着色的聚类树，并给出合并高度表与 Newick 树文件。',
  descriptionEn:
    'Hierarchical clustering of the samples (UPGMA by default) on Bray-Curtis, Jaccard or UniFrac distances, drawn as a tree coloured by group, with the merge heights and the tree as a Newick file.',
  category: 'microbiome',
  tags: ['聚类树', 'UPGMA', 'UniFrac', 'beta diversity', 'hierarchical clustering'],
  toolType: 1,
  sort: 215,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    otuTable('otu_table_top2000.tsv', { counts: 'number' }),
    metadataFile(false),
    phylogeneticTreeFile('tree_top2000.nwk'),
  ],
  demo: {
    params: { metric: 'unweighted_unifrac', group_column: 'SampleType' },
    files: { table: 'otu_table_top2000.tsv', metadata: 'metadata.tsv', tree: 'tree_top2000.nwk' },
  },
  executor: sampleClusteringTreeExecutor,
})
