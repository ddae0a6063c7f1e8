import { log10Abundance } from '../../../analysis/abundance-scaling'
import { hierarchicalClustering, type Dendrogram } from '../../../analysis/clustering'
import { sampleRow } from '../../../analysis/feature-table'
import { rowDistances } from '../../../analysis/numeric-distances'
import { zScores } from '../../../analysis/stats/scaling'
import { collapseToRank, relativeAbundance, topFeaturesWithOthers } from '../../../analysis/taxonomy-summary'
import { heatmapChart } from '../../charts-advanced/heatmap-layout'
import { cell, colourAt, formatNumber } from '../../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { microbiomeText } from '../messages'
import { rankName, requireTaxonomy, taxonFileLabels, taxonLabelTexts } from '../taxa'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

const SEQUENTIAL_STOPS = ['#fff7ec', '#fdbb84', '#ef6548', '#7f0000']
const DIVERGING_STOPS = ['#2166ac', '#f7f7f7', '#b2182b']
/** Internal id of the pooled rest, which no lineage ("a;b;c") can equal. */
const OTHERS_ID = '\u0000others'

/**
 * A heatmap of the N taxa at one rank with the highest mean relative abundance, in each sample:
 * relative abundance in percent, its log10, or z-scores per taxon; taxa and samples optionally
 * clustered as pheatmap does (complete linkage on Euclidean distances of the shown values, the
 * ClusteredHeatmap tool's machinery), or samples kept together by a metadata group.
 */
