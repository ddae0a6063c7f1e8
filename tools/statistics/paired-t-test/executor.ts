import { groupColumnValues, numericColumn, textColumn, type ColumnTable } from '../../../analysis/io/column-table'
import { pairedTTest } from '../../../analysis/stats/t-tests'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { chartTitle } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { statisticsText } from '../messages'
import {
  groupBoxChart,
  groupSummaryTable,
  pickTwoGroups,
  readGroupedSamples,
  readStatisticsTable,
  type GroupedSamples,
} from '../shared'
import { tTestNote, tTestSubtitle, tTestTable, type TTestShown } from '../t-test-results'
import { text } from './messages'
import { parameters } from './parameters'

interface Pairs {
  samples: GroupedSamples
  /** Ids (long layout) with a value in one group only, or rows (wide) with one value missing. */
  unpaired: number
}

/**
 * The paired t-test of first − second (R `t.test(x, y, paired = TRUE)`), from one row per pair
 * (wide) or one row per id and condition (long, matched by id).
 */
export const pairedTTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const { samples, unpaired } = params.layout === 'long' ? longPairs(table, params) : widePairs(table, params)
  const n = samples.values[0].length
  if (n < 2) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.tooFewPairs({ n }))
  const result = pairedTTest(samples.values[0], samples.values[1], {
    alternative: params.alternative,
    confidenceLevel: params.confidence_level,
  })
  if (!(result.standardError > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.noSpread())
  const shown: TTestShown = {
    test: text.testName(),
    result,
    first: samples.groups[0],
    second: samples.groups[1],
    alternative: params.alternative,
    confidenceLevel: params.confidence_level,
  }
  const testTable = tTestTable(shown)
  testTable.columns.push(text.pairs())
  testTable.rows[0].push(n)
  return {
    charts: [
      groupBoxChart(samples, {
        id: 'paired-t-test',
        title: chartTitle(params.title, text.chartTitle()),
        subtitle: tTestSubtitle(shown),
        showPoints: params.show_points,
        size: params,
      }),
    ],
    tables: [testTable, groupSummaryTable(samples)],
    files: [],
    notes: [tTestNote(shown), ...(unpaired > 0 ? [statisticsText.unpairedLeftOut({ count: unpaired })] : [])],
  }
}

function longPairs(
  table: ColumnTable,
  params: { id_column: string; group_column: string; value_column: string; first_group: string; second_group: string },
): Pairs {
  if (params.id_column === '' || params.group_column === '' || params.value_column === '')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.chooseLongColumns())
  const two = pickTwoGroups(
    readGroupedSamples(table, params.group_column, params.value_column),
    params.first_group,
    params.second_group,
  )
  const ids = textColumn(table, params.id_column)
  const groups = groupColumnValues(table, params.group_column)
  const values = numericColumn(table, params.value_column, { allowMissing: true })
  const byId = [new Map<string, number>(), new Map<string, number>()]
  const order: string[] = []
  const seen = new Set<string>()
  table.rows.forEach((_, r) => {
    const side = two.groups.indexOf(groups[r] ?? '')
    if (side === -1 || Number.isNaN(values[r]) || ids[r] === '') return
    if (byId[side].has(ids[r]))
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        statisticsText.duplicatePairId({ id: ids[r], group: two.groups[side], line: table.lines[r] }),
      )
    byId[side].set(ids[r], values[r])
    if (!seen.has(ids[r])) order.push(ids[r])
    seen.add(ids[r])
  })
  const paired = order.filter((id) => byId[0].has(id) && byId[1].has(id))
  return {
    samples: { ...two, values: byId.map((side) => paired.map((id) => side.get(id)!)), skippedRows: 0 },
    unpaired: order.length - paired.length,
  }
}

function widePairs(table: ColumnTable, params: { first_column: string; second_column: string }): Pairs {
  if (params.first_column === '' || params.second_column === '')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.chooseWideColumns())
  const first = numericColumn(table, params.first_column, { allowMissing: true })
  const second = numericColumn(table, params.second_column, { allowMissing: true })
  const kept = table.rows.map((_, r) => r).filter((r) => !Number.isNaN(first[r]) && !Number.isNaN(second[r]))
  const unpaired = table.rows.filter((_, r) => Number.isNaN(first[r]) !== Number.isNaN(second[r])).length
  return {
    samples: {
      groupColumn: '',
      valueColumn: '',
      groups: [params.first_column, params.second_column],
      values: [kept.map((r) => first[r]), kept.map((r) => second[r])],
      skippedRows: 0,
    },
    unpaired,
  }
}
