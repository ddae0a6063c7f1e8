import { lefse } from '../../../analysis/stats/lefse'
import { cell, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { droppedSamplesNote, readGrouping, readTableInput, requireGroups } from '../shared'
import { featuresAtLevel, levelName } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * LEfSe-style biomarker discovery (the deterministic variant `analysis/stats/lefse.ts` documents):
 * features whose relative abundance differs between the groups (Kruskal-Wallis p < alpha) with an
 * LDA effect size above the threshold, drawn as horizontal bars coloured by the enriched group.
 */
export const lefseLdaExecutor: ToolExecutor = async (input) => {
  const {
    group_column: column,
    level,
    kw_alpha: alpha,
    lda_threshold: ldaThreshold,
    max_shown: mostShown,
  } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true, column })
  requireGroups(grouping, 2, text.purpose())

  const { table: tested, labels } = featuresAtLevel(table, level)
  const indexOf = new Map(tested.featureIds.map((id, f) => [id, f]))
  const { features: found, droppedSamples } = lefse(tested, grouping.grouping, { alpha, ldaThreshold })
  const classOrder = (name: string) => grouping.groups.indexOf(name)
  // The chart shows the strongest markers, grouped by class as LEfSe draws them.
  const shown = found
    .slice(0, mostShown)
    .sort((a, b) => classOrder(a.enrichedClass) - classOrder(b.enrichedClass) || b.ldaScore - a.ldaScore)
  const labelOf = (featureId: string) => labels[indexOf.get(featureId) as number]
  const enrichedGroups = grouping.groups.filter((group) => shown.some((feature) => feature.enrichedClass === group))

  const title = text.title({ column: grouping.column })
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
        ...plainTitleOptions(title, text.subtitle({ alpha, threshold: ldaThreshold })),
        legend: { position: 'top' },
      },
      scales: {
        x: { stacked: true, min: 0, title: { display: true, text: text.ldaScore() } },
        y: { stacked: true, ticks: { autoSkip: false, font: { size: 10 } } },
      },
    },
    width: 900,
    height: Math.max(300, 140 + 18 * shown.length),
  }

  const lineageOf = (featureId: string) =>
    level === 'feature' ? (table.taxonomy?.[indexOf.get(featureId) as number] ?? '') : featureId
  const resultTable: ResultTable = {
    id: 'lefse-features',
    title: text.tableTitle(),
    columns: [
      level === 'feature' ? 'OTU/ASV' : microbiomeText.taxon(),
      microbiomeText.lineage(),
      text.enrichedIn(),
      text.ldaScore(),
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

  const perGroup = grouping.groups
    .map((group) => [group, found.filter((feature) => feature.enrichedClass === group).length] as const)
    .filter(([, count]) => count > 0)
    .map(([group, count]) => `${group} ${count}`)
    .join(', ')
  const counts = {
    tested: tested.featureIds.length,
    what: levelName(level),
    found: found.length,
    column: grouping.column,
    groups: grouping.groups.length,
    alpha,
    threshold: ldaThreshold,
  }
  const notes: ResultText[] = [perGroup ? text.foundPerGroup({ ...counts, perGroup }) : text.found(counts)]
  const droppedNote = droppedSamplesNote(droppedSamples, grouping.column)
  if (droppedNote) notes.push(droppedNote)
  if (found.length > shown.length) notes.push(text.chartShowsTop({ shown: shown.length, found: found.length }))
  notes.push(text.method())
  return { charts: [chart], tables: [resultTable], files: [], notes }
}
