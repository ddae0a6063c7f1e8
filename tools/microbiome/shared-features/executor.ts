import { featuresPresentByGroup } from '../../../analysis/group-presence'
import { setIntersections } from '../../../analysis/sets'
import { upsetCharts } from '../../charts-advanced/upset-plot/executor'
import { vennChart, vennRegionLabel } from '../../charts-advanced/venn-diagram/executor'
import { choiceParam, numberParam } from '../../kit/params'
import { inLanguage, type Language } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import type { DroppedSample } from '../../../analysis/stats/tested-samples'
import { readGrouping, readTableInput, requireGroups } from '../shared'
import { COMPOSITION_RANKS } from '../definitions'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/** `feature`: the OTUs/ASVs themselves; otherwise the taxa they sum to at that rank. */
export const SHARED_FEATURE_LEVELS = ['feature', ...COMPOSITION_RANKS] as const
/** Beyond five sets a Venn diagram cannot show every region legibly (`setIntersections`). */
const VENN_MAX_GROUPS = 5
/** The intersections table names this many features per intersection; the file lists them all. */
const LISTED_FEATURES = 10
const FEATURE_FILE = 'shared-features.tsv'

/**
 * Shared and unique features of groups of samples: a feature belongs to a group when its count
 * summed over the group's samples reaches the minimum count; every feature then falls in exactly
 * one intersection (the combination of groups it is present in), drawn as a Venn diagram (2 to 5
 * groups) and an UpSet plot, listed in a table and, feature by feature, in a downloadable file.
 */
