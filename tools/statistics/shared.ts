/**
 * What the statistics tests of this area share (part 1: t-tests, ANOVA, rank tests, tables of
 * counts, normality, correlation): the input table, values split by a group column, the common
 * parameters (alternative, confidence level) and the box chart of the compared groups. Numbers
 * come from analysis/stats; words are statisticsText's or the tool's.
 */
import { boxplotStatistics, mean, standardDeviation, standardError } from '../../analysis/stats/descriptive'
import { groupColumnValues, numericColumn, readColumnTable, type ColumnTable } from '../../analysis/io/column-table'
import type { TTestAlternative } from '../../analysis/stats/t-tests'
import type { ChartSpec } from '../../core/charts/chart-spec'
import type { MessageRef, ResultText } from '../../core/result-text'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { BASIC_CHART_SIZE_LIMITS } from '../../core/tool-limits'
import { boxElement } from '../charts-basic/box-plot/executor'
import { sizeParameters } from '../kit/chart-parameters'
import {
  axisOptions,
  cell,
  chartSpec,
  groupOrder,
  paletteColour,
  titleOptions,
  withAlpha,
  type NumberStyle,
} from '../kit/chart-style'
import { numberParameter, selectParameter } from '../kit/parameters'
import { ToolRunError, type ResultTable, type ToolRunInput } from '../kit/types'
import { statisticsText as text } from './messages'

/** The data-file key of every statistics test here: one table with a header row. */
export const TABLE_FILE = 'table'

/** Groups a test compares at most (a box each on the chart, a row each in the tables). */
export const MAX_GROUPS = 100
/** Values drawn one by one over the boxes at most. */
export const MAX_DRAWN_VALUES = 3000

/** Numbers in notes: four significant digits, p-values below 0.0001 in scientific notation. */
export const NOTE_STYLE: NumberStyle = { digits: 4, scientificBelow: 1e-4, keepWholeDigits: true }

export function readStatisticsTable(input: ToolRunInput): ColumnTable {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tableMissing())
  return readColumnTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

export interface GroupedSamples {
  groupColumn: string
  valueColumn: string
  /** In the order they first occur in the table (numbers in increasing order). */
  groups: string[]
  values: number[][]
  /** Rows left out for want of a group or a value. */
  skippedRows: number
}

/**
 * The values of `valueColumn` split by `groupColumn`. A row without a group or a value is left out
 * (as R's formula interface drops NA); groups come in the order they first occur.
 */
export function readGroupedSamples(table: ColumnTable, groupColumn: string, valueColumn: string): GroupedSamples {
  const labels = groupColumnValues(table, groupColumn)
  const numbers = numericColumn(table, valueColumn, { allowMissing: true })
  const byGroup = new Map<string, number[]>()
  let skippedRows = 0
  labels.forEach((label, r) => {
    if (label === null || Number.isNaN(numbers[r])) {
      skippedRows++
      return
    }
    const list = byGroup.get(label) ?? []
    list.push(numbers[r])
    byGroup.set(label, list)
  })
  if (byGroup.size === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.columnHasNoValues({ column: valueColumn }))
  if (byGroup.size > MAX_GROUPS)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManyGroups({ column: groupColumn, count: byGroup.size, limit: MAX_GROUPS }),
    )
  const groups = groupOrder([...byGroup.keys()])
  return { groupColumn, valueColumn, groups, values: groups.map((group) => byGroup.get(group)!), skippedRows }
}

/** Stops the run when fewer than `min` groups have values or a group has fewer than `perGroup` values. */
export function requireGroups(samples: GroupedSamples, min: number, perGroup: number): void {
  if (samples.groups.length < min)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooFewGroups({ column: samples.groupColumn, count: samples.groups.length, min }),
    )
  samples.values.forEach((values, g) => {
    if (values.length < perGroup)
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.tooFewInGroup({ group: samples.groups[g], n: values.length, min: perGroup }),
      )
  })
}

/**
 * The two groups a two-sample test compares: the ones named (`first`, `second`), or the only two.
 * The difference reported is first − second.
 */
export function pickTwoGroups(samples: GroupedSamples, first: string, second: string): GroupedSamples {
  const listed = samples.groups.slice(0, 8).join(', ') + (samples.groups.length > 8 ? ', …' : '')
  const find = (name: string) => {
    const index = samples.groups.indexOf(name)
    if (index === -1)
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        text.groupNotFound({ column: samples.groupColumn, group: name, groups: listed }),
      )
    return index
  }
  let chosen: number[]
  if (first !== '' || second !== '') {
    if (first === second) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.sameGroupTwice())
    if (first !== '' && second !== '') chosen = [find(first), find(second)]
    else {
      const named = find(first !== '' ? first : second)
      const others = samples.groups.map((_, g) => g).filter((g) => g !== named)
      if (others.length !== 1) throw twoGroupsNeeded(samples, listed)
      chosen = first !== '' ? [named, others[0]] : [others[0], named]
    }
  } else {
    if (samples.groups.length !== 2) throw twoGroupsNeeded(samples, listed)
    chosen = [0, 1]
  }
  return { ...samples, groups: chosen.map((g) => samples.groups[g]), values: chosen.map((g) => samples.values[g]) }
}

