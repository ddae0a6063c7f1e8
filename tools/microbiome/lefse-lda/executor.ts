import { lefse } from '../../../analysis/stats/lefse'
import { cell, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import { choiceParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { droppedSamplesNote, readGrouping, readTableInput, requireGroups } from '../shared'
import { COMPOSITION_RANKS } from '../definitions'

/** `feature`: the OTUs/ASVs themselves; otherwise the taxa they sum to at that rank. */
export const LEFSE_LEVELS = ['feature', ...COMPOSITION_RANKS] as const

/**
 * LEfSe-style biomarker discovery (the deterministic variant `analysis/stats/lefse.ts` documents):
 * features whose relative abundance differs between the groups (Kruskal-Wallis p < alpha) with an
 * LDA effect size above the threshold, drawn as horizontal bars coloured by the enriched group.
 */
export const lefseLdaExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true })
  requireGroups(grouping, 2, language, { zh: 'LEfSe 分析', en: 'LEfSe' })
  const level = choiceParam(input, 'level', LEFSE_LEVELS, 'Genus')
  const alpha = numberParam(input, 'kw_alpha', { min: 0.0001, max: 1, fallback: 0.05 })
  const ldaThreshold = numberParam(input, 'lda_threshold', { min: 0, max: 10, fallback: 2 })
  const mostShown = numberParam(input, 'max_shown', { min: 5, max: 200, fallback: 40, integer: true })

  const { table: tested, labels } = featuresAtLevel(table, level, language)
  const indexOf = new Map(tested.featureIds.map((id, f) => [id, f]))
  const { features: found, droppedSamples } = lefse(tested, grouping.grouping, { alpha, ldaThreshold })
  const classOrder = (name: string) => grouping.groups.indexOf(name)
  // The chart shows the strongest markers, grouped by class as LEfSe draws them.
  const shown = found
    .slice(0, mostShown)
    .sort((a, b) => classOrder(a.enrichedClass) - classOrder(b.enrichedClass) || b.ldaScore - a.ldaScore)
  const labelOf = (featureId: string) => labels[indexOf.get(featureId) as number]
  const enrichedGroups = grouping.groups.filter((group) => shown.some((feature) => feature.enrichedClass === group))

  const title = say(`LEfSe：LDA 效应值（${grouping.column}）`, `LEfSe: LDA effect size (${grouping.column})`)
  const chart = {
    id: 'lefse-lda',
    title,
    type: 'bar' as const,
    data: {
      labels: shown.map((feature) => labelOf(feature.featureId)),
      datasets: enrichedGroups.map((group) => ({
        label: group,
        data: shown.map((feature) => (feature.enrichedClass === group ? feature.ldaScore : null)),
        backgroundColor: paletteColour(classOrder(group), TABLEAU_20),
        borderWidth: 0,
      })),
    },
    options: {
      indexAxis: 'y',
      plugins: {
        ...plainTitleOptions(
          title,
          say(
            `Kruskal-Wallis p < ${alpha}，LDA > ${ldaThreshold}`,
            `Kruskal-Wallis p < ${alpha}, LDA > ${ldaThreshold}`,
          ),
        ),
        legend: { position: 'top' },
      },
      scales: {
        x: { stacked: true, min: 0, title: { display: true, text: say('LDA 值（log10）', 'LDA score (log10)') } },
        y: { stacked: true, ticks: { autoSkip: false, font: { size: 10 } } },
      },
    },
    width: 900,
    height: Math.max(300, 140 + 18 * shown.length),
  }

  const lineageOf = (featureId: string) =>
    level === 'feature' ? (table.taxonomy?.[indexOf.get(featureId) as number] ?? '') : featureId
  const resultTable = {
    id: 'lefse-features',
    title: say('差异特征（按 LDA 值排序）', 'Discriminating features (by LDA score)'),
    columns: [
      level === 'feature' ? 'OTU/ASV' : say('分类单元', 'Taxon'),
      say('分类谱系', 'Lineage'),
      say('富集组', 'Enriched in'),
      say('LDA 值（log10）', 'LDA score (log10)'),
      'Kruskal-Wallis p',
    ],
    rows: found.map((feature) => [
      labelOf(feature.featureId),
      lineageOf(feature.featureId),
      feature.enrichedClass,
      cell(feature.ldaScore),
      cell(feature.kruskalWallisPValue),
    ]),
  }

  const levelName =
    level === 'feature' ? 'OTU/ASV' : say(`${RANK_NAMES[level].zh}水平分类单元`, `${RANK_NAMES[level].en}-level taxa`)
  const perGroup = grouping.groups
    .map((group) => [group, found.filter((feature) => feature.enrichedClass === group).length] as const)
    .filter(([, count]) => count > 0)
    .map(([group, count]) => `${group} ${count}`)
    .join(', ')
  const notes = [
    say(
      `${tested.featureIds.length} 个${levelName}中，${found.length} 个在 "${grouping.column}" 的 ${grouping.groups.length} 组间 Kruskal-Wallis p < ${alpha} 且 LDA > ${ldaThreshold}${perGroup ? `（富集：${perGroup}）` : ''}。`,
      `Of ${tested.featureIds.length} ${levelName}, ${found.length} have Kruskal-Wallis p < ${alpha} between the ${grouping.groups.length} groups of "${grouping.column}" and LDA > ${ldaThreshold}${perGroup ? ` (enriched: ${perGroup})` : ''}.`,
    ),
  ]
  const droppedNote = droppedSamplesNote(droppedSamples, grouping.column, language)
  if (droppedNote) notes.push(droppedNote)
  if (found.length > shown.length) {
    notes.push(
      say(
        `图中显示 LDA 值最高的 ${shown.length} 个；全部 ${found.length} 个见结果表。`,
        `The chart shows the ${shown.length} highest LDA scores; the table lists all ${found.length}.`,
      ),
    )
  }
  notes.push(
    say(
      'LDA 值按 LEfSe 的定义计算（各样本缩放到 1,000,000），但线性判别只在全部样本上拟合一次，不做自助抽样，因此结果可重复；数值与 LEfSe 程序的随机结果相近但不完全相同。',
      "LDA scores follow LEfSe's definition (each sample scaled to 1,000,000), but the discriminant is fitted once on all samples instead of on bootstrap subsamples, so the result is reproducible; it is close to, not identical with, the LEfSe program's randomised scores.",
    ),
  )
  return { charts: [chart], tables: [resultTable], files: [], notes }
}
