import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { rarefactionCurvesExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'RarefactionCurves',
  title: '稀释曲线',
  titleEn: 'Rarefaction curves',
  description: '计算每个样本在不同抽样深度下的期望物种数（Hurlbert 稀释法），判断测序深度是否足够。',
  descriptionEn:
    "Expected richness of each sample at increasing sequencing depths (Hurlbert's rarefaction), to judge whether sequencing was deep enough.",
  category: 'microbiome',
  tags: ['稀释曲线', 'rarefaction', 'alpha diversity'],
  toolType: 1,
  sort: 202,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table.tsv', { counts: 'integer' }), metadataFile(false)],
  demo: { params: { group_column: 'SampleType' }, files: { table: 'otu_table.tsv', metadata: 'metadata.tsv' } },
  executor: rarefactionCurvesExecutor,
})
