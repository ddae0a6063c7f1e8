import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable, phylogeneticTreeFile } from '../definitions'
import { faithPdExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'FaithPD',
  title: 'Faith 系统发育多样性（PD）',
  titleEn: "Faith's phylogenetic diversity (PD)",
  description:
    '上传 OTU/ASV 表与进化树（Newick），计算每个样本的 Faith 系统发育多样性：连接样本中各特征与根的枝长总和，与 scikit-bio 相同。',
  descriptionEn:
    "Upload the OTU/ASV table and its phylogenetic tree (Newick) to get Faith's phylogenetic diversity of each sample: the total branch length joining its features to the root, as scikit-bio computes it.",
  category: 'microbiome',
  tags: ['alpha 多样性', 'alpha diversity', 'Faith PD', '系统发育', 'phylogenetic diversity'],
  toolType: 1,
  sort: 756,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    otuTable('otu_table.tsv', { counts: 'number' }),
    { ...phylogeneticTreeFile('tree.nwk'), required: true },
    metadataFile(false),
  ],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table.tsv', tree: 'tree.nwk', metadata: 'metadata.tsv' },
  },
  executor: faithPdExecutor,
})
