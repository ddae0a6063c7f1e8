import { variance } from '../../../analysis/stats/descriptive'
import { bartlettTest, flignerKilleenTest, leveneTest, type VarianceTest } from '../../../analysis/stats/variance-tests'
import type { MessageRef } from '../../../core/result-text'
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

/**
 * Bartlett (R `bartlett.test`), Levene and Brown-Forsythe (car `leveneTest`, centre mean and median)
 * and Fligner-Killeen (R `fligner.test`) of a value column split by a group column.
 */
export const varianceHomogeneityTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const samples = readGroupedSamples(table, params.group_column, params.value_column)
  requireGroups(samples, 2, 2)
  const variances = samples.values.map((values) => variance(values))
  if (variances.every((value) => value === 0))
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.noSpread())
  const tests: { name: MessageRef; centre: MessageRef; test: VarianceTest }[] = [
    { name: text.levene(), centre: text.centreMean(), test: leveneTest(samples.values, 'mean') },
    { name: text.brownForsythe(), centre: text.centreMedian(), test: leveneTest(samples.values, 'median') },
    { name: text.bartlett(), centre: text.centreNone(), test: bartlettTest(samples.values) },
    { name: text.fligner(), centre: text.centreMedian(), test: flignerKilleenTest(samples.values) },
  ]
  const [levene, brownForsythe, bartlett, fligner] = tests.map(({ test }) => test)
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const n = samples.values.reduce((sum, values) => sum + values.length, 0)
  const constant = variances.findIndex((value) => value === 0)
  const summary = groupSummaryTable(samples)
  summary.columns.push(text.variance())
  summary.rows.forEach((row, g) => row.push(cell(variances[g])))
  const notes: MessageRef[] = [
    text.note({
      groups: samples.groups.length,
      n,
      significant: tests.filter(({ test }) => test.pValue < 0.05).length,
      p: shown(brownForsythe.pValue),
      ratio: shown(Math.max(...variances) / Math.min(...variances)),
    }),
    text.robustness(),
    ...(constant >= 0 ? [text.constantGroup({ group: samples.groups[constant] })] : []),
    ...skippedRowsNotes(samples),
  ]
  return {
    charts: [
      groupBoxChart(samples, {
        id: 'variances',
        title: chartTitle(params.title, text.chartTitle()),
        subtitle: text.subtitle({
          levene: shown(levene.pValue),
          brownForsythe: shown(brownForsythe.pValue),
          bartlett: shown(bartlett.pValue),
          fligner: shown(fligner.pValue),
        }),
        showPoints: params.show_points,
        size: params,
      }),
    ],
    tables: [
      {
        id: 'tests',
        title: text.testsTitle(),
        columns: [text.test(), text.centre(), text.statistic(), text.df1(), text.df2(), statisticsText.pValue()],
        rows: tests.map(({ name, centre, test }) => [
          name,
          centre,
          cell(test.statistic),
          test.degreesOfFreedom[0],
          test.degreesOfFreedom[1] ?? null,
          cell(test.pValue),
        ]),
      },
      summary,
    ],
    files: [],
    notes,
  }
}
