import { defineTool } from '../../kit/define-tool'
import { otuTable } from '../definitions'
import { taxonomyTreemapExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'TaxonomyTreemap',
  title: '物种组成矩形树图',
  titleEn: 'Taxonomic treemap',
  description: '把各分类单元的平均相对丰度画成按门分组的矩形树图：方块面积表示丰度，一眼看出哪些门、哪些属占主导。',
  descriptionEn:
    'The mean relative abundance of the taxa at a rank as a treemap grouped by phylum: tile areas show abundance, so the dominant phyla and genera stand out at a glance.',
  category: 'microbiome',
  tags: ['物种组成', 'taxonomy', 'treemap', '矩形树图', 'composition'],
  toolType: 1,
  sort: 755,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' })],
  demo: { params: {}, files: { table: 'otu_table_taxonomy_top2000.tsv' } },
  executor: taxonomyTreemapExecutor,
})
