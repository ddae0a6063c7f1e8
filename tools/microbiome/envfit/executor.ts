import { readSampleMetadata, groupingFor } from '../../../analysis/io/metadata'
import { nmds } from '../../../analysis/ordination/nmds'
import { pcoa } from '../../../analysis/ordination/pcoa'
import { fitVectors } from '../../../analysis/stats/envfit'
import { cell, formatNumber } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { normalisedForDistances } from '../normalisation'
import { ordinationScatter } from '../ordination-chart'
import { distancesForRun } from '../sample-distances'
import { METADATA_FILE, NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

const ARROW_COLOUR = '#c0392b'

/**
 * envfit (vegan): every numeric column of the environmental table fitted onto a two-axis PCoA or
 * NMDS of the distances between samples, as an arrow with its r² and permutation p.
 */
export const envfitExecutor: ToolExecutor = async (input) => {
  const {
    metric,
    normalisation,
    ordination,
    group_column: column,
    permutations,
    show_labels: showLabels,
  } = parameters.parse(input)
  const table = await readTableInput(input)
  // The environmental table doubles as the metadata: a grouping column only colours the points.
  const grouping = column === '' ? null : readGrouping(input, table, { required: false, column })
  const file = input.files[METADATA_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noNumericColumns())
  const metadata = readSampleMetadata(file.bytes, { fileName: file.fileName })
  const variables: { name: string; values: number[] }[] = []
  const skipped: string[] = []
  for (const name of metadata.columns) {
    if (name === column) continue
    const cells = groupingFor(metadata, name, table.sampleIds)
    const values = cells.map((value) => (value.trim() === '' ? NaN : Number(value)))
    if (values.every(Number.isFinite)) variables.push({ name, values })
    else skipped.push(name)
  }
  if (variables.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noNumericColumns())

  const normalised = normalisedForDistances(table, normalisation, metric, input.seed)
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, normalised.table, metric)
  let points: [number, number][]
  let axisTitles: [ResultText, ResultText]
  if (ordination === 'pcoa') {
    const result = pcoa(distances, { dimensions: 2 })
    points = result.coordinates.map((row) => [row[0], row[1]])
    const percent = (axis: number) => `${formatNumber(100 * result.proportionExplained[axis], NUMBER_STYLE)}%`
    axisTitles = [text.pcoaAxis({ axis: 1, percent: percent(0) }), text.pcoaAxis({ axis: 2, percent: percent(1) })]
  } else {
    const result = nmds(distances, { dimensions: 2, starts: 20, seed: input.seed })
    points = result.coordinates.map((row) => [row[0], row[1]])
    axisTitles = ['NMDS1', 'NMDS2']
  }
  const fitted = fitVectors(points, variables, { permutations, seed: input.seed })

  const ordinationName = ordination === 'pcoa' ? 'PCoA' : 'NMDS'
  const title = text.title({ ordination: ordinationName, metric: metricName })
  const chart = ordinationScatter({
    id: 'envfit',
    title,
    sampleIds: table.sampleIds,
    points,
    grouping,
    axisTitles,
    showLabels,
  })
  // vegan's ordiArrowMul: one factor brings the longest arrow (√r²) to most of the plot's half-width.
  const reach = Math.max(...points.flatMap(([x, y]) => [Math.abs(x), Math.abs(y)]))
  const longest = Math.max(...fitted.map((vector) => Math.sqrt(vector.r2)))
  const scale = longest > 0 ? (0.75 * reach) / longest : 0
  const plugins = chart.options?.plugins as { annotation: { annotations: Record<string, unknown> } }
  fitted.forEach((vector, v) => {
    const length = Math.sqrt(vector.r2) * scale
    plugins.annotation.annotations[`arrow-${v}`] = {
      type: 'line',
      xMin: 0,
      yMin: 0,
      xMax: vector.direction[0] * length,
      yMax: vector.direction[1] * length,
      borderColor: ARROW_COLOUR,
      borderWidth: 2,
      arrowHeads: { end: { display: true, length: 8, width: 5 } },
      label: {
        display: true,
        content: vector.name,
        position: 'end',
        backgroundColor: 'rgba(255,255,255,0.7)',
        color: ARROW_COLOUR,
        font: { size: 11 },
      },
    }
  })

  const notes: ResultText[] = [
    text.summary({
      ordination: ordinationName,
      metric: metricName,
      samples: table.sampleIds.length,
      variables: fitted.length,
      permutations,
      significant: fitted.filter((vector) => vector.pValue <= 0.05).length,
    }),
    text.arrowsNote(),
    ...normalised.notes,
    ...treeNotes,
  ]
  if (skipped.length > 0) notes.push(text.skippedColumns({ columns: skipped.join(', ') }))
  const axisNames = ordination === 'pcoa' ? ['PCoA1', 'PCoA2'] : ['NMDS1', 'NMDS2']
  return {
    charts: [chart],
    tables: [
      {
        id: 'envfit-vectors',
        title: text.vectorsTitle(),
        columns: [text.variable(), ...axisNames, 'r²', 'p'],
        rows: fitted.map((vector) => [
          vector.name,
          cell(vector.direction[0]),
          cell(vector.direction[1]),
          cell(vector.r2),
          cell(vector.pValue),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
