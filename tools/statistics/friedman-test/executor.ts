import { groupColumnValues, numericColumn, type ColumnTable } from '../../../analysis/io/column-table'
import { boxplotStatistics, mean } from '../../../analysis/stats/descriptive'
import { friedmanTest } from '../../../analysis/stats/friedman'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { numericColumnNames } from '../../charts-advanced/shared'
import { axisOptions, cell, chartTitle, formatNumber, groupOrder } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { statisticsText } from '../messages'
import { groupBoxChart, MAX_GROUPS, NOTE_STYLE, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Values of every block (rows) under every treatment (columns), NaN where one is missing. */
interface BlockDesign {
  treatments: string[]
  /** The column the treatments come from in the long layout; none in the wide one. */
  treatmentColumn: string
  valueColumn: string
  rows: Float64Array[]
}

/** R's `friedman.test` on the complete blocks of a wide or long table; box plots of the treatments. */
export const friedmanTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const design = params.layout === 'wide' ? wideDesign(table, params.treatment_columns) : longDesign(table, params)
  const k = design.treatments.length
  if (k < 2) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewTreatments({ count: k }))
  if (k > MAX_GROUPS)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooManyTreatments({ count: k, limit: MAX_GROUPS }))
  const complete = design.rows.filter((row) => row.every((value) => !Number.isNaN(value)))
  if (complete.length < 2)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewBlocks({ count: complete.length }))
  const test = friedmanTest(complete)
  if (Number.isNaN(test.statistic)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.allTied())

  const values = design.treatments.map((_, j) => complete.map((row) => row[j]))
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const words = {
    statistic: shown(test.statistic),
    df: test.degreesOfFreedom,
    p: shown(test.pValue),
    blocks: test.blocks,
  }
  const chart = groupBoxChart(
    {
      groupColumn: design.treatmentColumn,
      valueColumn: design.valueColumn,
      groups: design.treatments,
      values,
      skippedRows: 0,
    },
    {
      id: 'friedman',
      title: chartTitle(params.title, text.chartTitle()),
      subtitle: text.subtitle(words),
      showPoints: params.show_points,
      size: params,
    },
  )
  if (params.layout === 'wide') {
    // The wide layout has no column naming the treatments or the values: the axes say what they are.
    const scales = chart.options?.scales as Record<string, unknown>
    scales.x = axisOptions(text.treatment(), { grid: { display: false } })
    scales.y = axisOptions(text.value(), { beginAtZero: false })
  }
  const incomplete = design.rows.length - complete.length
  return {
    charts: [chart],
    tables: [
      {
        id: 'friedman',
        title: text.testTitle(),
        columns: [
          text.statistic(),
          statisticsText.degreesOfFreedom(),
          statisticsText.pValue(),
          text.blocks(),
          text.treatments(),
          text.kendallW(),
        ],
        rows: [
          [
            cell(test.statistic),
            test.degreesOfFreedom,
            cell(test.pValue),
            test.blocks,
            test.treatments,
            cell(test.kendallW),
          ],
        ],
      },
      {
        id: 'treatments',
        title: text.treatmentsTitle(),
        columns: [
          design.treatmentColumn === '' ? text.treatment() : design.treatmentColumn,
          statisticsText.n(),
          statisticsText.median(),
          statisticsText.mean(),
          text.rankSum(),
          text.meanRank(),
        ],
        rows: design.treatments.map((treatment, j) => [
          treatment,
          values[j].length,
          cell(boxplotStatistics(values[j]).median),
          cell(mean(values[j])),
          cell(test.rankSums[j]),
          cell(test.meanRanks[j]),
        ]),
      },
    ],
    files: [],
    notes: [
      text.note({ ...words, treatments: test.treatments, w: shown(test.kendallW) }),
      ...(incomplete > 0 ? [text.incompleteBlocks({ count: incomplete })] : []),
    ],
  }
}

/** One row per block; the chosen columns, or every numeric column after the first, are the treatments. */
function wideDesign(table: ColumnTable, picked: readonly string[]): BlockDesign {
  const treatments = picked.length > 0 ? [...picked] : numericColumnNames(table, [table.header[0]])
  const columns = treatments.map((name) => numericColumn(table, name, { allowMissing: true }))
  return {
    treatments,
    treatmentColumn: '',
    valueColumn: '',
    rows: table.rows.map((_, r) => Float64Array.from(columns, (column) => column[r])),
  }
}

/** One row per observation: a block, a treatment and a value; each pair of block and treatment at most once. */
function longDesign(
  table: ColumnTable,
  params: { block_column: string; treatment_column: string; value_column: string },
): BlockDesign {
  const { block_column: blockColumn, treatment_column: treatmentColumn, value_column: valueColumn } = params
  if (blockColumn === '' || treatmentColumn === '' || valueColumn === '')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.chooseLongColumns())
  const blocks = groupColumnValues(table, blockColumn)
  const treatmentOf = groupColumnValues(table, treatmentColumn)
  const numbers = numericColumn(table, valueColumn, { allowMissing: true })
  const treatments = groupOrder([...new Set(treatmentOf.filter((name): name is string => name !== null))])
  const byBlock = new Map<string, Float64Array>()
  // A missing value leaves NaN in its cell, so the pairs already given are kept apart from the values.
  const given = new Set<string>()
  blocks.forEach((block, r) => {
    const treatment = treatmentOf[r]
    if (block === null || treatment === null) return
    const key = JSON.stringify([block, treatment])
    if (given.has(key))
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.repeated({ block, treatment, line: table.lines[r] }))
    given.add(key)
    let row = byBlock.get(block)
    if (!row) {
      row = new Float64Array(treatments.length).fill(NaN)
      byBlock.set(block, row)
    }
    row[treatments.indexOf(treatment)] = numbers[r]
  })
  return { treatments, treatmentColumn, valueColumn, rows: [...byBlock.values()] }
}
