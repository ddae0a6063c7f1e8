import {
  chartTable,
  checkbox,
  colour,
  columnField,
  manualOf,
  numberField,
  radio,
  select,
  sizeFields,
  textField,
  titleField,
} from './builders'
import type { FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

/*
 * The basic cloud charts (tool type 0). Each takes one table with a header row (data-file key
 * `table`, tab-separated) and draws it with chart.js; the executors live in
 * jobs/tools/charts-basic/ under the same script class names, the manuals in charts-basic/.
 * Rules use the data-file rules' numbering: 1-based rows (the header is row 1) and columns,
 * `[2:]` = from the second on.
 */

const AREA = 'charts-basic'

// ---------------------------------------------------------------------------------------------
// Form fields every chart shares

function axisLabelFields(axes: { key: string; label: string; labelEn: string }[]): FormField[] {
  return axes.map(({ key, label, labelEn }) =>
    textField(
      key,
      label,
      labelEn,
      { maxLength: 60 },
      { zh: '留空则使用所选列的列名。', en: 'Leave empty to use the chosen column name.' },
    ),
  )
}

const X_LABEL = { key: 'x_label', label: 'X 轴标题', labelEn: 'X-axis title' }
const Y_LABEL = { key: 'y_label', label: 'Y 轴标题', labelEn: 'Y-axis title' }

const paletteField = select(
  'palette',
  '配色方案',
  'Colour palette',
  [
    ['tableau', 'Tableau 10（默认）', 'Tableau 10 (default)'],
    ['okabe_ito', 'Okabe–Ito（色盲友好）', 'Okabe–Ito (colour-blind safe)'],
    ['pastel', '柔和', 'Pastel'],
    ['dark', '深色', 'Dark'],
  ],
  {
    defaultValue: 'tableau',
    help: { zh: '多个系列或分组依次使用其中的颜色。', en: 'Series or groups take its colours in turn.' },
  },
)

const colourField = (defaultValue: string) => colour('color', '颜色', 'Colour', defaultValue)

function legendField(defaultValue: 'top' | 'right' | 'bottom' | 'left' | 'none'): FormField {
  return select(
    'legend_position',
    '图例位置',
    'Legend position',
    [
      ['top', '上方', 'Top'],
      ['right', '右侧', 'Right'],
      ['bottom', '下方', 'Bottom'],
      ['left', '左侧', 'Left'],
      ['none', '不显示', 'Hidden'],
    ],
    { defaultValue },
  )
}

// ---------------------------------------------------------------------------------------------
// The data file

/** A table laid out as "labels in the first column, numbers in every other column". */
const wideTable = (exampleFile: string, rules: { allowEmpty: boolean; pickedBy: string[] }) =>
  chartTable(exampleFile, { minColumns: 2, numericColumns: '[2:]', pickedRange: '[2:]', ...rules })

/** A table of records whose columns the form picks by name (any column may hold text). */
const recordTable = (exampleFile: string, minColumns: number, pickedBy: string[]) =>
  chartTable(exampleFile, { minColumns, pickedBy })

const CATEGORY = 'chart'

export const basicChartTools: ToolDefinition[] = [
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'BubbleChart',
    title: '气泡图',
    titleEn: 'Bubble chart',
    description: '散点图加第三个变量：气泡的面积与该变量成正比。',
    descriptionEn: "A scatter plot with a third variable: each bubble's area is proportional to it.",
    ...manualOf(AREA, 'bubble-chart'),
    category: CATEGORY,
    tags: ['气泡图', 'bubble chart'],
    toolType: 0,
    sort: 40,
    tableDelimiter: 1,
    form: [
      columnField('x_column', 'X 列', 'X column', { required: true }),
      columnField('y_column', 'Y 列', 'Y column', { required: true }),
      columnField('size_column', '大小列', 'Size column', { required: true }),
      columnField('label_column', '标签列', 'Label column', {
        help: { zh: '默认第一列。', en: 'Default: the first column.' },
      }),
      numberField('max_radius', '最大半径（像素）', 'Largest radius (pixels)', {
        min: 5,
        max: 80,
        step: 1,
        defaultValue: 30,
      }),
      colourField('#4e79a7'),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      ...sizeFields(800, 560, BASIC_CHART_SIZE_LIMITS),
    ],
    dataFiles: [recordTable('state-x77.tsv', 3, ['x_column', 'y_column', 'size_column', 'label_column'])],
    demo: {
      params: {
        x_column: 'Income',
        y_column: 'Life Exp',
        size_column: 'Population',
        label_column: 'State',
        max_radius: 32,
        color: '#e15759',
        title: 'US states: income, life expectancy and population (1970s)',
        x_label: 'Per-capita income (USD)',
        y_label: 'Life expectancy (years)',
        width: 860,
        height: 580,
      },
      files: { table: 'state-x77.tsv' },
    },
  },
]
