import { dunnTest } from '../../../analysis/stats/dunn'
import { kruskalWallis } from '../../../analysis/stats/rank-tests'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { cell, chartTitle, formatNumber } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { statisticsText } from '../messages'
import {
  groupBoxChart,
  groupSummaryTable,
  NOTE_STYLE,
  readGroupedSamples,
  readStatisticsTable,
  requireGroups,
  skippedRowsNotes,
} from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Kruskal-Wallis (R `kruskal.test`) and Dunn's pairwise z-tests with the chosen adjustment, groups in table order. */
export const kruskalDunnExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const samples = readGroupedSamples(table, params.group_column, params.value_column)
  requireGroups(samples, 2, 1)
  const kruskal = kruskalWallis(samples.values)
  if (Number.isNaN(kruskal.statistic)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.noSpread())
  const dunn = dunnTest(samples.values, params.adjustment)
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const df = samples.groups.length - 1
  const adjustment = params.adjustment === 'holm' ? text.holm() : params.adjustment === 'BH' ? text.bh() : text.none()
  const summary = groupSummaryTable(samples)
  summary.columns.push(text.meanRank())
  summary.rows.forEach((row, g) => row.push(cell(dunn.meanRanks[g])))
  return {
    charts: [
      groupBoxChart(samples, {
        id: 'kruskal-wallis',
        title: chartTitle(params.title, text.chartTitle()),
        subtitle: text.subtitle({ h: shown(kruskal.statistic), df, p: shown(kruskal.pValue) }),
        showPoints: params.show_points,
        size: params,
      }),
    ],
    tables: [
      {
        id: 'kruskal-wallis',
        title: text.testTitle(),
        columns: [text.statistic(), statisticsText.degreesOfFreedom(), statisticsText.pValue()],
        rows: [[cell(kruskal.statistic), df, cell(kruskal.pValue)]],
      },
      {
        id: 'dunn',
        title: text.dunnTitle({ adjustment }),
        columns: [
          statisticsText.comparison(),
          text.meanRankDifference(),
          'z',
          statisticsText.pValue(),
          statisticsText.adjustedP(),
        ],
        rows: dunn.comparisons.map((comparison) => [
          statisticsText.versus({
            first: samples.groups[comparison.later],
            second: samples.groups[comparison.earlier],
          }),
          cell(comparison.meanRankDifference),
          cell(comparison.z),
          cell(comparison.pValue),
          cell(comparison.adjustedP),
        ]),
      },
      summary,
    ],
    files: [],
    notes: [
      text.note({
        h: shown(kruskal.statistic),
        df,
        p: shown(kruskal.pValue),
        significant: dunn.comparisons.filter((comparison) => comparison.adjustedP < 0.05).length,
        pairs: dunn.comparisons.length,
      }),
      ...skippedRowsNotes(samples),
    ],
  }
}
