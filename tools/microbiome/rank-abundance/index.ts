import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { rankAbundanceExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'RankAbundance',
  title: '秩-丰度曲线',
  titleEn: 'Rank-abundance curves',
  description:
    '把每个样本（或每组）的 OTU/ASV 或物种按相对丰度从高到低排列，在对数坐标上画出秩-丰度曲线，比较群落的优势度与均匀度。',
  descriptionEn:
    "Each sample's (or group's) OTUs/ASVs or taxa sorted by relative abundance, drawn as rank-abundance curves on a log scale to compare how dominated or even the communities are.",
  category: 'microbiome',
  tags: ['秩-丰度', 'rank abundance', 'Whittaker', '均匀度', 'evenness'],
  toolType: 1,
  sort: 752,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' }), metadataFile(false)],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: rankAbundanceExecutor,
})
