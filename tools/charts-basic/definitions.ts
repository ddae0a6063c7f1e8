/**
 * The parameters and data files the basic charts declare alike (palette, legend, axis titles, the
 * colour of a one-colour chart, the series columns), and the two layouts of their one input table.
 * Rules use the data-file rules' numbering: 1-based rows (the header is row 1) and columns,
 * `[2:]` = from the second on.
 */
import type { BandwidthRule } from '../../analysis/stats/kernel-density'
import type { DataFileSetting } from '../../core/tools'
import { chartTable, sizeParameters } from '../kit/chart-parameters'
import type { LegendPosition, PaletteName } from '../kit/chart-style'
import { BASIC_CHART_SIZE_LIMITS } from '../../core/tool-limits'
import type { Words } from '../kit/messages'
import {
  checkboxParameter,
  colourParameter,
  columnParameter,
  columnsParameter,
  numberParameter,
  selectParameter,
  textParameter,
} from '../kit/parameters'

/** The category of every basic chart in the catalogue. */
export const CHART_CATEGORY = 'chart'

/** An axis title; empty means the chosen column's name. */
export function axisLabelParameter(label: string, labelEn: string) {
  return textParameter(
    label,
    labelEn,
    { maxLength: 60 },
    { zh: '留空则使用所选列的列名。', en: 'Leave empty to use the chosen column name.' },
  )
}

export const xLabelParameter = () => axisLabelParameter('X 轴标题', 'X-axis title')
export const yLabelParameter = () => axisLabelParameter('Y 轴标题', 'Y-axis title')

/** The palette (`palette`) series and groups take their colours from in turn. */
export function paletteParameter() {
  return selectParameter(
    '配色方案',
    'Colour palette',
    [
      ['tableau', 'Tableau 10（默认）', 'Tableau 10 (default)'],
      ['okabe_ito', 'Okabe–Ito（色盲友好）', 'Okabe–Ito (colour-blind safe)'],
      ['pastel', '柔和', 'Pastel'],
      ['dark', '深色', 'Dark'],
    ] as const satisfies readonly (readonly [PaletteName, string, string])[],
    {
      defaultValue: 'tableau',
      help: { zh: '多个系列或分组依次使用其中的颜色。', en: 'Series or groups take its colours in turn.' },
    },
  )
}

/** Where the legend goes (`legend_position`), or 'none'. */
export function legendParameter(defaultValue: LegendPosition) {
  return selectParameter(
    '图例位置',
    'Legend position',
    [
      ['top', '上方', 'Top'],
      ['right', '右侧', 'Right'],
      ['bottom', '下方', 'Bottom'],
      ['left', '左侧', 'Left'],
      ['none', '不显示', 'Hidden'],
    ] as const satisfies readonly (readonly [LegendPosition, string, string])[],
    { defaultValue },
  )
}

/** The one colour (`color`) of a chart that draws one series. */
export const chartColourParameter = (defaultValue: string) => colourParameter('颜色', 'Colour', defaultValue)

/** The picked series columns (`series_columns`); none picked means every column after the first. */
export function seriesColumnsParameter() {
  return columnsParameter('系列列', 'Series columns', {
    help: { zh: '留空则绘制第一列之后的全部列。', en: 'Empty: every column after the first.' },
  })
}

/** A table laid out as "labels in the first column, numbers in every other column". */
export const wideTable = (exampleFile: string, rules: { allowEmpty: boolean; pickedBy: string[] }): DataFileSetting =>
  chartTable(exampleFile, { minColumns: 2, numericColumns: '[2:]', pickedRange: '[2:]', ...rules })

/** A table of records whose columns the form picks by name (any column may hold text). */
export const recordTable = (exampleFile: string, minColumns: number, pickedBy: string[]): DataFileSetting =>
  chartTable(exampleFile, { minColumns, pickedBy })

/** R density's bandwidth rule (`bandwidth_rule`) of the density and violin plots. */
export function bandwidthRuleParameter() {
  return selectParameter(
    '带宽规则',
    'Bandwidth rule',
    [
      ['nrd0', 'nrd0（Silverman，R 默认）', 'nrd0 (Silverman, R default)'],
      ['nrd', 'nrd（Scott）', 'nrd (Scott)'],
    ] as const satisfies readonly (readonly [BandwidthRule, string, string])[],
    { defaultValue: 'nrd0' },
  )
}

/** Width and height (`width`, `height`) within the basic charts' largest size. */
export const chartSizeParameters = (width: number, height: number) =>
  sizeParameters(width, height, BASIC_CHART_SIZE_LIMITS)

/** The numbers a chart draws (`value_column`): required, or with `help` saying which column stands in. */
export const valueColumnParameter = (settings: { required?: boolean; help?: Words } = { required: true }) =>
  columnParameter('数值列', 'Value column', settings)

/** The groups a chart splits its values by (`group_column`). */
export const groupColumnParameter = (settings: { required?: boolean; help?: Words } = { required: true }) =>
  columnParameter('分组列', 'Group column', settings)

export const xColumnParameter = () => columnParameter('X 列', 'X column', { required: true })
export const yColumnParameter = () => columnParameter('Y 列', 'Y column', { required: true })

/** The names of the points or bubbles (`label_column`), optional. */
export const labelColumnParameter = (help: Words) => columnParameter('标签列', 'Label column', { help })

/** Whether each value is drawn over the boxes or violins (`show_points`). */
export const showDataPointsParameter = () => checkboxParameter('显示数据点', 'Show data points', false)

/** The multiplier of R density's bandwidth (`adjust`). */
export const bandwidthAdjustParameter = () =>
  numberParameter('带宽倍数', 'Bandwidth multiplier', { min: 0.1, max: 5, step: 0.1, defaultValue: 1 })
