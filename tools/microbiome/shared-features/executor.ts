import { featuresPresentByGroup } from '../../../analysis/group-presence'
import { setIntersections } from '../../../analysis/sets'
import { upsetChart } from '../../charts-advanced/upset-plot/executor'
import { vennChart, vennRegionLabel } from '../../charts-advanced/venn-diagram/executor'
import type { MessageRef, ResultText } from '../../../core/result-text'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import type { DroppedSample } from '../../../analysis/stats/tested-samples'
import { readGrouping, readTableInput, requireGroups } from '../shared'
import { featuresAtLevel, joinedLabels, levelName } from '../taxa'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

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
  const { group_column: column, level, min_count: minCount, max_intersections: maxShown } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true, column })
  requireGroups(grouping, 2, text.purpose())

  const { table: compared, labels, fileLabels } = featuresAtLevel(table, level)
  const presence = featuresPresentByGroup(compared, grouping.grouping, { minCount })
  const { vennRegions, upset } = setIntersections(Object.fromEntries(presence.presentFeatures))
  const groups = [...presence.presentFeatures.keys()]
  if (upset.intersections.length === 0) {
    throw new ToolRunError(TOOL_ERROR_CODE.analysis, text.nonePresent({ minimum: minCount }))
  }
  const labelOf = new Map(compared.featureIds.map((id, f) => [id, labels[f]]))
  // The downloaded feature list names taxa in English, like its headers.
  const fileLabelOf = new Map(compared.featureIds.map((id, f) => [id, fileLabels[f]]))
  const what = levelName(level)
  const shown = upset.intersections.slice(0, maxShown)
  const union = upset.intersections.reduce((sum, region) => sum + region.size, 0)
  const everywhere = upset.intersections.find((region) => region.sets.length === groups.length)?.size ?? 0

  const charts = []
  if (vennRegions && groups.length <= VENN_MAX_GROUPS) {
    charts.push(
      vennChart({
        id: 'shared-features-venn',
        title: text.vennTitle({ what, column: grouping.column }),
        subtitle: text.vennSubtitle({ count: union }),
        vennRegions,
        setCount: groups.length,
        size: { width: 760, height: 640 },
      }),
    )
  }
  charts.push(
    upsetChart({
      title: text.upsetTitle({ what, column: grouping.column }),
      subtitle: text.upsetSubtitle({ shown: shown.length, total: upset.intersections.length }),
      setNames: groups,
      setSizes: upset.setSizes,
      shown,
      barColour: '#4e79a7',
      dotColour: '#333333',
      width: Math.max(900, 320 + 36 * shown.length),
    }),
  )

  const listed = (elements: readonly string[]): ResultText => {
    const names = joinedLabels(elements.slice(0, LISTED_FEATURES).map((id) => labelOf.get(id) ?? id))
    return elements.length > LISTED_FEATURES ? text.moreFeatures({ names, file: FEATURE_FILE }) : names
  }
  const intersectionsTable: ResultTable = {
    id: 'shared-features-intersections',
    title: text.intersectionsTitle(),
    columns: [text.groups(), text.groupCount(), text.featureCount(), text.featureIds()],
    rows: upset.intersections.map((region) => [
      vennRegionLabel(region),
      region.sets.length,
      region.size,
      listed(region.elements),
    ]),
  }
  const groupTable: ResultTable = {
    id: 'shared-features-groups',
    title: text.groupsTitle(),
    columns: [text.group(), text.samples(), text.present(), text.unique()],
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
          fileLabelOf.get(id) ?? id,
          lineageOf(f),
          vennRegionLabel(region),
          String(region.sets.length),
          ...presence.groupSums.map((sums) => String(sums[f])),
        ]
      }),
    ),
  ]

  const notes: ResultText[] = [
    text.summary({
      total: compared.featureIds.length,
      what,
      union,
      column: grouping.column,
      minimum: minCount,
      everywhere,
      groups: groups.length,
      intersections: upset.intersections.length,
    }),
    text.exactly(),
  ]
  if (!vennRegions || groups.length > VENN_MAX_GROUPS)
    notes.push(text.noVenn({ groups: groups.length, most: VENN_MAX_GROUPS }))
  if (upset.intersections.length > shown.length)
    notes.push(text.upsetShowsTop({ shown: shown.length, total: upset.intersections.length }))
  const ungrouped = ungroupedNote(presence.droppedSamples, grouping.column)
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
function ungroupedNote(dropped: readonly DroppedSample[], column: string): MessageRef | null {
  if (dropped.length === 0) return null
  const ids = dropped.map((sample) => sample.sampleId)
  const shown = ids.length > 10 ? `${ids.slice(0, 10).join(', ')}, …` : ids.join(', ')
  return text.ungrouped({ count: ids.length, column, samples: shown })
}
