import { ALPHA_METRICS, alphaDiversity, type AlphaMetric } from '../../../analysis/diversity/alpha'
import { text } from './messages'
import { type GROUP_TESTS, parameters } from './parameters'
import { sampleTotals } from '../../../analysis/feature-table'
import { benjaminiHochberg } from '../../../analysis/stats/fdr'
import { kruskalWallis, wilcoxonRankSum } from '../../../analysis/stats/rank-tests'
import { samplesToTest } from '../../../analysis/stats/tested-samples'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20, withAlpha } from '../../kit/chart-style'
import type { MessageRef, ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import {
  countDataWarnings,
  droppedSamplesNote,
  NUMBER_STYLE,
  readGrouping,
  readTableInput,
  type SampleGrouping,
} from '../shared'

type GroupTest = (typeof GROUP_TESTS)[number]

/**
 * Every alpha metric per sample, a box plot of one metric per group, and a rank test per metric
 * between the groups: Kruskal-Wallis, or Wilcoxon rank-sum for each pair of groups with
 * Benjamini-Hochberg adjusted p-values (one pair when there are two groups).
 */
export const alphaDiversityExecutor: ToolExecutor = async (input) => {
  const { group_column: column, metric: plotted, test: requestedTest } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const values = alphaDiversity(table)

  const metricsTable: ResultTable = {
    id: 'alpha-diversity',
    title: text.metricsTitle(),
    columns: [text.sample(), ...(grouping ? [grouping.column] : []), ...ALPHA_METRICS],
    rows: table.sampleIds.map((sampleId, s) => [
      sampleId,
      ...(grouping ? [grouping.grouping[s]] : []),
      ...ALPHA_METRICS.map((metric) => cell(values[metric][s])),
    ]),
  }

  const groups: readonly ResultText[] = grouping?.groups ?? [text.allSamples()]
  // Every index is compared on the same samples: those with a group and with reads (a sample without
  // reads has richness 0 but no diversity; leaving it in one index's test only would make them disagree).
  const tested = grouping
    ? samplesToTest(table.sampleIds, grouping.grouping, { readTotals: sampleTotals(table) })
    : null
  const samplesOf = (group: string | null) =>
    tested ? tested.kept.filter((_, k) => tested.grouping[k] === group) : table.sampleIds.map((_, s) => s)
  const valuesByGroup = (metric: AlphaMetric) =>
    (grouping?.groups ?? [null]).map((group) =>
      samplesOf(group).flatMap((s) => (Number.isFinite(values[metric][s]) ? [values[metric][s]] : [])),
    )
  const metricName = text[plotted]()
  const test: GroupTest | null =
    groups.length < 2 ? null : requestedTest === 'auto' ? (groups.length === 2 ? 'wilcoxon' : 'kruskal') : requestedTest
  const tests = test && grouping ? groupTests(test, grouping, valuesByGroup) : null
  const plottedNote = tests?.notes.get(plotted)

  const title = grouping ? text.metricByGroup({ metric: metricName, column: grouping.column }) : metricName
  const chart = {
    id: 'alpha-boxplot',
    title,
    type: 'boxplot' as const,
    data: {
      labels: groups,
      datasets: [
        {
          label: metricName,
          data: valuesByGroup(plotted),
          backgroundColor: groups.map((_, g) => withAlpha(paletteColour(g, TABLEAU_20), 0.5)),
          borderColor: groups.map((_, g) => paletteColour(g, TABLEAU_20)),
          borderWidth: 1.5,
          itemRadius: 3,
          itemBackgroundColor: '#333333',
          outlierRadius: 0,
        },
      ],
    },
    options: {
      plugins: { ...plainTitleOptions(title, plottedNote), legend: { display: false } },
      scales: {
        y: { title: { display: true, text: metricName } },
        x: { title: { display: !!grouping, text: grouping?.column ?? '' } },
      },
    },
    width: Math.max(600, 90 * groups.length + 160),
    height: 500,
  }

  const notes: ResultText[] = [text.tableSize({ samples: table.sampleIds.length, features: table.featureIds.length })]
  if (plottedNote && grouping) {
    notes.push(plottedNote)
    // The box plot leaves the same samples out as the tests: those of no group or without reads.
    const droppedNote = droppedSamplesNote(tested?.dropped ?? [], grouping.column)
    if (droppedNote) notes.push(droppedNote)
  } else notes.push(grouping ? text.oneGroupOnly({ column: grouping.column }) : text.noMetadata())
  const unusable = ALPHA_METRICS.filter((metric) => values[metric].some((value) => !Number.isFinite(value)))
  if (unusable.length > 0) {
    notes.push(text.undefinedMetrics({ metrics: unusable.join(', ') }))
  }
  return {
    charts: [chart],
    tables: tests ? [metricsTable, tests.table] : [metricsTable],
    files: [],
    notes,
    warnings: countDataWarnings(table, 'alphaCounts'),
  }
}

function groupTests(
  test: Exclude<GroupTest, 'auto'>,
  grouping: SampleGrouping,
  valuesByGroup: (metric: AlphaMetric) => number[][],
): { table: ResultTable; notes: Map<AlphaMetric, MessageRef> } {
  const notes = new Map<AlphaMetric, MessageRef>()
  const groups = grouping.groups
  if (test === 'kruskal') {
    const rows = ALPHA_METRICS.map((metric) => {
      const byGroup = valuesByGroup(metric)
      const result =
        byGroup.filter((group) => group.length > 0).length >= 2
          ? kruskalWallis(byGroup.filter((group) => group.length > 0))
          : { statistic: NaN, pValue: NaN }
      notes.set(
        metric,
        text.kruskalNote({
          groups: groups.length,
          h: formatNumber(result.statistic, NUMBER_STYLE),
          p: formatNumber(result.pValue, NUMBER_STYLE),
        }),
      )
      return [metric, 'Kruskal-Wallis', groups.length, cell(result.statistic), cell(result.pValue)]
    })
    return {
      table: {
        id: 'group-tests',
        title: text.kruskalTitle(),
        columns: [text.metric(), text.test(), text.groupCount(), 'H', 'p'],
        rows,
      },
      notes,
    }
  }

  const pairs = groups.flatMap((a, i) => groups.slice(i + 1).map((b) => [i, a, groups.indexOf(b), b] as const))
  const rows: (string | number | null)[][] = []
  for (const metric of ALPHA_METRICS) {
    const byGroup = valuesByGroup(metric)
    const results = pairs.map(([i, , j]) =>
      byGroup[i].length > 0 && byGroup[j].length > 0
        ? wilcoxonRankSum(byGroup[i], byGroup[j])
        : { statistic: NaN, pValue: NaN },
    )
    const adjusted = benjaminiHochberg(results.map((result) => result.pValue))
    pairs.forEach(([, a, , b], k) =>
      rows.push([metric, a, b, cell(results[k].statistic), cell(results[k].pValue), cell(adjusted[k])]),
    )
    if (pairs.length === 1) {
      const [[, a, , b]] = pairs
      notes.set(
        metric,
        text.wilcoxonNote({
          a,
          b,
          w: formatNumber(results[0].statistic, NUMBER_STYLE),
          p: formatNumber(results[0].pValue, NUMBER_STYLE),
        }),
      )
    } else {
      const significant = pairs.filter((_, k) => adjusted[k] < 0.05).length
      const smallest = Math.min(...Array.from(adjusted).filter(Number.isFinite))
      notes.set(
        metric,
        text.pairwiseNote({ pairs: pairs.length, significant, smallest: formatNumber(smallest, NUMBER_STYLE) }),
      )
    }
  }
  return {
    table: {
      id: 'group-tests',
      title: text.wilcoxonTitle(),
      columns: [text.metric(), text.groupA(), text.groupB(), 'W', 'p', 'p.adj (BH)'],
      rows,
    },
    notes,
  }
}
