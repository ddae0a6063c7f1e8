import { mcnemarTest } from '../../../analysis/stats/exact-tests'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { countText } from '../count-messages'
import { observedTable, readCountTable, requireTableShape } from '../count-tables'
import { statisticsText } from '../messages'
import { NOTE_STYLE, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** McNemar's test (Bowker's for more than two categories) of paired outcomes, as R `mcnemar.test`. */
export const mcnemarTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const cross = readCountTable(readStatisticsTable(input), params, true)
  requireTableShape(cross, true)
  const r = cross.rowLevels.length
  if (cross.columnLevels.length !== r)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.notSquare({ rows: r, columns: cross.columnLevels.length }),
    )
  const x = cross.counts
  const pairs: { i: number; j: number }[] = []
  for (let i = 0; i < r; i++)
    for (let j = i + 1; j < r; j++) {
      if (x[i][j] + x[j][i] === 0)
        throw new ToolRunError(
          TOOL_ERROR_CODE.dataValidation,
          text.noDiscordant({ first: cross.rowLevels[i], second: cross.rowLevels[j] }),
        )
      pairs.push({ i, j })
    }
  const test = mcnemarTest(x, params.correct)
  const n = x.flat().reduce((sum, value) => sum + value, 0)
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const contribution = ({ i, j }: { i: number; j: number }) => {
    const difference = test.corrected ? Math.abs(x[i][j] - x[j][i]) - 1 : x[i][j] - x[j][i]
    return (difference * difference) / (x[i][j] + x[j][i])
  }
  const words = {
    correction: test.corrected ? text.withCorrection() : '',
    statistic: shown(test.statistic),
    df: test.degreesOfFreedom,
    p: shown(test.pValue),
    rows: r,
    n,
  }
  const title = chartTitle(params.title, text.chartTitle())
  const labels = pairs.map(({ i, j }) => text.pairLabel({ first: cross.rowLevels[i], second: cross.rowLevels[j] }))
  return {
    charts: [
      chartSpec(
        {
          id: 'mcnemar',
          title,
          type: 'bar',
          data: {
            labels,
            datasets: [
              {
                label: text.forwardAxis(),
                data: pairs.map(({ i, j }) => x[i][j]),
                backgroundColor: paletteColour(0),
                borderColor: paletteColour(0),
              },
              {
                label: text.backwardAxis(),
                data: pairs.map(({ i, j }) => x[j][i]),
                backgroundColor: paletteColour(1),
                borderColor: paletteColour(1),
              },
            ],
          },
          options: {
            plugins: {
              ...titleOptions(title, { subtitle: text.subtitle(words) }),
              legend: { display: true, position: 'top' },
            },
            scales: { x: axisOptions(text.pair()), y: axisOptions(text.pairsAxis(), { beginAtZero: true }) },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'mcnemar',
        title: text.testTitle(),
        columns: [
          text.statistic(),
          statisticsText.degreesOfFreedom(),
          statisticsText.pValue(),
          text.corrected(),
          statisticsText.n(),
        ],
        rows: [
          [
            cell(test.statistic),
            test.degreesOfFreedom,
            cell(test.pValue),
            test.corrected ? countText.yes() : countText.no(),
            n,
          ],
        ],
      },
      observedTable(cross),
      {
        id: 'pairs',
        title: text.pairsTitle(),
        columns: [text.pair(), text.forwardAxis(), text.backwardAxis(), text.contribution()],
        rows: pairs.map((pair, k) => [labels[k], x[pair.i][pair.j], x[pair.j][pair.i], cell(contribution(pair))]),
      },
    ],
    files: [],
    notes: [text.note(words)],
  }
}
