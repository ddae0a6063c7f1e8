import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { sankeyDiagramExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'SankeyDiagram',
  title: '桑基图',
  titleEn: 'Sankey diagram',
  description: '由“来源–去向–流量”表画出流向图，线宽与流量成正比；同一对来源和去向的多行自动相加。',
  descriptionEn:
    'Flows between stages from a from / to / amount table, each band as wide as its flow; rows of the same pair are added up.',
  category: CHART_CATEGORY,
  tags: ['桑基图', 'sankey', 'flow', 'alluvial'],
  toolType: 0,
  sort: 146,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('titanic-flows.tsv', 2, ['from_column', 'to_column', 'flow_column'])],
  demo: {
    params: {
      from_column: 'from',
      to_column: 'to',
      flow_column: 'people',
      title: 'Titanic: class, sex and survival of the 2201 on board',
    },
    files: { table: 'titanic-flows.tsv' },
  },
  executor: sankeyDiagramExecutor,
})
