import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { vennDiagramExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'VennDiagram',
  title: '韦恩图',
  titleEn: 'Venn diagram',
  description: '比较 2 到 5 个集合（如各组检出的物种或基因）：每个区域标出恰好属于这些集合的元素数。',
  descriptionEn:
    'Compare 2 to 5 sets (e.g. the taxa or genes found in each group): every region shows how many elements belong to exactly those sets.',
  category: 'chart',
  tags: ['韦恩图', 'Venn diagram', 'sets', 'overlap'],
  toolType: 0,
  sort: 240,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('global-patterns-genera.tsv', { minColumns: 2, pickedBy: ['set_columns'] })],
  demo: {
    params: { set_columns: ['Soil', 'Ocean', 'Feces', 'Skin'] },
    files: { table: 'global-patterns-genera.tsv' },
  },
  executor: vennDiagramExecutor,
})
