import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable, phylogeneticTreeFile } from '../definitions'
import { betaDiversityPcoaExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'BetaDiversityPCoA',
  title: 'Beta 多样性 PCoA 分析',
  titleEn: 'Beta diversity PCoA',
  description:
    '计算样本间 Bray-Curtis、Jaccard、欧氏或 Hellinger 距离，做主坐标分析（PCoA），并用 ANOSIM 与 PERMANOVA 检验组间差异。',
  descriptionEn:
    'Bray-Curtis, Jaccard, Euclidean or Hellinger distances between samples, their principal coordinates (PCoA), and ANOSIM and PERMANOVA tests of the grouping.',
  category: 'microbiome',
  tags: ['beta 多样性', 'beta diversity', 'PCoA', 'PERMANOVA', 'ANOSIM'],
  toolType: 1,
  sort: 203,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table.tsv', { counts: 'number' }), metadataFile(false), phylogeneticTreeFile('tree.nwk')],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table.tsv', metadata: 'metadata.tsv', tree: 'tree.nwk' },
  },
  executor: betaDiversityPcoaExecutor,
})
