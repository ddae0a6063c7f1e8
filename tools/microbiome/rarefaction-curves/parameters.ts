import { defineParameters, numberParameter } from '../../kit/parameters'
import { groupColumnParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(false),
  steps: numberParameter('每条曲线的点数', 'Points per curve', {
    min: 5,
    max: 100,
    step: 1,
    integer: true,
    defaultValue: 30,
  }),
  max_depth: numberParameter(
    '最大深度（读数）',
    'Maximum depth (reads)',
    { min: 0, max: 1000000000, step: 1, integer: true, defaultValue: 0 },
    { zh: '0 表示到各样本的总读数。', en: "0 runs each curve to its sample's reads." },
  ),
  compare_depth: numberParameter(
    '比较深度（读数）',
    'Comparison depth (reads)',
    { min: 0, max: 1000000000, step: 1, integer: true, defaultValue: 0 },
    {
      zh: '在此深度下比较各样本的期望物种数；0 表示最小样本的读数。读数更少的样本不参与比较（结果中列出）。可参考结果中的“各样本读数”图选择。',
      en: 'Compare the samples\' expected richness at this depth; 0 takes the smallest sample\'s reads. Samples with fewer reads are left out of the comparison (named in the result). The "Reads per sample" chart of a result helps to choose.',
    },
  ),
})
