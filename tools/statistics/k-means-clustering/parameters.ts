import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  columnsParameter,
  defineParameters,
  numberParameter,
  selectParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

/** The most clusters a run tries. */
export const MAX_CLUSTERS = 20

export const parameters = defineParameters({
  columns: columnsParameter('聚类变量列', 'Columns to cluster on', {
    help: {
      zh: '留空则用除名称列以外的所有数值列。',
      en: 'Empty: every numeric column except the name column.',
    },
  }),
  label_column: columnParameter('观测名称列', 'Observation name column', {
    help: { zh: '留空则用行号。', en: 'Empty: line numbers.' },
  }),
  standardize: checkboxParameter('标准化变量', 'Standardize the columns', true, {
    zh: '每列减去均值再除以标准差（R：scale），单位不同的变量才可比；不标准化时数值大的变量主导距离。',
    en: 'Centre each column and divide it by its standard deviation (R: scale), so that variables in different units weigh alike; otherwise the largest numbers dominate the distances.',
  }),
  k_choice: selectParameter(
    '簇数',
    'Number of clusters',
    [
      ['fixed', '指定簇数 k', 'A given k'],
      ['silhouette', '在一个范围内按平均轮廓宽度选择', 'The best mean silhouette width in a range'],
    ] as const,
    { defaultValue: 'fixed' },
  ),
  k: numberParameter(
    '簇数 k',
    'Clusters k',
    { min: 2, max: MAX_CLUSTERS, integer: true, defaultValue: 3 },
    { zh: '“指定簇数 k”时使用。', en: 'Used with "A given k".' },
  ),
  k_from: numberParameter(
    '最小簇数',
    'Smallest k',
    { min: 2, max: MAX_CLUSTERS - 1, integer: true, defaultValue: 2 },
    { zh: '按轮廓宽度选择时尝试的最小 k。', en: 'The smallest k tried when choosing by silhouette width.' },
  ),
  k_to: numberParameter(
    '最大簇数',
    'Largest k',
    { min: 3, max: MAX_CLUSTERS, integer: true, defaultValue: 8 },
    { zh: '按轮廓宽度选择时尝试的最大 k。', en: 'The largest k tried when choosing by silhouette width.' },
  ),
  starts: numberParameter(
    '随机起点次数',
    'Random starts',
    { min: 1, max: 100, integer: true, defaultValue: 50 },
    {
      zh: '每个 k 从这么多组随机初始中心出发，保留组内平方和最小的结果（R：nstart）。',
      en: 'Each k is run from this many sets of random initial centres and the smallest within SS is kept (R: nstart).',
    },
  ),
  max_iterations: numberParameter(
    '最大迭代次数',
    'Maximum iterations',
    { min: 1, max: 1000, integer: true, defaultValue: 10 },
    { zh: 'R：iter.max（默认 10）。', en: 'R: iter.max (default 10).' },
  ),
  title: titleParameter(),
  ...sizeParameters(720, 560, ADVANCED_CHART_SIZE_LIMITS),
})
