import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { mantelTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'MantelTest',
  title: 'Mantel 检验',
  titleEn: 'Mantel test',
  description:
    '两组变量（如物种组成与环境因子）在同一批样本上的距离矩阵是否相关：Mantel r 与置换检验 P 值（与 vegan mantel 一致）。',
  descriptionEn:
    'Whether the distances of two sets of variables (e.g. community and environment) over the same samples correlate: the Mantel r with its permutation p-value (as vegan mantel).',
  category: STATISTICS_CATEGORY,
  tags: ['Mantel', 'distance', 'permutation test', 'vegan', 'environment'],
  toolType: 0,
  sort: 660,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('varespec-varechem.tsv', {
      minColumns: 3,
      pickedBy: ['first_columns', 'second_columns', 'label_column'],
    }),
  ],
  demo: {
    params: {
      first_columns: ['N', 'P', 'K', 'Ca', 'Mg', 'S', 'Al', 'Fe', 'Mn', 'Zn', 'Mo', 'Baresoil', 'Humdepth', 'pH'],
      label_column: 'site',
    },
    files: { table: 'varespec-varechem.tsv' },
  },
  executor: mantelTestExecutor,
})
