import { defineParameters, selectParameter } from '../../kit/parameters'
import { designParameters } from '../definitions'

export const parameters = defineParameters({
  ...designParameters,
  test: selectParameter(
    '检验',
    'Test',
    [
      ['exact', '精确检验（exactTest，两组）', 'Exact test (exactTest, two groups)'],
      ['qlf', '拟似然 F 检验（glmQLFTest）', 'Quasi-likelihood F test (glmQLFTest)'],
    ] as const,
    {
      defaultValue: 'exact',
      required: true,
      help: {
        zh: '有区组列时用拟似然 F 检验（精确检验只适用于单因素设计）。',
        en: 'With a blocking column use the quasi-likelihood F test (the exact test is for one-factor designs only).',
      },
    },
  ),
})
