import { nmds } from '../../../analysis/ordination/nmds'
import { cell, formatNumber } from '../../kit/chart-style'
import type { MessageRef } from '../../../core/result-text'
import type { ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { ordinationScatter } from '../ordination-chart'
import { normalisedForDistances } from '../normalisation'
import { distancesForRun } from '../sample-distances'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Kruskal's (1964) reading of stress-1, the one most papers quote. */
function stressVerdict(stress: number): MessageRef {
  if (stress < 0.05) return text.excellent()
  if (stress < 0.1) return text.good()
  if (stress < 0.2) return text.fair()
  return text.poor()
}

/**
 * Two-dimensional non-metric multidimensional scaling of a beta diversity matrix: the best of
 * several starts (the first from PCoA, the others random from the run's seed), with its stress.
 */
export const nmdsPlotExecutor: ToolExecutor = async (input) => {
  const { metric, group_column: column, starts, show_labels: showLabels, normalisation } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const normalised = normalisedForDistances(table, normalisation, metric, input.seed)
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, normalised.table, metric)
  const result = nmds(distances, { dimensions: 2, starts, seed: input.seed })
  const stressText = `stress = ${formatNumber(result.stress, NUMBER_STYLE)}`

  const chart = ordinationScatter({
    id: 'nmds',
    title: text.title({ metric: metricName }),
    subtitle: stressText,
    sampleIds: table.sampleIds,
    points: result.coordinates.map((row) => [row[0], row[1]] as const),
    grouping,
    axisTitles: ['NMDS1', 'NMDS2'],
    showLabels,
  })
  return {
    charts: [chart],
    tables: [
      {
        id: 'nmds-coordinates',
        title: text.coordinatesTitle({ metric: metricName }),
        columns: [microbiomeText.sample(), ...(grouping ? [grouping.column] : []), 'NMDS1', 'NMDS2'],
        rows: table.sampleIds.map((sampleId, s) => [
          sampleId,
          ...(grouping ? [grouping.grouping[s]] : []),
          cell(result.coordinates[s][0]),
          cell(result.coordinates[s][1]),
        ]),
      },
    ],
    files: [],
    notes: [
      text.summary({
        samples: table.sampleIds.length,
        metric: metricName,
        starts,
        stress: stressText,
        verdict: stressVerdict(result.stress),
      }),
      text.axesNote(),
      ...normalised.notes,
      ...treeNotes,
    ],
  }
}
