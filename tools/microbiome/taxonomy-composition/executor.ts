import { type FeatureTable, sampleRow } from '../../../analysis/feature-table'
import {
  collapseToRank,
  groupMeans,
  relativeAbundance,
  topFeaturesWithOthers,
} from '../../../analysis/taxonomy-summary'
import { cell, formatNumber, NEUTRAL_COLOUR, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { RunWarning } from '../../../core/tool-results'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { microbiomeText } from '../messages'
import { rankName, requireTaxonomy, taxonLabelTexts } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

/** Internal id of the pooled rest, which no lineage ("a;b;c") can equal. */
const OTHERS_ID = '\u0000others'

/**
 * Relative abundance of the taxa at one rank in each sample (or the mean of each group's samples),
 * as 100% stacked bars of the most abundant taxa with the rest pooled as "Others".
 */
export const taxonomyCompositionExecutor: ToolExecutor = async (input) => {
  const { rank, top_n: topCount, display, group_column: column } = parameters.parse(input)
  const table = await readTableInput(input)
  requireTaxonomy(table)
  const grouping = readGrouping(input, table, { required: display === 'groups', column })

  const { table: taxa, taxa: rankTaxa } = collapseToRank(table, rank)
  const labels = taxonLabelTexts(rankTaxa)
  const labelOf = new Map<string, ResultText>(taxa.featureIds.map((lineage, t) => [lineage, labels[t]]))
  labelOf.set(OTHERS_ID, text.others())
  const relative = relativeAbundance(taxa)
  // Per-sample bars keep the samples of a group together, groups in order of first appearance.
  const columns: FeatureTable =
    display === 'groups' && grouping
      ? groupMeans(relative, grouping.grouping)
      : grouping
        ? reorderSamples(
            relative,
            grouping.groups.flatMap((group) =>
              relative.sampleIds.flatMap((_, s) => (grouping.grouping[s] === group ? [s] : [])),
            ),
          )
        : relative
  const top = topFeaturesWithOthers(columns, topCount, OTHERS_ID)
  const percentOf = (summary: FeatureTable, f: number) =>
    summary.sampleIds.map((_, c) => 100 * sampleRow(summary, c)[f])
  const rankWord = rankName(rank)

  const title = text.title({ rank: rankWord, top: topCount })
  const chart = {
    id: 'taxonomy-composition',
    title,
    type: 'bar' as const,
    data: {
      labels: columns.sampleIds,
      datasets: top.table.featureIds.map((id, k) => ({
        label: labelOf.get(id),
        data: percentOf(top.table, k),
        backgroundColor: id === OTHERS_ID ? NEUTRAL_COLOUR : paletteColour(k, TABLEAU_20),
        borderWidth: 0,
      })),
    },
    options: {
      plugins: {
        ...plainTitleOptions(
          title,
          display === 'groups' && grouping
            ? text.groupMeansSubtitle({ column: grouping.column })
            : grouping
              ? text.orderedSubtitle({ column: grouping.column })
              : undefined,
        ),
        legend: { position: 'right', labels: { boxWidth: 12 } },
      },
      scales: {
        x: { stacked: true, ticks: { autoSkip: false, maxRotation: 90 } },
        y: {
          stacked: true,
          min: 0,
          max: 100,
          title: { display: true, text: text.relativeAbundanceAxis() },
        },
      },
    },
    width: Math.max(900, 30 * columns.sampleIds.length + 480),
    height: 600,
  }

  // All taxa, most abundant first, so the table also holds what "Others" pooled.
  const everyTaxon = topFeaturesWithOthers(columns, columns.featureIds.length, OTHERS_ID)
  const abundanceTable: ResultTable = {
    id: 'relative-abundance',
    title: text.tableTitle({ rank: rankWord }),
    columns: [microbiomeText.taxon(), microbiomeText.lineage(), ...columns.sampleIds],
    rows: everyTaxon.table.featureIds.map((lineage, k) => [
      labelOf.get(lineage) as ResultText,
      lineage,
      ...percentOf(everyTaxon.table, k).map(cell),
    ]),
  }

  const meanPercent = (summary: FeatureTable, f: number) =>
    percentOf(summary, f).reduce((sum, value) => sum + value, 0) / summary.sampleIds.length
  const coveredByTop = top.kept.reduce((sum, _, k) => sum + meanPercent(top.table, k), 0)
  const notes = [
    text.summary({
      features: table.featureIds.length,
      taxa: taxa.featureIds.length,
      rank: rankWord,
      top: top.kept.length,
      percent: formatNumber(coveredByTop, NUMBER_STYLE),
    }),
    text.unclassifiedNote(),
  ]
  // A rank the lineages never reach pools everything as "Unclassified …": the chart looks fine and says nothing.
  const warnings: RunWarning[] = rankTaxa.every((taxon) => taxon.name === null)
    ? [{ code: 'rankAbsent', params: { rank } }]
    : []
  return { charts: [chart], tables: [abundanceTable], files: [], notes, warnings }
}

function reorderSamples(table: FeatureTable, order: readonly number[]): FeatureTable {
  const width = table.featureIds.length
  const counts = new Float64Array(table.counts.length)
  order.forEach((s, k) => counts.set(sampleRow(table, s), k * width))
  return { ...table, sampleIds: order.map((s) => table.sampleIds[s]), counts }
}