function twoGroupsNeeded(samples: GroupedSamples, listed: string): ToolRunError {
  return new ToolRunError(
    TOOL_ERROR_CODE.dataValidation,
    text.needTwoGroups({ column: samples.groupColumn, count: samples.groups.length, groups: listed }),
  )
}

/** n, mean, SD, SE and median of each group. */
export function groupSummaryTable(samples: GroupedSamples): ResultTable {
  return {
    id: 'groups',
    title: text.groupsTitle(),
    columns: [
      samples.groupColumn,
      text.n(),
      text.mean(),
      text.standardDeviation(),
      text.standardError(),
      text.median(),
    ],
    rows: samples.values.map((values, g) => [
      samples.groups[g],
      values.length,
      cell(mean(values)),
      cell(standardDeviation(values)),
      cell(standardError(values)),
      cell(boxplotStatistics(values).median),
    ]),
  }
}

/** Rows left out of the test, as a note (none when every row was used). */
export function skippedRowsNotes(samples: { skippedRows: number }): MessageRef[] {
  return samples.skippedRows > 0 ? [text.skippedRows({ rows: samples.skippedRows })] : []
}

// ---------------------------------------------------------------------------------------------
// Parameters

export const alternativeParameter = () =>
  selectParameter(
    '备择假设',
    'Alternative hypothesis',
    [
      ['two.sided', '双侧（两组均值不等）', 'Two-sided (the means differ)'],
      ['less', '单侧：第一组均值更小', 'One-sided: the first mean is smaller'],
      ['greater', '单侧：第一组均值更大', 'One-sided: the first mean is larger'],
    ] as const,
    { defaultValue: 'two.sided' },
  )

export const confidenceLevelParameter = () =>
  numberParameter(
    '置信水平',
    'Confidence level',
    { min: 0.5, max: 0.999, step: 0.005, defaultValue: 0.95 },
    { zh: '均值差置信区间的水平，如 0.95。', en: 'Of the interval of the difference, e.g. 0.95.' },
  )

export const statisticsSizeParameters = (width: number, height: number) =>
  sizeParameters(width, height, BASIC_CHART_SIZE_LIMITS)

/** The alternative in words, for notes and subtitles. */
export function alternativeWords(alternative: TTestAlternative): MessageRef {
  return alternative === 'two.sided' ? text.twoSided() : alternative === 'less' ? text.less() : text.greater()
}

/** A confidence level as a percentage for column titles: 0.95 → 95. */
export function percent(level: number): number {
  return Number((level * 100).toPrecision(6))
}

// ---------------------------------------------------------------------------------------------
// Charts

/**
 * One box per group (R boxplot's hinges and whiskers), the values drawn over it when asked and
 * few enough, the test's result as the subtitle.
 */
export function groupBoxChart(
  samples: GroupedSamples,
  chart: {
    id: string
    title: ResultText
    subtitle: ResultText
    showPoints: boolean
    size: { width: number; height: number }
  },
): ChartSpec {
  const total = samples.values.reduce((sum, values) => sum + values.length, 0)
  const drawPoints = chart.showPoints && total <= MAX_DRAWN_VALUES
  return chartSpec(
    {
      id: chart.id,
      title: chart.title,
      type: 'boxplot',
      data: {
        labels: samples.groups,
        datasets: [
          {
            label: samples.valueColumn,
            data: samples.values.map((values) => boxElement(values, boxplotStatistics(values), drawPoints)),
            backgroundColor: samples.groups.map((_, g) => withAlpha(paletteColour(g), 0.45)),
            borderColor: samples.groups.map((_, g) => paletteColour(g)),
            borderWidth: 1.5,
            medianColor: '#222222',
            outlierStyle: 'circle',
            outlierRadius: 4,
            outlierBackgroundColor: '#ffffff',
            outlierBorderColor: '#222222',
            itemRadius: drawPoints ? 2.5 : 0,
            itemStyle: 'circle',
            itemBackgroundColor: withAlpha('#333333', 0.55),
            itemBorderColor: withAlpha('#333333', 0.55),
            meanRadius: 4,
            meanBackgroundColor: '#222222',
            meanBorderColor: '#222222',
            maxBarThickness: 90,
          },
        ],
      },
      options: {
        plugins: { ...titleOptions(chart.title, { subtitle: chart.subtitle }), legend: { display: false } },
        scales: {
          x: axisOptions(samples.groupColumn, { grid: { display: false } }),
          y: axisOptions(samples.valueColumn, { beginAtZero: false }),
        },
      },
    },
    chart.size,
  )
}
