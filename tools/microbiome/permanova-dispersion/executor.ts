import { permanovaParallel } from '../../../analysis/stats/permanova'
import { permdisp } from '../../../analysis/stats/permdisp'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20, withAlpha } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { permanovaTable, permdispNote, permdispTable } from '../group-dispersion'
import { microbiomeText } from '../messages'
import { normalisedForDistances } from '../normalisation'
import { distancesForRun } from '../sample-distances'
import {
  droppedSamplesNote,
  groupTestSkipReason,
  NUMBER_STYLE,
  readGrouping,
  readTableInput,
  requireGroups,
} from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * PERMANOVA (adonis2's table) and PERMDISP (betadisper + permutest) of a grouping on the distances
 * between samples, with a box plot of each sample's distance to its group centroid.
 */
export const permanovaDispersionExecutor: ToolExecutor = async (input) => {
  const { metric, normalisation, group_column: column, permutations } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true, column })
  requireGroups(grouping, 2, text.purpose())
  const normalised = normalisedForDistances(table, normalisation, metric, input.seed)
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, normalised.table, metric)
  const options = { permutations, seed: input.seed }
  let tests
  try {
    const permanovaResult = await permanovaParallel(distances, grouping.grouping, options)
    tests = { permanovaResult, permdispResult: permdisp(distances, grouping.grouping, options) }
  } catch (error) {
    if (groupTestSkipReason(error) === 'allSingletons')
      throw new ToolRunError(
        TOOL_ERROR_CODE.analysis,
        microbiomeText.tooFewGroups({ purpose: text.purpose(), minimum: 2, column, groups: grouping.groups.length }),
        { cause: error },
      )
    throw error
  }
  const { permanovaResult, permdispResult } = tests
  const permanovaText = `PERMANOVA: pseudo-F = ${formatNumber(permanovaResult.statistic, NUMBER_STYLE)}, R² = ${formatNumber(permanovaResult.r2, NUMBER_STYLE)}, p = ${formatNumber(permanovaResult.pValue, NUMBER_STYLE)}`
  const permdispText = `PERMDISP: F = ${formatNumber(permdispResult.statistic, NUMBER_STYLE)}, p = ${formatNumber(permdispResult.pValue, NUMBER_STYLE)}`

  const groups = permdispResult.groups
  const byGroup = groups.map((group) =>
    permdispResult.sampleIds.flatMap((_, i) =>
      permdispResult.grouping[i] === group ? [permdispResult.distances[i]] : [],
    ),
  )
  const title = text.chartTitle({ metric: metricName })
  const subtitle = `${permanovaText}; ${permdispText}`
  const chart = {
    id: 'dispersion-boxplot',
    title,
    type: 'boxplot' as const,
    data: {
      labels: [...groups],
      datasets: [
        {
          label: text.distanceAxis(),
          data: byGroup,
          backgroundColor: groups.map((_, g) => withAlpha(paletteColour(g, TABLEAU_20), 0.5)),
          borderColor: groups.map((_, g) => paletteColour(g, TABLEAU_20)),
          borderWidth: 1.5,
          itemRadius: 3,
          itemBackgroundColor: '#333333',
          outlierRadius: 0,
        },
      ],
    },
    options: {
      plugins: { ...plainTitleOptions(title, subtitle), legend: { display: false } },
      scales: {
        y: { title: { display: true, text: text.distanceAxis() } },
        x: { title: { display: true, text: column } },
      },
    },
    width: Math.max(600, 90 * groups.length + 160),
    height: 500,
  }

  const notes: ResultText[] = [
    text.summary({
      samples: permdispResult.sampleIds.length,
      metric: metricName,
      column,
      groups: groups.length,
      permutations,
    }),
    ...normalised.notes,
    ...treeNotes,
    permanovaText,
    permdispNote(permdispResult),
  ]
  const droppedNote = droppedSamplesNote(permanovaResult.droppedSamples, column)
  if (droppedNote) notes.push(droppedNote)
  return {
    charts: [chart],
    tables: [
      permanovaTable(permanovaResult, column, permutations),
      permdispTable(permdispResult, column),
      {
        id: 'distances-to-centroid',
        title: text.distancesTitle(),
        columns: [microbiomeText.sample(), column, text.distanceToCentroid()],
        rows: permdispResult.sampleIds.map((id, i) => [
          id,
          permdispResult.grouping[i],
          cell(permdispResult.distances[i]),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
