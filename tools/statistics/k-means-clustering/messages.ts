import { defineMessages } from '../../kit/messages'

export const text = defineMessages('KMeansClustering', {
  variables: { zh: '聚类变量列', en: 'the clustering columns' },
  label: { zh: '名称列', en: 'the name column' },
  tooFewColumns: {
    zh: '至少需要 2 个数值列用于聚类，现在只有 {{count}} 个。',
    en: 'Clustering needs at least 2 numeric columns; there are {{count}}.',
  },
  tooManyColumns: {
    zh: '选择了 {{count}} 个变量列，最多 {{limit}} 个。',
    en: '{{count}} columns were chosen; at most {{limit}} are allowed.',
  },
  tooManyRows: {
    zh: '共有 {{rows}} 个观测，最多 {{limit}} 个（轮廓宽度需要所有观测两两之间的距离）。',
    en: 'There are {{rows}} observations; at most {{limit}} are allowed (silhouettes need the distance between every pair).',
  },
  tooMuchWork: {
    zh: '计算量过大（观测数 × 列数 × 随机起点次数 × 所试各 k 之和 = {{work}}，上限 {{limit}}）：请减少随机起点次数、缩小 k 的范围或减少列。',
    en: 'Too much work (observations × columns × random starts × the sum of the k tried = {{work}}, at most {{limit}}): use fewer starts, a narrower range of k or fewer columns.',
  },
  constantColumn: {
    zh: '列 "{{column}}" 的值全部相同，无法标准化；请去掉该列或不做标准化。',
    en: 'The column "{{column}}" has the same value in every row, so it cannot be standardized: leave it out or do not standardize.',
  },
  rangeReversed: {
    zh: '最小簇数（{{from}}）必须小于最大簇数（{{to}}）。',
    en: 'The smallest number of clusters ({{from}}) must be below the largest ({{to}}).',
  },
  tooManyClusters: {
    zh: '{{k}} 个簇太多：数据只有 {{distinct}} 个互不相同的观测（共 {{rows}} 个），簇数必须少于观测数且不多于不同观测数。',
    en: '{{k}} clusters are too many: the data have {{distinct}} distinct observations ({{rows}} in all); k must be below the number of observations and at most the number of distinct ones.',
  },
  noStartWorked: {
    zh: 'k = {{k}} 时每一次随机起点都得到空簇；请减少簇数或增加随机起点次数。',
    en: 'Every random start for k = {{k}} ended with an empty cluster: choose fewer clusters or more starts.',
  },
  chartTitle: { zh: 'k-means 聚类', en: 'k-means clustering' },
  pcaSubtitle: {
    zh: 'k = {{k}}，组间平方和/总平方和 = {{between}}%，平均轮廓宽度 = {{silhouette}}',
    en: 'k = {{k}}, between SS / total SS = {{between}}%, mean silhouette width = {{silhouette}}',
  },
  pcAxis: { zh: 'PC{{axis}}（{{percent}}%）', en: 'PC{{axis}} ({{percent}}%)' },
  centre: { zh: '簇中心', en: 'Cluster centres' },
  silhouetteTitle: { zh: '轮廓图', en: 'Silhouette plot' },
  silhouetteSubtitle: {
    zh: '{{n}} 个观测，k = {{k}}，平均轮廓宽度 = {{mean}}',
    en: '{{n}} observations, k = {{k}}, mean silhouette width = {{mean}}',
  },
  silhouetteWidth: { zh: '轮廓宽度 s(i)', en: 'Silhouette width s(i)' },
  meanWidth: { zh: '平均 {{mean}}', en: 'Mean {{mean}}' },
  selectionTitle: { zh: '不同簇数的平均轮廓宽度', en: 'Mean silhouette width by number of clusters' },
  selectionSubtitle: {
    zh: '平均轮廓宽度最大的 k = {{k}}',
    en: 'The largest mean silhouette width is at k = {{k}}',
  },
  numberOfClusters: { zh: '簇数 k', en: 'Number of clusters k' },
  meanSilhouette: { zh: '平均轮廓宽度', en: 'Mean silhouette width' },
  totalWithinSS: { zh: '总组内平方和', en: 'Total within-cluster SS' },
  summaryTitle: { zh: 'k-means 聚类结果', en: 'k-means clustering' },
  clusters: { zh: '簇数 k', en: 'Clusters (k)' },
  observations: { zh: '观测数', en: 'Observations' },
  variableCount: { zh: '变量数', en: 'Variables' },
  standardized: { zh: '变量已标准化', en: 'Variables standardized' },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否', en: 'no' },
  starts: { zh: '随机起点次数', en: 'Random starts' },
  iterations: { zh: '迭代次数（最佳起点）', en: 'Iterations (best start)' },
  totalSS: { zh: '总平方和', en: 'Total SS' },
  betweenSS: { zh: '组间平方和', en: 'Between-cluster SS' },
  betweenShare: { zh: '组间平方和/总平方和（%）', en: 'Between SS / total SS (%)' },
  clustersTitle: { zh: '各簇大小、组内平方和与中心', en: 'Clusters: sizes, within SS and centres' },
  centresNote: { zh: '中心（标准化单位）：{{column}}', en: 'Centre (standardized): {{column}}' },
  size: { zh: '大小', en: 'Size' },
  withinSS: { zh: '组内平方和', en: 'Within SS' },
  meansTitle: { zh: '各簇在原始单位下的均值', en: 'Cluster means in the original units' },
  assignmentsTitle: { zh: '每个观测所属的簇与轮廓宽度', en: 'Cluster and silhouette width of each observation' },
  neighbour: { zh: '最近的其他簇', en: 'Neighbouring cluster' },
  selectionTableTitle: { zh: '各簇数的比较', en: 'Numbers of clusters compared' },
  summary: {
    zh: 'k-means（Hartigan-Wong）：{{n}} 个观测、{{variables}} 个变量分为 k = {{k}} 个簇，大小 {{sizes}}；组间平方和占总平方和的 {{between}}%，平均轮廓宽度 {{silhouette}}（{{starts}} 次随机起点中的最优解，随机种子 {{seed}}）。',
    en: 'k-means (Hartigan-Wong): {{n}} observations of {{variables}} variables in k = {{k}} clusters of sizes {{sizes}}; between SS is {{between}}% of the total SS, mean silhouette width {{silhouette}} (the best of {{starts}} random starts, seed {{seed}}).',
  },
  chosenNote: {
    zh: '在 k = {{from}} 至 {{to}} 中，k = {{k}} 的平均轮廓宽度最大（{{silhouette}}），以下结果均为 k = {{k}}。',
    en: 'Of k = {{from}} to {{to}}, k = {{k}} has the largest mean silhouette width ({{silhouette}}); the results below are for k = {{k}}.',
  },
  standardizedNote: {
    zh: '聚类前每个变量已减去均值并除以标准差（R：scale(x)），簇中心为标准化单位。',
    en: 'Each variable was centred and divided by its standard deviation before clustering (R: scale(x)); centres are in standardized units.',
  },
  failedStarts: {
    zh: 'k = {{k}}：{{count}} 次随机起点出现空簇，已舍弃。',
    en: 'k = {{k}}: {{count}} random starts ended with an empty cluster and were dropped.',
  },
  notConverged: {
    zh: 'k = {{k}}：{{count}} 次随机起点在 {{limit}} 次迭代内未收敛；可增加最大迭代次数。',
    en: 'k = {{k}}: {{count}} random starts did not converge within {{limit}} iterations: allow more iterations.',
  },
  unlabelledSilhouette: {
    zh: '观测超过 {{limit}} 个，轮廓图不标注观测名称。',
    en: 'With more than {{limit}} observations the silhouette plot leaves out their names.',
  },
})
