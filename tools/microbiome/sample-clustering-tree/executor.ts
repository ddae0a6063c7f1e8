import { copheneticDistances, hierarchicalClustering } from '../../../analysis/clustering'
import { toSquare } from '../../../analysis/distance-matrix'
import { pearson } from '../../../analysis/stats/correlation'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { dendrogramDataset, dendrogramOutline } from '../../charts-advanced/shared'
import {
  cell,
  formatNumber,
  INK,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  TABLEAU_20,
  titleOptions,
} from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { distancesForRun } from '../sample-distances'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Leaf labels get this many pixels per sample, so names never overlap, up to the tallest chart;
 * beyond that (about 190 samples) the labels shrink, and chart.js skips some rather than overlap them.
 */
const PIXELS_PER_LEAF = 20
const MIN_LABEL_FONT = 7
/** Title, legend and height axis take about this many pixels of the chart's height. */
const CHART_MARGINS = 150
const UNGROUPED_COLOUR = '#9e9e9e'

/**
 * Hierarchical clustering of the samples on a beta diversity (R: `hclust(vegdist(t(otu)), method)`,
 * or on `phyloseq::UniFrac`): UPGMA by default, the classic sample tree of a 16S survey. Drawn like
 * the Dendrogram chart (line segments over a true height axis, leaves labelled on the right), with
 * a dot per leaf coloured by group; the tree is also written as Newick.
 */
export const sampleClusteringTreeExecutor: ToolExecutor = async (input) => {
  const { metric, linkage, group_column: column } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const samples = table.sampleIds
  if (samples.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewSamples())
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, table, metric)
  const tree = hierarchicalClustering(distances, linkage)
  const top = tree.heights[tree.heights.length - 1]
  const copheneticCorrelation = pearson(copheneticDistances(tree), distances.condensed)
  const linkageName = text[linkage]()

  const groupOf = (s: number) => (grouping ? grouping.grouping[s] : '')
  const ungrouped = new Set(grouping?.ungroupedSampleIds ?? [])
  const place = (position: number, height: number) => ({ x: height, y: position })
  const leafDots = (label: ResultText, colour: string, members: (s: number) => boolean) => ({
    type: 'scatter',
    label,
    data: tree.order.flatMap((s, position) => (members(s) ? [place(position, 0)] : [])),
    backgroundColor: colour,
    borderColor: '#ffffff',
    borderWidth: 1,
    pointRadius: 6,
    // The dots sit on the plot's edge (height 0); unclipped they show whole.
    clip: false,
  })
  const datasets: Record<string, unknown>[] = [
    dendrogramDataset(
      dendrogramOutline(tree, place),
      { xAxisID: 'x', yAxisID: 'y' },
      { label: text.treeLabel({ metric: metricName, linkage: linkageName }), borderWidth: 1.5 },
    ),
    ...(grouping?.groups ?? []).map((group, g) =>
      leafDots(group, paletteColour(g, TABLEAU_20), (s) => groupOf(s) === group),
    ),
  ]
  if (ungrouped.size > 0)
    datasets.push(leafDots(microbiomeText.noGroup(), UNGROUPED_COLOUR, (s) => ungrouped.has(samples[s])))

  const chartHeight = Math.min(
    ADVANCED_CHART_SIZE_LIMITS.maxHeight,
    Math.max(420, CHART_MARGINS + samples.length * PIXELS_PER_LEAF),
  )
  const pixelsPerLeaf = (chartHeight - CHART_MARGINS) / samples.length
  const title = text.title({ metric: metricName })
  const correlation = formatNumber(copheneticCorrelation, NUMBER_STYLE)
  const subtitle = text.subtitle({ samples: samples.length, linkage: linkageName, correlation })
  const chart = {
    id: 'sample-tree',
    title,
    type: 'scatter' as const,
    data: { datasets },
    options: {
      plugins: {
        ...titleOptions(title, { subtitle, subtitleGap: 10, subtitleFontSize: 12 }),
        legend: inkedLegendOptions('top', { display: grouping !== null }),
      },
      scales: {
        x: inkedAxisOptions(text.heightAxis({ metric: metricName }), {
          type: 'linear',
          min: 0,
          max: top > 0 ? top * 1.04 : 1,
          reverse: true,
          position: 'bottom',
        }),
        // Leaf 0 at the top, where the category axis writes its first label.
        y: { type: 'linear', min: -0.5, max: samples.length - 0.5, display: false, reverse: true },
        leafLabels: {
          type: 'category',
          labels: tree.order.map((s) => samples[s]),
          offset: true,
          position: 'right',
          grid: { display: false },
          ticks: {
            color: INK,
            autoSkip: pixelsPerLeaf < MIN_LABEL_FONT,
            font: { size: Math.max(MIN_LABEL_FONT, Math.min(12, Math.floor(pixelsPerLeaf * 0.6))) },
          },
        },
      },
    },
    width: 820,
    height: chartHeight,
  }

  const clusterName = (cluster: number) =>
    cluster < samples.length ? samples[cluster] : `#${cluster + 1 - samples.length}`
  const clusterSizes: number[] = samples.map(() => 1)
  const merges: ResultTable = {
    id: 'sample-tree-merges',
    title: text.mergesTitle({ metric: metricName, linkage: linkageName }),
    columns: [text.step(), text.cluster1(), text.cluster2(), text.height(), text.clusterSize()],
    rows: tree.merges.map(([a, b], k) => {
      clusterSizes.push(clusterSizes[a] + clusterSizes[b])
      return [`#${k + 1}`, clusterName(a), clusterName(b), cell(tree.heights[k]), clusterSizes[samples.length + k]]
    }),
  }
  const leaves: ResultTable = {
    id: 'sample-tree-leaves',
    title: text.leavesTitle(),
    columns: [text.position(), microbiomeText.sample(), ...(grouping ? [grouping.column] : [])],
    rows: tree.order.map((s, position) => [position + 1, samples[s], ...(grouping ? [groupOf(s)] : [])]),
  }
  const matrix: ResultTable = {
    id: 'distance-matrix',
    title: microbiomeText.distanceMatrix({ metric: metricName }),
    columns: [microbiomeText.sample(), ...samples],
    rows: toSquare(distances).map((row, i) => [samples[i], ...row.map(cell)]),
  }

  return {
    charts: [chart],
    tables: [merges, leaves, matrix],
    files: [{ name: 'sample_tree.nwk', contentType: 'text/plain', content: `${tree.newick}\n` }],
    notes: [
      text.summary({
        samples: samples.length,
        metric: metricName,
        linkage: linkageName,
        root: formatNumber(top, NUMBER_STYLE),
      }),
      text.copheneticNote({ correlation }),
      text.newickNote(),
      ...treeNotes,
    ],
  }
}
