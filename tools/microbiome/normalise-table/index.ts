import { defineTool } from '../../kit/define-tool'
import { otuTable } from '../definitions'
import { normaliseFeatureTableExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'NormaliseFeatureTable',
  title: '特征表标准化',
  titleEn: 'Normalise a feature table',
  description:
    '用累积和缩放（CSS）、总和缩放（TSS）、抽平或中心对数比（CLR，可设伪计数）标准化 OTU/ASV 表，下载标准化后的表。',
  descriptionEn:
    'Normalise an OTU/ASV table by cumulative-sum scaling (CSS), total-sum scaling (TSS), rarefying or the centred log-ratio (CLR, with a chosen pseudocount), and download the normalised table.',
  category: 'microbiome',
  tags: ['标准化', 'normalisation', 'CSS', 'CLR', 'rarefy'],
  toolType: 1,
  sort: 700,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' })],
  demo: {
    params: { method: 'css' },
    files: { table: 'otu_table_taxonomy_top2000.tsv' },
  },
  executor: normaliseFeatureTableExecutor,
})
