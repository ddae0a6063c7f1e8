import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  defineParameters,
  numberParameter,
  selectParameter,
} from '../../kit/parameters'
import { chartSizeParameters, paletteParameter } from '../definitions'

export const parameters = defineParameters({
  word_column: columnParameter('词语列', 'Word column', { required: true }),
  frequency_column: columnParameter('频数列', 'Frequency column', {
    help: { zh: '留空则按每个词出现的行数计。', en: 'Empty: each word counts the rows it appears in.' },
  }),
  max_words: numberParameter('最多词数', 'Most words', { min: 5, max: 300, step: 5, integer: true, defaultValue: 100 }),
  scaling: selectParameter(
    '字号缩放',
    'Font size scaling',
    [
      ['sqrt', '按频数的平方根', 'By the square root of the frequency'],
      ['linear', '按频数（线性）', 'By the frequency (linear)'],
    ],
    { defaultValue: 'sqrt' },
  ),
  min_size: numberParameter('最小字号', 'Smallest font size', {
    min: 6,
    max: 40,
    step: 1,
    integer: true,
    defaultValue: 11,
  }),
  max_size: numberParameter('最大字号', 'Largest font size', {
    min: 12,
    max: 120,
    step: 1,
    integer: true,
    defaultValue: 56,
  }),
  rotate: checkboxParameter('部分词语竖排', 'Turn some words upright', false),
  title: titleParameter(''),
  palette: paletteParameter(),
  ...chartSizeParameters(860, 560),
})
