import { type FeatureTable, sampleRow } from '../../../analysis/feature-table'
import type { Rank } from '../../../analysis/taxonomy'
import {
  collapseToRank,
  groupMeans,
  relativeAbundance,
  taxonLabels,
  topFeaturesWithOthers,
} from '../../../analysis/taxonomy-summary'
import { cell, formatNumber, NEUTRAL_COLOUR, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import { choiceParam, numberParam } from '../../kit/params'
import { inLanguage, type Language } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import type { RunWarning } from '../../../core/tool-results'

export const COMPOSITION_RANKS = ['Phylum', 'Class', 'Order', 'Family', 'Genus'] as const satisfies readonly Rank[]

export const RANK_NAMES: Record<Rank, { zh: string; en: string }> = {
  Kingdom: { zh: '界', en: 'kingdom' },
  Phylum: { zh: '门', en: 'phylum' },
  Class: { zh: '纲', en: 'class' },
  Order: { zh: '目', en: 'order' },
  Family: { zh: '科', en: 'family' },
  Genus: { zh: '属', en: 'genus' },
  Species: { zh: '种', en: 'species' },
}

/** How a taxon unassigned at the rank is named, in the run's language. */
/**
 * The table a tool compares at `level` (the features themselves, or their taxa at a rank) and a
 * readable label per row; a rank without a taxonomy column is the user's input problem (1002).
 */
export function featuresAtLevel(
  table: FeatureTable,
  level: 'feature' | Rank,
  language: Language,
): { table: FeatureTable; labels: readonly string[] } {
  if (level === 'feature') return { table, labels: table.featureIds }
  if (!table.taxonomy)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      inLanguage(
        language,
        `在${RANK_NAMES[level].zh}水平分析需要物种注释：请在 OTU/ASV 表最后一列加入 "taxonomy" 列，或把参数 level 设为 OTU/ASV。`,
        `Analysing at ${RANK_NAMES[level].en} level needs taxonomy: add a last column "taxonomy" to the OTU/ASV table, or set parameter level to OTU/ASV.`,
      ),
    )
  const collapsed = collapseToRank(table, level)
  return { table: collapsed.table, labels: taxonLabels(collapsed.taxa, taxonLabelWords(language)) }
}

export function taxonLabelWords(language: Language) {
  return {
    unclassified: (ancestor: string) => inLanguage(language, `未分类 ${ancestor}`, `Unclassified ${ancestor}`),
    unassigned: inLanguage(language, '未注释', 'Unassigned'),
  }
}

/** Internal id of the pooled rest, which no lineage ("a;b;c") can equal. */
const OTHERS_ID = '\u0000others'

/**
 * Relative abundance of the taxa at one rank in each sample (or the mean of each group's samples),
 * as 100% stacked bars of the most abundant taxa with the rest pooled as "Others".
 */
export const taxonomyCompositionExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  if (!table.taxonomy) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        'OTU/ASV 表没有物种注释：请在最后一列加入 "taxonomy" 列（或上传带 taxonomy 元数据的 BIOM 文件）。',
        'The OTU/ASV table has no taxonomy: add a last column "taxonomy" (or upload a BIOM file with taxonomy metadata).',
      ),
    )
  }
  const rank = choiceParam(input, 'rank', COMPOSITION_RANKS, 'Phylum')
  const topCount = numberParam(input, 'top_n', { min: 1, max: 20, fallback: 10, integer: true })
  const display = choiceParam(input, 'display', ['samples', 'groups'] as const, 'samples')
  const grouping = readGrouping(input, table, { required: display === 'groups' })

  const { table: taxa, taxa: rankTaxa } = collapseToRank(table, rank)
  const labels = taxonLabels(rankTaxa, taxonLabelWords(language))
  const labelOf = new Map(taxa.featureIds.map((lineage, t) => [lineage, labels[t]]))
  labelOf.set(OTHERS_ID, say('其他', 'Others'))
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
  const rankName = RANK_NAMES[rank][language]

  const title = say(`${rankName}水平物种组成（前 ${topCount}）`, `Composition at ${rankName} level (top ${topCount})`)
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
            ? say(
                `"${grouping.column}" 各组样本的平均相对丰度`,
                `Mean relative abundance of the samples of each "${grouping.column}" group`,
              )
            : grouping
              ? say(`样本按 "${grouping.column}" 分组排列`, `Samples ordered by "${grouping.column}"`)
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
          title: { display: true, text: say('相对丰度（%）', 'Relative abundance (%)') },
        },
      },
    },
    width: Math.max(900, 30 * columns.sampleIds.length + 480),
    height: 600,
  }

  // All taxa, most abundant first, so the table also holds what "Others" pooled.
  const everyTaxon = topFeaturesWithOthers(columns, columns.featureIds.length, OTHERS_ID)
  const abundanceTable = {
    id: 'relative-abundance',
    title: say(`${rankName}水平相对丰度（%）`, `Relative abundance at ${rankName} level (%)`),
    columns: [say('分类单元', 'Taxon'), say('分类谱系', 'Lineage'), ...columns.sampleIds],
    rows: everyTaxon.table.featureIds.map((lineage, k) => [
      labelOf.get(lineage) as string,
      lineage,
      ...percentOf(everyTaxon.table, k).map(cell),
    ]),
  }

  const meanPercent = (summary: FeatureTable, f: number) =>
    percentOf(summary, f).reduce((sum, value) => sum + value, 0) / summary.sampleIds.length
  const coveredByTop = top.kept.reduce((sum, _, k) => sum + meanPercent(top.table, k), 0)
  const notes = [
    say(
      `${table.featureIds.length} 个 OTU/ASV 归并为 ${taxa.featureIds.length} 个${rankName}；前 ${top.kept.length} 个平均占 ${formatNumber(coveredByTop, NUMBER_STYLE)}%。`,
      `${table.featureIds.length} OTUs/ASVs fall into ${taxa.featureIds.length} taxa at ${rankName} level; the top ${top.kept.length} make up ${formatNumber(coveredByTop, NUMBER_STYLE)}% on average.`,
    ),
    say(
      '未注释到该水平的 OTU/ASV 以其最近的已注释上级命名（“未分类 …”）。',
      'OTUs/ASVs without a name at this rank are pooled under their closest named ancestor ("Unclassified …").',
    ),
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
