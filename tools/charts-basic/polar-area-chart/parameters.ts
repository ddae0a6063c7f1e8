import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { chartSizeParameters, legendParameter, paletteParameter, valueColumnParameter } from '../definitions'

export const parameters = defineParameters({
  value_column: valueColumnParameter({
    help: { zh: '默认第二列。', en: 'Default: the second column.' },
  }),
  sort: checkboxParameter('按数值排序', 'Sort by value', false, {
    zh: '不勾选则按表中顺序（如月份）排列扇区。',
    en: 'Unticked, the sectors keep the order of the table (months, directions).',
  }),
  fill_opacity: numberParameter('填充不透明度', 'Fill opacity', { min: 0.1, max: 1, step: 0.05, defaultValue: 0.75 }),
  title: titleParameter(''),
  palette: paletteParameter(),
  legend_position: legendParameter('right'),
  ...chartSizeParameters(760, 560),
})
