import { defineParameters, numberParameter, selectParameter, textParameter } from '../../kit/parameters'
import { groupColumnParameter, levelParameter, seedParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(true),
  reference_level: textParameter(
    '对照组',
    'Reference group',
    { maxLength: 100 },
    {
      zh: '分组列中的一个值，差异为比较组减对照组；两组时可留空，取字母序在前的一组（与 ALDEx2 相同）。',
      en: 'A value of the grouping column; differences are the compared group minus this one. With two groups it may stay empty: the first in alphabetical order (as ALDEx2).',
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
  level: levelParameter('Genus'),
  estimate: selectParameter(
    '估计方式',
    'Estimate',
    [
      ['monte_carlo', '蒙特卡洛 Dirichlet 抽样（ALDEx2）', 'Monte-Carlo Dirichlet instances (ALDEx2)'],
      ['point', '点估计（计数加伪计数）', 'Point estimate (counts plus a pseudocount)'],
    ] as const,
    { defaultValue: 'monte_carlo', required: true },
  ),
  instances: numberParameter(
    '蒙特卡洛次数',
    'Monte-Carlo instances',
    { min: 16, max: 1024, step: 1, integer: true, defaultValue: 64 },
    {
      zh: '每个样本从 Dirichlet(计数 + 0.5) 抽取的组成数（ALDEx2 的 mc.samples；ALDEx2 默认 128，此处默认 64 以便快速运行）。',
      en: "Compositions drawn for every sample from Dirichlet(counts + 0.5) (ALDEx2's mc.samples; ALDEx2 defaults to 128, 64 here for a quick run).",
    },
  ),
  pseudocount: numberParameter(
    '伪计数（点估计）',
    'Pseudocount (point estimate)',
    { min: 0.01, max: 10, step: 0.01, defaultValue: 0.5 },
    {
      zh: '点估计时在取对数前加到每个计数上的值。',
      en: 'Added to every count before the logarithm in the point estimate.',
    },
  ),
  test: selectParameter(
    '判定显著的检验',
    'Test that decides significance',
    [
      ['wilcoxon', 'Wilcoxon 秩和检验', 'Wilcoxon rank-sum test'],
      ['welch', 'Welch t 检验', "Welch's t-test"],
    ] as const,
    { defaultValue: 'wilcoxon', required: true },
  ),
  q_threshold: numberParameter('显著性阈值（q 值）', 'Significance threshold (q-value)', {
    min: 0.0001,
    max: 0.5,
    step: 0.0001,
    defaultValue: 0.05,
  }),
  seed: seedParameter,
})
