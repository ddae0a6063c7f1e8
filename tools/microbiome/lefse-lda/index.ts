import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { lefseLdaExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'LefseLDA',
  title: 'LEfSe 差异物种分析',
  titleEn: 'LEfSe biomarker analysis (LDA)',
  description:
    '用 Kruskal-Wallis 检验和线性判别分析（LDA）找出各组之间差异显著的物种，绘制按富集组着色的 LDA 值柱状图。',
  descriptionEn:
    'Taxa that differ between groups by a Kruskal-Wallis test, ranked by a linear discriminant analysis (LDA) effect size, drawn as bars coloured by the group they are enriched in.',
  category: 'microbiome',
  tags: ['LEfSe', 'LDA', 'biomarker', '差异物种'],
  toolType: 1,
  sort: 206,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' }), metadataFile(true)],
  demo: {
    params: { group_column: 'SampleType', lda_threshold: 4 },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: lefseLdaExecutor,
})
