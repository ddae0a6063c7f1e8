import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { differentialAbundanceExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'DifferentialAbundance',
  title: 'Kruskal-Wallis 组间差异物种检验',
  titleEn: 'Differential abundance (Kruskal-Wallis with FDR)',
  description:
    '对每个 OTU/ASV（或某一分类水平的物种）的相对丰度做组间 Kruskal-Wallis 检验，用 Benjamini-Hochberg 方法校正为 q 值，列出各组平均相对丰度，并用热图显示最显著物种在各组中的高低。',
  descriptionEn:
    'A Kruskal-Wallis test between groups of the relative abundance of every OTU/ASV (or taxon at a rank), Benjamini-Hochberg q-values, the mean relative abundance in each group, and a heatmap of where the most significant features are high.',
  category: 'microbiome',
  tags: ['差异物种', 'differential abundance', 'Kruskal-Wallis', 'FDR', 'q-value'],
  toolType: 1,
  sort: 212,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' }), metadataFile(true)],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: differentialAbundanceExecutor,
})
