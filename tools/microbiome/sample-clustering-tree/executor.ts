import { copheneticDistances, hierarchicalClustering, type Linkage } from '../../../analysis/clustering'
import { toSquare } from '../../../analysis/distance-matrix'
import type { SampleDistanceMetric } from '../../../analysis/diversity/sample-distances'
import { pearson } from '../../../analysis/stats/correlation'
import { inLanguage } from '../../../core/language'
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
import { choiceParam } from '../../kit/params'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { distancesForRun } from '../sample-distances'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'

/** The metrics the form offers: the usual ones for clustering samples of a microbiome survey. */
const CLUSTERING_METRICS: readonly SampleDistanceMetric[] = [
  'braycurtis',
  'jaccard',
  'unweighted_unifrac',
  'weighted_unifrac',
  'weighted_normalized_unifrac',
]
const LINKAGES: readonly Linkage[] = ['average', 'complete', 'single']

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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false })
  const linkage = choiceParam(input, 'linkage', LINKAGES, 'average')
  const samples = table.sampleIds
  if (samples.length < 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say('聚类至少需要 2 个样本。', 'Clustering needs at least 2 samples.'),
    )
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, table, CLUSTERING_METRICS)
  const tree = hierarchicalClustering(distances, linkage)
  const top = tree.heights[tree.heights.length - 1]
  const copheneticCorrelation = pearson(copheneticDistances(tree), distances.condensed)
  const linkageName = {
    average: say('平均连接（UPGMA）', 'average linkage (UPGMA)'),
    complete: say('完全连接', 'complete linkage'),
    single: say('单连接', 'single linkage'),
  }[linkage]

  const groupOf = (s: number) => (grouping ? grouping.grouping[s] : '')
  const ungrouped = new Set(grouping?.ungroupedSampleIds ?? [])
  const place = (position: number, height: number) => ({ x: height, y: position })
  const leafDots = (label: string, colour: string, members: (s: number) => boolean) => ({
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
      { label: `${metricName}, ${linkageName}`, borderWidth: 1.5 },
    ),
    ...(grouping?.groups ?? []).map((group, g) =>
      leafDots(group, paletteColour(g, TABLEAU_20), (s) => groupOf(s) === group),
    ),
  ]
  if (ungrouped.size > 0)
    datasets.push(leafDots(say('无分组', 'No group'), UNGROUPED_COLOUR, (s) => ungrouped.has(samples[s])))

  const chartHeight = Math.min(
    ADVANCED_CHART_SIZE_LIMITS.maxHeight,
    Math.max(420, CHART_MARGINS + samples.length * PIXELS_PER_LEAF),
  )
  const pixelsPerLeaf = (chartHeight - CHART_MARGINS) / samples.length
  const title = say(`样本聚类树（${metricName}）`, `Sample clustering tree (${metricName})`)
  const subtitle = say(
    `${samples.length} 个样本，${linkageName}；共表型相关系数 ${formatNumber(copheneticCorrelation, NUMBER_STYLE)}`,
    `${samples.length} samples, ${linkageName}; cophenetic correlation ${formatNumber(copheneticCorrelation, NUMBER_STYLE)}`,
  )
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
        x: inkedAxisOptions(say(`合并高度（${metricName} 距离）`, `Height (${metricName} distance)`), {
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
    title: say(
      `合并步骤（${metricName}，${linkageName}；高度同 R hclust 的 height）`,
      `Merges (${metricName}, ${linkageName}; heights as R hclust's height)`,
    ),
    columns: [
      say('步骤', 'Step'),
      say('合并的簇 1', 'Cluster 1'),
      say('合并的簇 2', 'Cluster 2'),
      say('高度', 'Height'),
      say('新簇的样本数', 'Samples in the new cluster'),
    ],
    rows: tree.merges.map(([a, b], k) => {
      clusterSizes.push(clusterSizes[a] + clusterSizes[b])
      return [`#${k + 1}`, clusterName(a), clusterName(b), cell(tree.heights[k]), clusterSizes[samples.length + k]]
    }),
  }
  const leaves: ResultTable = {
    id: 'sample-tree-leaves',
    title: say('叶的顺序（图中自上而下）', 'Leaf order (top to bottom in the chart)'),
    columns: [say('位置', 'Position'), say('样本', 'Sample'), ...(grouping ? [grouping.column] : [])],
    rows: tree.order.map((s, position) => [position + 1, samples[s], ...(grouping ? [groupOf(s)] : [])]),
  }
  const matrix: ResultTable = {
    id: 'distance-matrix',
    title: say(`${metricName} 距离矩阵`, `${metricName} distance matrix`),
    columns: [say('样本', 'Sample'), ...samples],
    rows: toSquare(distances).map((row, i) => [samples[i], ...row.map(cell)]),
  }

  return {
    charts: [chart],
    tables: [merges, leaves, matrix],
    files: [{ name: 'sample_tree.nwk', contentType: 'text/plain', content: `${tree.newick}\n` }],
    notes: [
      say(
        `${samples.length} 个样本的 ${metricName} 距离，${linkageName}层次聚类；根节点高度 ${formatNumber(top, NUMBER_STYLE)}。步骤 #k 形成的簇在表中记为 #k。`,
        `${linkageName} clustering of ${samples.length} samples on ${metricName} distances; the root is at height ${formatNumber(top, NUMBER_STYLE)}. The cluster formed at step #k is named #k.`,
      ),
      say(
        `共表型相关系数（树上两样本的合并高度与其距离的 Pearson 相关，R: cor(cophenetic(hc), d)）为 ${formatNumber(copheneticCorrelation, NUMBER_STYLE)}：越接近 1，树越忠实于距离。`,
        `Cophenetic correlation (Pearson correlation between the height at which two samples join and their distance; R: cor(cophenetic(hc), d)) is ${formatNumber(copheneticCorrelation, NUMBER_STYLE)}: the closer to 1, the more faithfully the tree shows the distances.`,
      ),
      say(
        'sample_tree.nwk 的枝长为合并高度之差，每个样本到根的距离都等于根节点高度。',
        "sample_tree.nwk's branch lengths are differences of merge heights, so every sample is at the root's height from the root.",
      ),
      ...treeNotes,
    ],
  }
}
