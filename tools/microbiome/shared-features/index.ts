import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { sharedFeaturesExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'SharedFeatures',
  title: '共有/特有物种韦恩图与 UpSet 图',
  titleEn: 'Shared and unique features (Venn and UpSet)',
  description:
    '按分组统计每组存在的 OTU/ASV（或某一分类水平的物种），找出各组共有和特有的部分，绘制韦恩图（2–5 组）和 UpSet 图，并列出每个交集的特征。',
  descriptionEn:
    'The OTUs/ASVs (or taxa at a rank) present in each group of samples, and which are shared by which groups or unique to one, as a Venn diagram (2 to 5 groups) and an UpSet plot, with the features of every intersection.',
  category: 'microbiome',
  tags: ['韦恩图', 'Venn', 'UpSet', '共有物种', 'shared OTUs', 'core microbiome'],
  toolType: 1,
  sort: 211,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' }), metadataFile(true)],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: sharedFeaturesExecutor,
})