export const taxonomyHeatmapExecutor: ToolExecutor = async (input) => {
  const {
    rank,
    top_n: topCount,
    scale,
    cluster_taxa: clusterTaxa,
    cluster_samples: clusterSamplesAsked,
    group_column: column,
  } = parameters.parse(input)
  const table = await readTableInput(input)
  requireTaxonomy(table)
  const grouping = readGrouping(input, table, { required: false, column })
  const clusterSamples = !grouping && clusterSamplesAsked
  if (table.sampleIds.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewSamples())

  const { table: taxa, taxa: rankTaxa } = collapseToRank(table, rank)
  const labels = taxonLabelTexts(rankTaxa)
  const fileLabels = taxonFileLabels(rankTaxa)
  const relative = relativeAbundance(taxa)
  const { kept } = topFeaturesWithOthers(relative, Math.min(topCount, taxa.featureIds.length), OTHERS_ID)
  const rankWord = rankName(rank)
  if (kept.length < 2)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewTaxa({ rank: rankWord, count: kept.length }))
  // Samples of a group stay together, groups in order of first appearance, samples without a group last.
  const groupRank = new Map(grouping?.groups.map((group, g) => [group, g]))
  const rankOf = (s: number) => (grouping ? (groupRank.get(grouping.grouping[s]) ?? groupRank.size) : 0)
  const sampleOrder = table.sampleIds.map((_, s) => s).sort((a, b) => rankOf(a) - rankOf(b) || a - b)
  const percent = kept.map((t) => sampleOrder.map((s) => 100 * sampleRow(relative, s)[t]))
  const log10 = scale === 'log10' ? log10Abundance(percent) : null
  const values = log10 ? log10.values : zScores(percent, scale === 'zscore' ? 'rows' : 'none')

  const sampleLabels = sampleOrder.map((s) =>
    grouping && groupRank.has(grouping.grouping[s])
      ? `${table.sampleIds[s]} (${grouping.grouping[s]})`
      : table.sampleIds[s],
  )
  const taxonLabelsShown = kept.map((t) => labels[t])
  const cluster = (vectors: ArrayLike<number>[], ids: string[]): Dendrogram =>
    hierarchicalClustering(rowDistances(vectors, ids, 'euclidean'), 'complete')
  // The Newick download names its leaves in English, like every downloaded file.
  const taxonTree = clusterTaxa
    ? cluster(
        values,
        kept.map((t) => fileLabels[t]),
      )
    : undefined
  const sampleTree = clusterSamples
    ? cluster(
        sampleLabels.map((_, j) => values.map((row) => row[j])),
        sampleLabels,
      )
    : undefined
  const rowOrder = taxonTree?.order ?? kept.map((_, i) => i)
  const columnOrder = sampleTree?.order ?? sampleLabels.map((_, j) => j)
  const shown = rowOrder.map((i) => columnOrder.map((j) => values[i][j]))

  let min = Infinity
  let max = -Infinity
  for (const row of shown)
    for (const v of row) {
      min = Math.min(min, v)
      max = Math.max(max, v)
    }
  if (scale === 'zscore') [min, max] = [-Math.max(-min, max), Math.max(-min, max)]
  const stops = scale === 'zscore' ? DIVERGING_STOPS : SEQUENTIAL_STOPS
  const colourOf = (v: number) => colourAt(stops, max > min ? (v - min) / (max - min) : 0.5)
  const caption = { percent: text.percentCaption(), log10: text.log10Caption(), zscore: text.zscoreCaption() }[scale]
  const title = text.title({ rank: rankWord, count: kept.length })
  const chart = heatmapChart({
    id: 'taxonomy-heatmap',
    title,
    size: {
      width: Math.min(3000, Math.max(800, 480 + 26 * sampleLabels.length)),
      height: Math.min(2400, Math.max(480, 320 + 18 * kept.length)),
    },
    rowLabels: rowOrder.map((i) => taxonLabelsShown[i]),
    columnLabels: columnOrder.map((j) => sampleLabels[j]),
    values: shown,
    colours: shown.map((row) => row.map(colourOf)),
    rowTree: taxonTree,
    columnTree: sampleTree,
    key: { caption, stops, min, max },
    keyPlacement: 'corner',
    rowLabelSide: 'right',
  })

  const lineageColumns = [microbiomeText.taxon(), microbiomeText.lineage()]
  const percentTable: ResultTable = {
    id: 'taxonomy-heatmap-percent',
    title: text.percentTitle({ rank: rankWord }),
    columns: [...lineageColumns, ...columnOrder.map((j) => table.sampleIds[sampleOrder[j]])],
    rows: rowOrder.map((i) => [
      taxonLabelsShown[i],
      taxa.featureIds[kept[i]],
      ...columnOrder.map((j) => cell(percent[i][j])),
    ]),
  }
  const tables = [percentTable]
  if (scale !== 'percent') {
    tables.push({
      id: 'taxonomy-heatmap-values',
      title: text.valuesTitle({ caption }),
      columns: percentTable.columns,
      rows: rowOrder.map((i, r) => [taxonLabelsShown[i], taxa.featureIds[kept[i]], ...shown[r].map(cell)]),
    })
  }

  const covered = percent.reduce((sum, row) => sum + row.reduce((rowSum, v) => rowSum + v, 0), 0) / sampleOrder.length
  const notes = [
    text.summary({
      features: table.featureIds.length,
      taxa: taxa.featureIds.length,
      rank: rankWord,
      count: kept.length,
      percent: formatNumber(covered, NUMBER_STYLE),
    }),
    {
      percent: text.percentNote(),
      log10:
        log10 && log10.pseudocount > 0
          ? text.log10PseudocountNote({ pseudocount: formatNumber(log10.pseudocount, NUMBER_STYLE) })
          : text.log10Note(),
      zscore: text.zscoreNote(),
    }[scale],
  ]
  if (taxonTree && sampleTree) notes.push(text.bothClustered())
  else if (taxonTree) notes.push(text.taxaClustered())
  else if (sampleTree) notes.push(text.samplesClustered())
  if (grouping) {
    const column = { column: grouping.column }
    notes.push(
      grouping.ungroupedSampleIds.length > 0 ? text.orderedByGroupUngroupedLast(column) : text.orderedByGroup(column),
    )
  }
  return {
    charts: [chart],
    tables,
    files: [
      ...(taxonTree
        ? [{ name: 'taxa-dendrogram.nwk', contentType: 'text/plain', content: `${taxonTree.newick}\n` }]
        : []),
      ...(sampleTree
        ? [{ name: 'samples-dendrogram.nwk', contentType: 'text/plain', content: `${sampleTree.newick}\n` }]
        : []),
    ],
    notes,
  }
}
