import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable, phylogeneticTreeFile } from '../definitions'
import { nmdsPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'NMDSPlot',
  title: 'NMDS 分析',
  titleEn: 'NMDS ordination',
  description: '对样本间的 Beta 多样性距离做非度量多维标度（NMDS），按组着色并给出 stress 值。',
  descriptionEn:
    'Non-metric multidimensional scaling (NMDS) of the beta diversity between samples, coloured by group, with its stress.',
  category: 'microbiome',
  tags: ['NMDS', 'beta diversity', '排序'],
  toolType: 1,
  sort: 204,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table.tsv', { counts: 'number' }), metadataFile(false), phylogeneticTreeFile('tree.nwk')],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table.tsv', metadata: 'metadata.tsv', tree: 'tree.nwk' },
  },
  executor: nmdsPlotExecutor,
})
