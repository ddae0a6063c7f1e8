import { groupingFor, readSampleMetadata, typedMetadataColumn } from '../../../analysis/io/metadata'
import { pcoa } from '../../../analysis/ordination/pcoa'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import { ordinationViewChart, type OrdinationViewerColumn } from '../../../core/charts/ordination-viewer'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { cell, formatNumber, plainTitleOptions } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { normalisedForDistances } from '../normalisation'
import { distancesForRun } from '../sample-distances'
import { METADATA_FILE, NUMBER_STYLE, readTableInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * The principal coordinates (PCoA) of the distances between samples, kept on several axes with every metadata
 * column beside them, so the result page can redraw the scatter on any two axes, coloured and shaped by any column
 * (as QIIME 2's Emperor). The stored chart, and so its PNG, shows the first two axes coloured and shaped by the
 * columns the form named.
 */
export const ordinationViewerExecutor: ToolExecutor = async (input) => {
  const {
    metric,
    normalisation,
    axes: askedAxes,
    colour_column: colourColumn,
    shape_column: shapeColumn,
    show_labels: showLabels,
  } = parameters.parse(input)
  const table = await readTableInput(input)
  const file = input.files[METADATA_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, microbiomeText.metadataMissing())
  const metadata = readSampleMetadata(file.bytes, { fileName: file.fileName })
  for (const [key, column] of [
    ['colour_column', colourColumn],
    ['shape_column', shapeColumn],
  ] as const) {
    if (column !== '' && !metadata.columns.includes(column)) {
      const columns = metadata.columns.map((name) => `"${name}"`).join(', ')
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        text.columnAbsent({ key, column, file: file.fileName, columns }),
      )
    }
  }
  const columns: OrdinationViewerColumn[] = metadata.columns.map((name) => ({
    name,
    ...typedMetadataColumn(groupingFor(metadata, name, table.sampleIds)),
  }))
  if (shapeColumn !== '' && columns.find((column) => column.name === shapeColumn)?.type === 'numeric')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.shapeColumnNumeric({ column: shapeColumn }))

  const normalised = normalisedForDistances(table, normalisation, metric, input.seed)
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, normalised.table, metric)
  const samples = table.sampleIds.length
  const keptAxes = Math.min(askedAxes, samples - 1)
  const ordination = pcoa(distances, { dimensions: keptAxes, proportionDenominator: 'positiveSum' })
  const axisCount = ordination.eigenvalues.length
  const percent = (share: number) => `${formatNumber(100 * share, NUMBER_STYLE)}%`
  const axisNames = Array.from({ length: axisCount }, (_, axis) => `PCoA${axis + 1}`)

  const notes: ResultText[] = [
    text.summary({
      samples,
      metric: metricName,
      axes: axisCount,
      total: percent(ordination.proportionExplained.reduce((sum, share) => sum + share, 0)),
    }),
    text.columnsNote({
      numeric: namesOf(columns, 'numeric'),
      categorical: namesOf(columns, 'categorical'),
    }),
    ...normalised.notes,
    ...treeNotes,
  ]
  if (axisCount < askedAxes) notes.push(text.fewerAxes({ samples, kept: axisCount, asked: askedAxes }))
  if (ordination.smallestEigenvalue < -1e-9 * ordination.eigenvalues[0])
    notes.push(text.negativeEigenvalues({ smallest: formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE) }))

  const title = text.title({ metric: metricName })
  const frame: ChartSpec = {
    id: 'ordination-viewer',
    title,
    type: 'scatter',
    data: { datasets: [] },
    options: { plugins: plainTitleOptions(title) },
    width: 900,
    height: 650,
    viewer: {
      sampleIds: [...table.sampleIds],
      axes: axisNames.map((name, axis) => ({
        name,
        title: text.axisTitle({ axis: axis + 1, percent: percent(ordination.proportionExplained[axis]) }),
        proportionExplained: ordination.proportionExplained[axis],
      })),
      coordinates: ordination.coordinates.map((row) => Array.from(row)),
      columns,
      view: { x: 0, y: Math.min(1, axisCount - 1), colour: colourColumn, shape: shapeColumn || null },
      showLabels,
      noValue: text.noValue(),
    },
  }
  return {
    charts: [ordinationViewChart(frame, {})],
    tables: [
      {
        id: 'pcoa-coordinates',
        title: text.coordinatesTitle({ metric: metricName }),
        columns: [microbiomeText.sample(), ...axisNames],
        rows: table.sampleIds.map((sampleId, s) => [sampleId, ...Array.from(ordination.coordinates[s], cell)]),
      },
      {
        id: 'pcoa-eigenvalues',
        title: text.eigenvaluesTitle(),
        columns: [text.axis(), text.eigenvalue(), text.proportionExplained()],
        rows: axisNames.map((name, axis) => [
          name,
          cell(ordination.eigenvalues[axis]),
          cell(ordination.proportionExplained[axis]),
        ]),
      },
    ],
    files: [],
    notes,
  }
}

function namesOf(columns: readonly OrdinationViewerColumn[], type: OrdinationViewerColumn['type']): ResultText {
  const names = columns.filter((column) => column.type === type).map((column) => column.name)
  return names.length > 0 ? names.join(', ') : text.noColumns()
}
