import { log10Abundance } from '../../../analysis/abundance-scaling'
import { hierarchicalClustering, type Dendrogram } from '../../../analysis/clustering'
import { sampleRow } from '../../../analysis/feature-table'
import { rowDistances } from '../../../analysis/numeric-distances'
import { zScores } from '../../../analysis/stats/scaling'
import {
  collapseToRank,
  relativeAbundance,
  taxonLabels,
  topFeaturesWithOthers,
} from '../../../analysis/taxonomy-summary'
import { heatmapChart } from '../../charts-advanced/heatmap-layout'
import { cell, colourAt, formatNumber } from '../../kit/chart-style'
import { booleanParam, choiceParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { COMPOSITION_RANKS } from '../definitions'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

export const HEATMAP_SCALES = ['percent', 'log10', 'zscore'] as const
type HeatmapScale = (typeof HEATMAP_SCALES)[number]

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
  const rank = choiceParam(input, 'rank', COMPOSITION_RANKS, 'Genus')
  const topCount = numberParam(input, 'top_n', { min: 2, max: 100, fallback: 30, integer: true })
  const scale: HeatmapScale = choiceParam(input, 'scale', HEATMAP_SCALES, 'log10')
  const clusterTaxa = booleanParam(input, 'cluster_taxa', true)
  const grouping = readGrouping(input, table, { required: false })
  const clusterSamples = !grouping && booleanParam(input, 'cluster_samples', true)
  if (table.sampleIds.length < 2) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say('热图至少需要 2 个样本。', 'A heatmap needs at least 2 samples.'),
    )
  }

  const { table: taxa, taxa: rankTaxa } = collapseToRank(table, rank)
  const labels = taxonLabels(rankTaxa, taxonLabelWords(language))
  const relative = relativeAbundance(taxa)
  const { kept } = topFeaturesWithOthers(relative, Math.min(topCount, taxa.featureIds.length), OTHERS_ID)
  if (kept.length < 2) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `${RANK_NAMES[rank].zh}水平只有 ${kept.length} 个分类单元，热图至少需要 2 个。`,
        `There is ${kept.length} taxon at ${RANK_NAMES[rank].en} level; a heatmap needs at least 2.`,
      ),
    )
  }
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
  const taxonTree = clusterTaxa ? cluster(values, taxonLabelsShown) : undefined
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
  const caption = {
    percent: say('相对丰度（%）', 'Relative abundance (%)'),
    log10: say('log10 相对丰度（%）', 'log10 relative abundance (%)'),
    zscore: say('Z 值（每个分类单元）', 'z-score (per taxon)'),
  }[scale]
  const rankName = RANK_NAMES[rank][language]
  const title = say(
    `${rankName}水平丰度热图（前 ${kept.length}）`,
    `Heatmap of the top ${kept.length} taxa at ${rankName} level`,
  )
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

  const lineageColumns = [say('分类单元', 'Taxon'), say('分类谱系', 'Lineage')]
  const percentTable = {
    id: 'taxonomy-heatmap-percent',
    title: say(`${rankName}水平相对丰度（%，热图顺序）`, `Relative abundance at ${rankName} level (%, heatmap order)`),
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
      title: say(`热图数值（${caption}）`, `Heatmap values (${caption})`),
      columns: percentTable.columns,
      rows: rowOrder.map((i, r) => [taxonLabelsShown[i], taxa.featureIds[kept[i]], ...shown[r].map(cell)]),
    })
  }

  const covered = percent.reduce((sum, row) => sum + row.reduce((rowSum, v) => rowSum + v, 0), 0) / sampleOrder.length
  const notes = [
    say(
      `${table.featureIds.length} 个 OTU/ASV 归并为 ${taxa.featureIds.length} 个${rankName}；平均相对丰度最高的 ${kept.length} 个平均占 ${formatNumber(covered, NUMBER_STYLE)}%。`,
      `${table.featureIds.length} OTUs/ASVs fall into ${taxa.featureIds.length} taxa at ${rankName} level; the ${kept.length} of highest mean relative abundance make up ${formatNumber(covered, NUMBER_STYLE)}% on average.`,
    ),
    {
      percent: say('颜色为相对丰度（%），未缩放。', 'Colours show relative abundance (%), unscaled.'),
      log10:
        log10 && log10.pseudocount > 0
          ? say(
              `颜色为 log10 相对丰度（%）；为 0 的单元格以最小非零值的一半（${formatNumber(log10.pseudocount, NUMBER_STYLE)}%）代替。`,
              `Colours show log10 relative abundance (%); zeros are drawn as half the smallest non-zero value (${formatNumber(log10.pseudocount, NUMBER_STYLE)}%).`,
            )
          : say('颜色为 log10 相对丰度（%）。', 'Colours show log10 relative abundance (%).'),
      zscore: say(
        '每个分类单元的相对丰度标准化为 Z 值（减均值、除以标准差），颜色显示它在哪些样本中偏高或偏低。',
        "Each taxon's relative abundances are scaled to z-scores (minus its mean, over its SD), so colours show where it is high or low.",
      ),
    }[scale],
  ]
  if (taxonTree || sampleTree) {
    const what = [
      taxonTree ? say('分类单元', 'Taxa') : '',
      sampleTree ? say('样本', taxonTree ? 'samples' : 'Samples') : '',
    ]
      .filter(Boolean)
      .join(say('和', ' and '))
    notes.push(
      say(
        `${what}按所示数值的欧氏距离、完全连接层次聚类（同 pheatmap 默认），并按树的叶序排列。`,
        `${what} clustered by complete linkage on Euclidean distances of the values shown (pheatmap's default) and ordered by the dendrogram.`,
      ),
    )
  }
  if (grouping) {
    notes.push(
      say(
        `样本按 "${grouping.column}" 分组排列（组按首次出现的顺序${grouping.ungroupedSampleIds.length > 0 ? '，没有分组的样本在最后' : ''}），不做样本聚类。`,
        `Samples are ordered by "${grouping.column}" (groups in order of first appearance${grouping.ungroupedSampleIds.length > 0 ? ', samples without a group last' : ''}) and not clustered.`,
      ),
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
