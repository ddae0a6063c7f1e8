import { kruskalWallisByFeature } from '../../../analysis/stats/differential-abundance'
import { zScores } from '../../../analysis/stats/scaling'
import { heatmapChart } from '../../charts-advanced/heatmap-layout'
import { cell, colourAt, formatNumber } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { droppedSamplesNote, NUMBER_STYLE, readGrouping, readTableInput, requireGroups } from '../shared'
import { featuresAtLevel, levelName } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

const DIVERGING_STOPS = ['#2166ac', '#f7f7f7', '#b2182b']

/**
 * Differential abundance between groups: a Kruskal-Wallis test per feature (or taxon) on relative
 * abundances with Benjamini-Hochberg q-values, as R's `kruskal.test` and `p.adjust(p, "BH")`; a
 * table of every feature by q with its mean relative abundance in each group, and a heatmap of the
 * group means (z-scored per feature) of the most significant features.
 */
export const differentialAbundanceExecutor: ToolExecutor = async (input) => {
  const { group_column: column, level, q_threshold: alpha, top_n: mostShown } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true, column })
  requireGroups(grouping, 2, text.purpose())

  const { table: tested, labels } = featuresAtLevel(table, level)
  const { groups, features, droppedSamples } = kruskalWallisByFeature(tested, grouping.grouping)
  const testable = features.filter((feature) => !Number.isNaN(feature.pValue))
  const significant = testable.filter((feature) => feature.qValue < alpha)
  const enrichedGroup = (means: readonly number[]) => means.indexOf(Math.max(...means))
  const shown = significant.slice(0, mostShown)

  const what = levelName(level)
  const title = text.title({ what, alpha, shown: shown.length })
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
            caption: text.heatmapCaption(),
            stops: DIVERGING_STOPS,
            min: -limit,
            max: limit,
          },
          keyPlacement: 'corner',
          rowLabelSide: 'right',
        })

  const lineageOf = (f: number) => (level === 'feature' ? (table.taxonomy?.[f] ?? '') : tested.featureIds[f])
  const resultTable: ResultTable = {
    id: 'differential-abundance',
    title: text.tableTitle(),
    columns: [
      level === 'feature' ? 'OTU/ASV' : microbiomeText.taxon(),
      microbiomeText.lineage(),
      'Kruskal-Wallis H',
      'p',
      text.qValue(),
      text.highestIn(),
      ...groups.map((group) => text.groupMean({ group })),
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

  const notes: ResultText[] = [
    text.summary({
      tested: testable.length,
      what,
      column: grouping.column,
      groups: groups.length,
      significant: significant.length,
      alpha,
    }),
  ]
  const absent = features.length - testable.length
  if (absent > 0) notes.push(text.absent({ count: absent, what }))
  const droppedNote = droppedSamplesNote(droppedSamples, grouping.column)
  if (droppedNote) notes.push(droppedNote)
  if (significant.length > shown.length) notes.push(text.heatmapShowsTop({ shown: shown.length }))
  if (significant.length === 0 && testable.length > 0)
    notes.push(text.noneSignificant({ alpha, smallest: formatNumber(testable[0].qValue, NUMBER_STYLE) }))
  notes.push(text.method())
  return { charts: chart ? [chart] : [], tables: [resultTable], files: [], notes }
}
