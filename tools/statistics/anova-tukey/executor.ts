import { oneWayAnova, tukeyHsd } from '../../../analysis/stats/anova'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { cell, chartTitle, formatNumber } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { statisticsText } from '../messages'
import {
  groupBoxChart,
  groupSummaryTable,
  NOTE_STYLE,
  percent,
  readGroupedSamples,
  readStatisticsTable,
  requireGroups,
  skippedRowsNotes,
} from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** One-way ANOVA (R `summary(aov(value ~ group))`) and Tukey's HSD (R `TukeyHSD`), groups in table order. */
export const anovaTukeyExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const samples = readGroupedSamples(table, params.group_column, params.value_column)
  requireGroups(samples, 2, 1)
  const total = samples.values.reduce((sum, values) => sum + values.length, 0)
  if (total <= samples.groups.length)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      statisticsText.tooFewInGroup({ group: samples.groups[0], n: samples.values[0].length, min: 2 }),
    )
  const anova = oneWayAnova(samples.values)
  if (!(anova.meanSquares[1] > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.noSpread())
  const tukey = tukeyHsd(anova, params.confidence_level)
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const [df1, df2] = anova.degreesOfFreedom
  const significant = tukey.filter((comparison) => comparison.adjustedP < 0.05).length
  return {
    charts: [
      groupBoxChart(samples, {
        id: 'anova',
        title: chartTitle(params.title, text.chartTitle()),
        subtitle: text.subtitle({ f: shown(anova.f), df1, df2, p: shown(anova.pValue) }),
        showPoints: params.show_points,
        size: params,
      }),
    ],
    tables: [
      {
        id: 'anova',
        title: text.anovaTitle(),
        columns: [
          text.source(),
          statisticsText.degreesOfFreedom(),
          text.sumOfSquares(),
          text.meanSquare(),
          'F',
          statisticsText.pValue(),
        ],
        rows: [
          [
            samples.groupColumn,
            df1,
            cell(anova.sumOfSquares[0]),
            cell(anova.meanSquares[0]),
            cell(anova.f),
            cell(anova.pValue),
          ],
          [text.residuals(), df2, cell(anova.sumOfSquares[1]), cell(anova.meanSquares[1]), null, null],
        ],
      },
      {
        id: 'tukey',
        title: text.tukeyTitle({ level: percent(params.confidence_level) }),
        columns: [
          statisticsText.comparison(),
          text.difference(),
          statisticsText.lowerLimit({ level: percent(params.confidence_level) }),
          statisticsText.upperLimit({ level: percent(params.confidence_level) }),
          statisticsText.adjustedP(),
        ],
        rows: tukey.map((comparison) => [
          statisticsText.versus({
            first: samples.groups[comparison.later],
            second: samples.groups[comparison.earlier],
          }),
          cell(comparison.difference),
          cell(comparison.lower),
          cell(comparison.upper),
          cell(comparison.adjustedP),
        ]),
      },
      groupSummaryTable(samples),
    ],
    files: [],
    notes: [
      text.note({ df1, df2, f: shown(anova.f), p: shown(anova.pValue), significant, pairs: tukey.length }),
      ...skippedRowsNotes(samples),
    ],
  }
}