export const sharedFeaturesExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true })
  requireGroups(grouping, 2, language, { zh: '共有/特有特征分析', en: 'Comparing features between groups' })
  const level = choiceParam(input, 'level', SHARED_FEATURE_LEVELS, 'feature')
  const minCount = numberParam(input, 'min_count', { min: 0, max: 1e9, fallback: 1 })
  const maxShown = numberParam(input, 'max_intersections', { min: 1, max: 100, fallback: 20, integer: true })

  const { table: compared, labels } = featuresAtLevel(table, level, input.language)
  const presence = featuresPresentByGroup(compared, grouping.grouping, { minCount })
  const { vennRegions, upset } = setIntersections(Object.fromEntries(presence.presentFeatures))
  const groups = [...presence.presentFeatures.keys()]
  if (upset.intersections.length === 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.analysis,
      say(
        `没有特征在任何组中的合计计数达到 ${minCount}：请降低参数 min_count（最小计数）。`,
        `No feature reaches a summed count of ${minCount} in any group: lower parameter min_count (minimum count).`,
      ),
    )
  }
  const labelOf = new Map(compared.featureIds.map((id, f) => [id, labels[f]]))
  const what =
    level === 'feature' ? 'OTU/ASV' : say(`${RANK_NAMES[level].zh}水平分类单元`, `${RANK_NAMES[level].en}-level taxa`)
  const shown = upset.intersections.slice(0, maxShown)
  const union = upset.intersections.reduce((sum, region) => sum + region.size, 0)
  const everywhere = upset.intersections.find((region) => region.sets.length === groups.length)?.size ?? 0

  const charts = []
  if (vennRegions && groups.length <= VENN_MAX_GROUPS) {
    charts.push(
      vennChart({
        id: 'shared-features-venn',
        title: say(`共有/特有${what}（${grouping.column}）`, `Shared and unique ${what} (${grouping.column})`),
        subtitle: say(`至少一组中存在 ${union} 个`, `${union} present in at least one group`),
        vennRegions,
        setCount: groups.length,
        size: { width: 760, height: 640 },
      }),
    )
  }
  charts.push(
    ...upsetCharts({
      title: say(
        `${what}的组间交集（${grouping.column}）`,
        `Intersections of ${what} between groups (${grouping.column})`,
      ),
      subtitle: say(
        `${shown.length} / ${upset.intersections.length} 个非空交集，按大小排序`,
        `${shown.length} of ${upset.intersections.length} non-empty intersections, by size`,
      ),
      setNames: groups,
      setSizes: upset.setSizes,
      shown,
      barColour: '#4e79a7',
      dotColour: '#333333',
      width: Math.max(900, 320 + 36 * shown.length),
      language,
    }),
  )

  const listed = (elements: readonly string[]) => {
    const names = elements.slice(0, LISTED_FEATURES).map((id) => labelOf.get(id) ?? id)
    return elements.length > LISTED_FEATURES
      ? say(`${names.join(', ')} 等（全部见 ${FEATURE_FILE}）`, `${names.join(', ')} … (all in ${FEATURE_FILE})`)
      : names.join(', ')
  }
  const intersectionsTable = {
    id: 'shared-features-intersections',
    title: say('全部交集（恰好存在于这些组中的特征）', 'Every intersection (features present in exactly these groups)'),
    columns: [
      say('分组', 'Groups'),
      say('组数', 'Number of groups'),
      say('特征数', 'Features'),
      say('特征', 'Feature ids'),
    ],
    rows: upset.intersections.map((region) => [
      vennRegionLabel(region),
      region.sets.length,
      region.size,
      listed(region.elements),
    ]),
  }
  const groupTable = {
    id: 'shared-features-groups',
    title: say('各组存在的特征数', 'Features present in each group'),
    columns: [
      say('分组', 'Group'),
      say('样本数', 'Samples'),
      say('存在的特征数', 'Features present'),
      say('特有', 'Unique'),
    ],
    rows: groups.map((group, g) => [
      group,
      grouping.grouping.filter((label) => label === group).length,
      upset.setSizes[g].size,
      upset.intersections.find((region) => region.sets.length === 1 && region.sets[0] === group)?.size ?? 0,
    ]),
  }
  const lineageOf = (f: number) => (level === 'feature' ? (table.taxonomy?.[f] ?? '') : compared.featureIds[f])
  const indexOf = new Map(compared.featureIds.map((id, f) => [id, f]))
  const fileLines = [
    [
      level === 'feature' ? 'feature_id' : 'taxon',
      'lineage',
      'groups',
      'number_of_groups',
      ...groups.map((group) => `sum_${group}`),
    ],
    ...upset.intersections.flatMap((region) =>
      region.elements.map((id) => {
        const f = indexOf.get(id) as number
        return [
          labelOf.get(id) ?? id,
          lineageOf(f),
          vennRegionLabel(region),
          String(region.sets.length),
          ...presence.groupSums.map((sums) => String(sums[f])),
        ]
      }),
    ),
  ]

  const notes = [
    say(
      `${compared.featureIds.length} 个${what}中 ${union} 个至少在 "${grouping.column}" 的一组中存在（组内样本计数之和 ≥ ${minCount} 且 > 0），${everywhere} 个为全部 ${groups.length} 组共有；共 ${upset.intersections.length} 个非空交集。`,
      `Of ${compared.featureIds.length} ${what}, ${union} are present in at least one group of "${grouping.column}" (count summed over the group's samples ≥ ${minCount} and > 0) and ${everywhere} in all ${groups.length} groups; they form ${upset.intersections.length} non-empty intersections.`,
    ),
    say(
      '每个交集只计恰好存在于这些组、不存在于其余组的特征，因此各交集之和等于并集。',
      'Each intersection counts the features present in exactly those groups and in no other, so the intersections add up to the union.',
    ),
  ]
  if (!vennRegions || groups.length > VENN_MAX_GROUPS) {
    notes.push(
      say(
        `${groups.length} 个组无法用韦恩图清楚表示（最多 ${VENN_MAX_GROUPS} 组），只绘制 UpSet 图。`,
        `A Venn diagram cannot show ${groups.length} groups legibly (at most ${VENN_MAX_GROUPS}); only the UpSet plot is drawn.`,
      ),
    )
  }
  if (upset.intersections.length > shown.length) {
    notes.push(
      say(
        `UpSet 图显示最大的 ${shown.length} 个交集；全部 ${upset.intersections.length} 个见结果表。`,
        `The UpSet plot shows the ${shown.length} largest intersections; the table lists all ${upset.intersections.length}.`,
      ),
    )
  }
  const ungrouped = ungroupedNote(presence.droppedSamples, grouping.column, language)
  if (ungrouped) notes.push(ungrouped)

  return {
    charts,
    tables: [intersectionsTable, groupTable],
    files: [
      {
        name: FEATURE_FILE,
        contentType: 'text/tab-separated-values',
        content: `${fileLines.map((line) => line.join('\t')).join('\n')}\n`,
      },
    ],
    notes,
  }
}

/** Samples without a group belong to no set; the note names them. */
function ungroupedNote(dropped: readonly DroppedSample[], column: string, language: Language): string | null {
  if (dropped.length === 0) return null
  const ids = dropped.map((sample) => sample.sampleId)
  const shown = ids.length > 10 ? `${ids.slice(0, 10).join(', ')}, …` : ids.join(', ')
  return inLanguage(
    language,
    `${ids.length} 个样本在 "${column}" 列中没有分组（空、NA、N/A、NaN 或 null），不属于任何组：${shown}。`,
    `${ids.length} sample(s) without a group in column "${column}" (empty, NA, N/A, NaN or null) belong to no group: ${shown}.`,
  )
}
