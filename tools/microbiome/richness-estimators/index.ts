import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { richnessEstimatorsExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'RichnessEstimators',
  title: 'Chao1 与 ACE 物种丰富度估计',
  titleEn: 'Richness estimators Chao1 and ACE',
  description:
    '由每个样本的单例、双例等稀有物种估计其真实物种数：Chao1 与 ACE 及其标准误（与 vegan estimateR 相同），以带误差线的柱形图与观测物种数对照。',
  descriptionEn:
    'Estimates the true number of species in each sample from its rare features (singletons, doubletons): Chao1 and ACE with their standard errors, as vegan estimateR gives them, in a bar chart with error bars beside the observed richness.',
  category: 'microbiome',
  tags: ['alpha 多样性', 'alpha diversity', 'Chao1', 'ACE', 'richness', '丰富度'],
  toolType: 1,
  sort: 750,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table.tsv', { counts: 'integer' }), metadataFile(false)],
  demo: { params: { group_column: 'SampleType' }, files: { table: 'otu_table.tsv', metadata: 'metadata.tsv' } },
  executor: richnessEstimatorsExecutor,
})
