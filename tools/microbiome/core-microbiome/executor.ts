import { coreMembers, logDetections, prevalence } from '../../../analysis/core-microbiome'
import { relativeAbundance } from '../../../analysis/taxonomy-summary'
import { heatmapChart } from '../../charts-advanced/heatmap-layout'
import { cell, colourAt, formatNumber } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { featuresAtLevel, joinedLabels, levelName } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

const PREVALENCE_STOPS = ['#f7fbff', '#6baed6', '#08306b']
/** The heatmap's detection thresholds: ten, log-spaced from 0.01 % to 10 % (as microbiome's plot_core). */
const DETECTIONS = logDetections(1e-4, 0.1, 10)

/**
 * The core microbiome: the prevalence of every feature (or taxon) over all samples and in each
 * group at a detection threshold, the core members above a prevalence threshold, and a heatmap of
 * prevalence × detection threshold of the most prevalent features.
 */
export const coreMicrobiomeExecutor: ToolExecutor = async (input) => {
  const {
    group_column: column,
    level,
    detection: detectionPercent,
    prevalence: prevalencePercent,
    top_n: mostShown,
  } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const { table: atLevel, labels } = featuresAtLevel(table, level)
  const relative = relativeAbundance(atLevel)
  const detection = detectionPercent / 100
  const minimum = prevalencePercent / 100
  const features = atLevel.featureIds.length
  const samples = atLevel.sampleIds.length

  const overall = prevalence(relative, detection)
  const core = new Set(coreMembers(overall, minimum))
  const groups = grouping?.groups ?? []
  const groupSamples = groups.map((group) =>
    atLevel.sampleIds.flatMap((_, s) => (grouping?.grouping[s] === group ? [s] : [])),
  )
  const groupPrevalence = groupSamples.map((members) => prevalence(relative, detection, members))
  const groupCore = groupPrevalence.map((values) => new Set(coreMembers(values, minimum)))
  const meanAbundance = new Float64Array(features)
  for (let s = 0; s < samples; s++)
    for (let f = 0; f < features; f++) meanAbundance[f] += relative.counts[s * features + f] / samples

  const order = Array.from({ length: features }, (_, f) => f).sort(
    (a, b) => overall[b] - overall[a] || meanAbundance[b] - meanAbundance[a] || a - b,
  )
  const what = levelName(level)
  const lineageOf = (f: number) => (level === 'feature' ? (table.taxonomy?.[f] ?? '') : atLevel.featureIds[f])
  const yesNo = (value: boolean) => (value ? text.yes() : text.no())
  const featureTable: ResultTable = {
    id: 'core-prevalence',
    title: text.tableTitle({ detection: detectionPercent }),
    columns: [
      level === 'feature' ? 'OTU/ASV' : microbiomeText.taxon(),
      microbiomeText.lineage(),
      text.prevalenceAll(),
      text.core(),
      ...(groups.length > 0 ? [text.coreGroups()] : []),
      ...groups.map((group) => text.prevalenceIn({ group })),
      text.meanAbundance(),
    ],
    rows: order.map((f) => [
      labels[f],
      lineageOf(f),
      cell(100 * overall[f]),
      yesNo(core.has(f)),
      ...(groups.length > 0 ? [groups.filter((_, g) => groupCore[g].has(f)).join(', ')] : []),
      ...groupPrevalence.map((values) => cell(100 * values[f])),
      cell(100 * meanAbundance[f]),
    ]),
  }
  const tables: ResultTable[] = [featureTable]
  if (groups.length > 0)
    tables.push({
      id: 'core-groups',
      title: text.groupsTitle(),
      columns: [text.group(), text.sampleCount(), text.coreCount(), microbiomeText.taxon()],
      rows: [
        [text.allSamples(), samples, core.size, joinedLabels([...core].sort((a, b) => a - b).map((f) => labels[f]))],
        ...groups.map((group, g) => [
          group,
          groupSamples[g].length,
          groupCore[g].size,
          joinedLabels([...groupCore[g]].sort((a, b) => a - b).map((f) => labels[f])),
        ]),
      ],
    })

  // The heatmap: the core members, or the most prevalent features when there is no core, most prevalent on top.
  const shown = order.filter((f) => core.size === 0 || core.has(f)).slice(0, mostShown)
  const atDetections = DETECTIONS.map((d) => prevalence(relative, d))
  const values = shown.map((f) => atDetections.map((values) => 100 * values[f]))
  const chart = heatmapChart({
    id: 'core-heatmap',
    title: text.heatmapTitle({ what }),
    size: { width: 900, height: Math.min(2400, Math.max(420, 200 + 20 * shown.length)) },
    rowLabels: shown.map((f) => labels[f]),
    columnLabels: DETECTIONS.map((d) => `${formatNumber(100 * d, { digits: 2 })}%`),
    values,
    colours: values.map((row) => row.map((v) => colourAt(PREVALENCE_STOPS, v / 100))),
    key: { caption: text.heatmapCaption(), stops: PREVALENCE_STOPS, min: 0, max: 100 },
    keyPlacement: 'corner',
    rowLabelSide: 'right',
  })

  const notes: ResultText[] = [
    text.summary({
      core: core.size,
      features,
      what,
      detection: formatNumber(detectionPercent, NUMBER_STYLE),
      prevalence: formatNumber(prevalencePercent, NUMBER_STYLE),
      samples,
    }),
  ]
  if (core.size === 0) notes.push(text.noCore())
  else if (core.size > shown.length) notes.push(text.heatmapShowsTop({ shown: shown.length }))
  if (grouping && grouping.ungroupedSampleIds.length > 0)
    notes.push(text.ungrouped({ count: grouping.ungroupedSampleIds.length, column: grouping.column }))
  notes.push(text.method())
  return { charts: [chart], tables, files: [], notes }
}
