import { kruskalWallisByFeature } from '../../../analysis/stats/differential-abundance'
import { zScores } from '../../../analysis/stats/scaling'
import { heatmapChart } from '../../charts-advanced/heatmap-layout'
import { cell, colourAt, formatNumber } from '../../kit/chart-style'
import { choiceParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { droppedSamplesNote, NUMBER_STYLE, readGrouping, readTableInput, requireGroups } from '../shared'
import { COMPOSITION_RANKS } from '../definitions'

/** `feature`: the OTUs/ASVs themselves; otherwise the taxa they sum to at that rank. */
export const DIFFERENTIAL_LEVELS = ['feature', ...COMPOSITION_RANKS] as const
const DIVERGING_STOPS = ['#2166ac', '#f7f7f7', '#b2182b']

/**
 * Differential abundance between groups: a Kruskal-Wallis test per feature (or taxon) on relative
 * abundances with Benjamini-Hochberg q-values, as R's `kruskal.test` and `p.adjust(p, "BH")`; a
 * table of every feature by q with its mean relative abundance in each group, and a heatmap of the
 * group means (z-scored per feature) of the most significant features.
 */
export const differentialAbundanceExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true })
  requireGroups(grouping, 2, language, { zh: '组间差异检验', en: 'A test between groups' })
  const level = choiceParam(input, 'level', DIFFERENTIAL_LEVELS, 'Genus')
  const alpha = numberParam(input, 'q_threshold', { min: 0.0001, max: 1, fallback: 0.05 })
  const mostShown = numberParam(input, 'top_n', { min: 5, max: 100, fallback: 30, integer: true })

  const { table: tested, labels } = featuresAtLevel(table, level, language)
  const { groups, features, droppedSamples } = kruskalWallisByFeature(tested, grouping.grouping)
  const testable = features.filter((feature) => !Number.isNaN(feature.pValue))
  const significant = testable.filter((feature) => feature.qValue < alpha)
  const enrichedGroup = (means: readonly number[]) => means.indexOf(Math.max(...means))
  const shown = significant.slice(0, mostShown)

  const levelName =
    level === 'feature' ? 'OTU/ASV' : say(`${RANK_NAMES[level].zh}水平分类单元`, `${RANK_NAMES[level].en}-level taxa`)
  const title = say(
    `差异${levelName}（Kruskal-Wallis q < ${alpha}，前 ${shown.length} 个）`,
    `Differential ${levelName} (Kruskal-Wallis q < ${alpha}, top ${shown.length})`,
  )
  // Features grouped by the group where they are highest (in group order), most significant first:
  // with many groups the q-values of the top features tie, so bars of q would all look alike, while
  // the group means show where each feature is enriched.
  const rows = [...shown].sort(
    (a, b) => enrichedGroup(a.groupMeans) - enrichedGroup(b.groupMeans) || a.qValue - b.qValue,
  )
  const shownValues = zScores(
    rows.map((feature) => feature.groupMeans),
    'rows',
  ).map((row) => [...row])
  const limit = Math.max(1, ...shownValues.flatMap((row) => row.map(Math.abs)))
  const chart =
    rows.length === 0
      ? null
      : heatmapChart({
          id: 'differential-abundance',
          title,
          size: {
            width: Math.min(3000, Math.max(700, 560 + 60 * groups.length)),
            height: Math.min(2400, Math.max(420, 300 + 20 * rows.length)),
          },
          rowLabels: rows.map((feature) => labels[feature.feature]),
          columnLabels: groups,
          values: shownValues,
          colours: shownValues.map((row) => row.map((v) => colourAt(DIVERGING_STOPS, (v + limit) / (2 * limit)))),
          key: {
            caption: say('各组平均相对丰度的 Z 值', 'z-score of the group means'),
            stops: DIVERGING_STOPS,
            min: -limit,
            max: limit,
          },
          keyPlacement: 'corner',
          rowLabelSide: 'right',
        })

  const lineageOf = (f: number) => (level === 'feature' ? (table.taxonomy?.[f] ?? '') : tested.featureIds[f])
  const resultTable = {
    id: 'differential-abundance',
    title: say('各特征的 Kruskal-Wallis 检验（按 q 值排序）', 'Kruskal-Wallis test of every feature (by q-value)'),
    columns: [
      level === 'feature' ? 'OTU/ASV' : say('分类单元', 'Taxon'),
      say('分类谱系', 'Lineage'),
      'Kruskal-Wallis H',
      'p',
      say('q（BH 校正）', 'q (BH)'),
      say('最高组', 'Highest in'),
      ...groups.map((group) => say(`${group} 平均相对丰度（%）`, `${group} mean relative abundance (%)`)),
    ],
    rows: testable.map((feature) => [
      labels[feature.feature],
      lineageOf(feature.feature),
      cell(feature.statistic),
      cell(feature.pValue),
      cell(feature.qValue),
      groups[enrichedGroup(feature.groupMeans)],
      ...feature.groupMeans.map((mean) => cell(100 * mean)),
    ]),
  }

  const notes = [
    say(
      `${testable.length} 个${levelName}在 "${grouping.column}" 的 ${groups.length} 组间做 Kruskal-Wallis 检验，${significant.length} 个 BH 校正后 q < ${alpha}。`,
      `${testable.length} ${levelName} tested between the ${groups.length} groups of "${grouping.column}" by Kruskal-Wallis; ${significant.length} have a BH-adjusted q < ${alpha}.`,
    ),
  ]
  const absent = features.length - testable.length
  if (absent > 0) {
    notes.push(
      say(
        `${absent} 个${levelName}在纳入的样本中全为 0，无法检验，不计入校正，也不列入结果表。`,
        `${absent} ${levelName} are zero in every tested sample: they cannot be tested, do not count in the correction and are left out of the table.`,
      ),
    )
  }
  const droppedNote = droppedSamplesNote(droppedSamples, grouping.column, language)
  if (droppedNote) notes.push(droppedNote)
  if (significant.length > shown.length) {
    notes.push(
      say(
        `热图显示 q 值最小的 ${shown.length} 个；全部结果见结果表。`,
        `The heatmap shows the ${shown.length} smallest q-values; the table lists every feature.`,
      ),
    )
  }
  if (significant.length === 0 && testable.length > 0) {
    notes.push(
      say(
        `没有 q < ${alpha} 的特征（最小 q = ${formatNumber(testable[0].qValue, NUMBER_STYLE)}），不绘制热图。`,
        `No feature has q < ${alpha} (the smallest q is ${formatNumber(testable[0].qValue, NUMBER_STYLE)}), so no heatmap is drawn.`,
      ),
    )
  }
  notes.push(
    say(
      '检验用每个样本的相对丰度（计数除以该样本总读数）；两组时 Kruskal-Wallis 检验等同于不做连续性校正的 Wilcoxon 秩和检验（正态近似），因此任意组数都使用同一方法。',
      "The tests use each sample's relative abundances (counts over the sample's reads); with two groups Kruskal-Wallis equals the Wilcoxon rank-sum test's normal approximation without continuity correction, so one method serves any number of groups.",
    ),
  )
  return { charts: chart ? [chart] : [], tables: [resultTable], files: [], notes }
}
