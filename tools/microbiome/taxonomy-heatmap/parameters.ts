import { checkboxParameter, defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { groupColumnParameter, rankParameter } from '../definitions'

export const parameters = defineParameters({
  rank: rankParameter('Genus'),
  top_n: numberParameter('显示前 N 个', 'Top N taxa', { min: 2, max: 100, step: 1, integer: true, defaultValue: 30 }),
  scale: selectParameter(
    '颜色数值',
    'Colour by',
    [
      ['percent', '相对丰度（%）', 'Relative abundance (%)'],
      ['log10', 'log10 相对丰度', 'log10 relative abundance'],
      ['zscore', '每个分类单元的 Z 值', 'z-score per taxon'],
    ] as const,
    { defaultValue: 'log10', required: true },
  ),
  cluster_taxa: checkboxParameter('对分类单元聚类', 'Cluster taxa', true),
  cluster_samples: checkboxParameter('对样本聚类', 'Cluster samples', true, {
    zh: '选择了分组列时样本按组排列，不聚类。',
    en: 'With a grouping column, samples are ordered by group instead.',
  }),
  group_column: groupColumnParameter(false),
})
