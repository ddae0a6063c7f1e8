import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable, phylogeneticTreeFile } from '../definitions'
import { permanovaDispersionExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'PermanovaDispersion',
  title: 'PERMANOVA 与离散度检验',
  titleEn: 'PERMANOVA and dispersion test',
  description:
    '在样本间距离上检验分组：PERMANOVA 全表（与 vegan adonis2 相同，含均方）与 PERMDISP（betadisper，各组到质心距离的差异），并画出到质心距离的箱线图。',
  descriptionEn:
    "Tests a grouping on the distances between samples: PERMANOVA's full table (as vegan's adonis2, with mean squares) and PERMDISP (betadisper: do the groups differ in spread?), with a box plot of the distances to the group centroids.",
  category: 'microbiome',
  tags: ['PERMANOVA', 'PERMDISP', 'betadisper', 'adonis2', 'beta 多样性'],
  toolType: 1,
  sort: 701,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table.tsv', { counts: 'number' }), metadataFile(true), phylogeneticTreeFile('tree.nwk')],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table.tsv', metadata: 'metadata.tsv', tree: 'tree.nwk' },
  },
  executor: permanovaDispersionExecutor,
})
