import { defineParameters, numberParameter, selectParameter, textParameter } from '../../kit/parameters'
import { groupColumnParameter, levelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(true),
  reference_level: textParameter(
    '对照组',
    'Reference group',
    { maxLength: 100 },
    {
      zh: '倍数变化的分母，分组列中的一个值；两组时可留空，取字母序在前的一组（与 DESeq2 相同）。',
      en: 'The denominator of the fold changes, a value of the grouping column; with two groups it may stay empty: the first in alphabetical order (as DESeq2).',
    },
  ),
  treatment_level: textParameter(
    '比较组',
    'Compared group',
    { maxLength: 100 },
    {
      zh: '与对照组比较的一组；两组时可留空，取另一组。',
      en: 'The group compared with the reference; with two groups it may stay empty: the other one.',
    },
  ),
  level: levelParameter('Family'),
  size_factors: selectParameter(
    '大小因子',
    'Size factors',
    [
      ['auto', '自动（每个特征都有 0 时用 poscounts）', 'Automatic (poscounts when every feature has a zero)'],
      ['poscounts', 'poscounts（只用正计数）', 'poscounts (positive counts only)'],
      ['ratio', '中位数比值（DESeq2 默认）', 'Median of ratios (the DESeq2 default)'],
    ] as const,
    { defaultValue: 'auto', required: true },
  ),
  alpha: numberParameter('显著性阈值（padj）', 'Significance threshold (padj)', {
    min: 0.0001,
    max: 0.5,
    step: 0.0001,
    defaultValue: 0.05,
  }),
  lfc_threshold: numberParameter('|log2 倍数变化| 阈值', '|log2 fold change| threshold', {
    min: 0,
    max: 10,
    step: 0.1,
    defaultValue: 1,
  }),
})
