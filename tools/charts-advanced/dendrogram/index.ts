import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { dendrogramExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'Dendrogram',
  title: '层次聚类树',
  titleEn: 'Dendrogram',
  description: '对表格的行（样本）或列（变量）做层次聚类，按真实合并高度画出聚类树，可按分组给叶着色。',
  descriptionEn:
    'Hierarchical clustering of the rows (samples) or the columns (variables) of a table, drawn with the true merge heights, leaves coloured by group.',
  category: 'chart',
  tags: ['聚类', 'dendrogram', 'hierarchical clustering', 'UPGMA'],
  toolType: 0,
  sort: 320,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('global-patterns-phyla.tsv', {
      minColumns: 2,
      pickedBy: ['variables', 'group_column'],
      pickedRange: '[2:]',
    }),
  ],
  demo: {
    params: { distance: 'braycurtis', group_column: 'SampleType' },
    files: { table: 'global-patterns-phyla.tsv' },
  },
  executor: dendrogramExecutor,
})
