import { hierarchicalClustering } from '../../../analysis/clustering'
import { toSquare } from '../../../analysis/distance-matrix'
import { cell, colourAt, formatNumber } from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { heatmapChart } from '../../charts-advanced/heatmap-layout'
import { microbiomeText } from '../messages'
import { normalisedForDistances } from '../normalisation'
import { distancesForRun } from '../sample-distances'
import { NUMBER_STYLE, readTableInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Low distances (similar samples) dark, high distances light, as phyloseq and QIIME 2 draw them. */
const STOPS = ['#08306b', '#4292c6', '#f7fbff']

/**
 * The distance matrix between samples as a heatmap whose rows and columns follow the leaf order of a
 * hierarchical clustering of the same distances (R: `hclust(d, method)`), its dendrogram beside and
 * above the grid.
 */
export const betaDiversityHeatmapExecutor: ToolExecutor = async (input) => {
  const { metric, normalisation, linkage } = parameters.parse(input)
  const table = await readTableInput(input)
  const normalised = normalisedForDistances(table, normalisation, metric, input.seed)
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, normalised.table, metric)
  const tree = hierarchicalClustering(distances, linkage)
  const square = toSquare(distances)
  const order = tree.order
  const shown = order.map((i) => order.map((j) => square[i][j]))
  const off = distances.condensed.length > 0 ? Array.from(distances.condensed) : [0]
  const min = Math.min(...off)
  const max = Math.max(...off)
  const colourOf = (value: number) => colourAt(STOPS, max > min ? (value - min) / (max - min) : 0)
  const labels = order.map((i) => table.sampleIds[i])
  const n = labels.length
  const chart = heatmapChart({
    id: 'beta-heatmap',
    title: text.title({ metric: metricName }),
    size: { width: Math.min(2400, Math.max(700, 300 + n * 22)), height: Math.min(2400, Math.max(600, 300 + n * 22)) },
    rowLabels: labels,
    columnLabels: labels,
    values: shown,
    colours: shown.map((row) => row.map(colourOf)),
    rowTree: tree,
    columnTree: tree,
    key: { caption: text.keyCaption({ metric: metricName }), stops: STOPS, min, max },
    keyPlacement: 'corner',
    rowLabelSide: 'right',
  })
  return {
    charts: [chart],
    tables: [
      {
        id: 'ordered-distances',
        title: text.orderedTitle({ metric: metricName }),
        columns: [microbiomeText.sample(), ...labels],
        rows: shown.map((row, r) => [labels[r], ...row.map(cell)]),
      },
      {
        id: 'merge-heights',
        title: text.heightsTitle(),
        columns: [text.step(), text.height()],
        rows: Array.from(tree.heights, (height, k) => [k + 1, cell(height)]),
      },
    ],
    files: [{ name: 'sample-dendrogram.nwk', contentType: 'text/plain', content: `${tree.newick}\n` }],
    notes: [
      text.summary({
        samples: n,
        metric: metricName,
        linkage: text[linkage](),
        min: formatNumber(min, NUMBER_STYLE),
        max: formatNumber(max, NUMBER_STYLE),
      }),
      ...normalised.notes,
      ...treeNotes,
    ],
  }
}
