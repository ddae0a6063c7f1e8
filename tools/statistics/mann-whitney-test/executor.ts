import { quantile } from '../../../analysis/stats/descriptive'
import { wilcoxonRankSum } from '../../../analysis/stats/rank-tests'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { cell, chartTitle, formatNumber } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { statisticsText } from '../messages'
import {
  groupBoxChart,
  groupSummaryTable,
  NOTE_STYLE,
  pickTwoGroups,
  readGroupedSamples,
  readStatisticsTable,
  requireGroups,
  skippedRowsNotes,
} from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Two-sided Wilcoxon rank-sum (Mann-Whitney U) test of the first group against the second, as R's
 * `wilcox.test(x, y)`: exact p when both groups have fewer than 50 values and there are no ties,
 * otherwise the normal approximation (with the continuity correction unless it is switched off).
 */
export const mannWhitneyTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const samples = pickTwoGroups(
    readGroupedSamples(table, params.group_column, params.value_column),
    params.first_group,
    params.second_group,
  )
  requireGroups(samples, 2, 1)
  const [first, second] = samples.values
  const result = wilcoxonRankSum(first, second, { correct: params.continuity_correction })
  if (Number.isNaN(result.pValue)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.noSpread())
  const exact =
    first.length < 50 && second.length < 50 && new Set([...first, ...second]).size === first.length + second.length
  const method = exact ? text.exact() : params.continuity_correction ? text.normalCorrected() : text.normal()
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const comparison = statisticsText.versus({ first: samples.groups[0], second: samples.groups[1] })
  return {
    charts: [
      groupBoxChart(samples, {
        id: 'mann-whitney',
        title: chartTitle(params.title, text.chartTitle()),
        subtitle: text.subtitle({ w: shown(result.statistic), p: shown(result.pValue) }),
        showPoints: params.show_points,
        size: params,
      }),
    ],
    tables: [
      {
        id: 'mann-whitney',
        title: text.testTitle(),
        columns: [statisticsText.comparison(), 'W', statisticsText.pValue(), text.method()],
        rows: [[comparison, cell(result.statistic), cell(result.pValue), method]],
      },
      groupSummaryTable(samples),
    ],
    files: [],
    notes: [
      text.note({
        comparison,
        w: shown(result.statistic),
        p: shown(result.pValue),
        method,
        firstMedian: shown(quantile(first, 0.5)),
        secondMedian: shown(quantile(second, 0.5)),
      }),
      ...skippedRowsNotes(samples),
    ],
  }
}
