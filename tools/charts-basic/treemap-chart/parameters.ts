import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, columnsParameter, defineParameters } from '../../kit/parameters'
import { chartSizeParameters, paletteParameter } from '../definitions'

export const parameters = defineParameters({
  group_columns: columnsParameter('层级列', 'Hierarchy columns', {
    required: true,
    help: {
      zh: '从上到下的 1–3 个层级，例如 门、纲。',
      en: '1 to 3 levels from the top down, e.g. phylum then class.',
    },
  }),
  value_column: columnParameter('数值列', 'Value column', {
    help: { zh: '留空则每行计 1。', en: 'Empty: each row counts as 1.' },
  }),
  show_values: checkboxParameter('在方块中显示数值', 'Show values in the boxes', true),
  title: titleParameter(''),
  palette: paletteParameter(),
  ...chartSizeParameters(900, 600),
})
