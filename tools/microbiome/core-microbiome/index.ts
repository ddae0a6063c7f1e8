import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { coreMicrobiomeExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'CoreMicrobiome',
  title: '核心微生物组',
  titleEn: 'Core microbiome',
  description:
    '找出在大多数样本中都检出的核心 OTU/ASV 或物种：按检出阈值（相对丰度）与流行率阈值计算全部样本及每组的流行率与核心成员，并绘制流行率 × 检出阈值热图。',
  descriptionEn:
    'Finds the core OTUs/ASVs or taxa, present in most samples: prevalence over all samples and in each group at a detection threshold (relative abundance), the core members above a prevalence threshold, and a heatmap of prevalence by detection threshold.',
  category: 'microbiome',
  tags: ['核心微生物组', 'core microbiome', 'prevalence', '流行率', 'heatmap'],
  toolType: 1,
  sort: 751,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' }), metadataFile(false)],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: coreMicrobiomeExecutor,
})
