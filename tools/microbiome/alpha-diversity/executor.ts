import { ALPHA_METRICS, alphaDiversity, type AlphaMetric } from '../../../analysis/diversity/alpha'
import { sampleTotals } from '../../../analysis/feature-table'
import { benjaminiHochberg } from '../../../analysis/stats/fdr'
import { kruskalWallis, wilcoxonRankSum } from '../../../analysis/stats/rank-tests'
import { samplesToTest } from '../../../analysis/stats/tested-samples'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20, withAlpha } from '../../kit/chart-style'
import { choiceParam } from '../../kit/params'
import { inLanguage, type Language } from '../../../core/language'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import {
  countDataWarnings,
  droppedSamplesNote,
  NUMBER_STYLE,
  readGrouping,
  readTableInput,
  type SampleGrouping,
} from '../shared'

const METRIC_NAMES: Record<AlphaMetric, { zh: string; en: string }> = {
  observed: { zh: '观测物种数 (Observed)', en: 'Observed richness' },
  shannon: { zh: 'Shannon 指数', en: 'Shannon index' },
  simpson: { zh: 'Simpson 指数 (1 − D)', en: 'Simpson index (1 − D)' },
  invsimpson: { zh: '逆 Simpson 指数', en: 'Inverse Simpson index' },
  pielou: { zh: 'Pielou 均匀度', en: 'Pielou evenness' },
  chao1: { zh: 'Chao1', en: 'Chao1' },
  ace: { zh: 'ACE', en: 'ACE' },
  goods_coverage: { zh: "Good's 覆盖度", en: "Good's coverage" },
}

/** auto: Wilcoxon rank-sum for two groups, Kruskal-Wallis for more. */
export const GROUP_TESTS = ['auto', 'kruskal', 'wilcoxon'] as const
type GroupTest = (typeof GROUP_TESTS)[number]

/**
 * Every alpha metric per sample, a box plot of one metric per group, and a rank test per metric
 * between the groups: Kruskal-Wallis, or Wilcoxon rank-sum for each pair of groups with
 * Benjamini-Hochberg adjusted p-values (one pair when there are two groups).
 */
export const alphaDiversityExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false })
  const plotted = choiceParam(input, 'metric', ALPHA_METRICS, 'shannon')
  const requestedTest = choiceParam(input, 'test', GROUP_TESTS, 'auto')
  const values = alphaDiversity(table)
  const say = (zh: string, en: string) => inLanguage(language, zh, en)

  const metricsTable: ResultTable = {
    id: 'alpha-diversity',
    title: say('各样本 Alpha 多样性指数', 'Alpha diversity of each sample'),
    columns: [say('样本', 'Sample'), ...(grouping ? [grouping.column] : []), ...ALPHA_METRICS],
    rows: table.sampleIds.map((sampleId, s) => [
      sampleId,
      ...(grouping ? [grouping.grouping[s]] : []),
      ...ALPHA_METRICS.map((metric) => cell(values[metric][s])),
    ]),
  }

  const groups = grouping?.groups ?? [say('全部样本', 'All samples')]
  // Every index is compared on the same samples: those with a group and with reads (a sample without
  // reads has richness 0 but no diversity; leaving it in one index's test only would make them disagree).
  const tested = grouping
    ? samplesToTest(table.sampleIds, grouping.grouping, { readTotals: sampleTotals(table) })
    : null
  const samplesOf = (group: string) =>
    tested ? tested.kept.filter((_, k) => tested.grouping[k] === group) : table.sampleIds.map((_, s) => s)
  const valuesByGroup = (metric: AlphaMetric) =>
    groups.map((group) =>
      samplesOf(group).flatMap((s) => (Number.isFinite(values[metric][s]) ? [values[metric][s]] : [])),
    )
  const metricName = METRIC_NAMES[plotted][language]
  const test: GroupTest | null =
    groups.length < 2 ? null : requestedTest === 'auto' ? (groups.length === 2 ? 'wilcoxon' : 'kruskal') : requestedTest
  const tests = test && grouping ? groupTests(test, grouping, valuesByGroup, language) : null
  const plottedNote = tests?.notes.get(plotted)

  const title = grouping
    ? say(`${metricName}（按 ${grouping.column} 分组）`, `${metricName} by ${grouping.column}`)
    : metricName
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

  const notes = [
    say(
      `${table.sampleIds.length} 个样本，${table.featureIds.length} 个特征（OTU/ASV）。`,
      `${table.sampleIds.length} samples, ${table.featureIds.length} features (OTUs/ASVs).`,
    ),
  ]
  if (plottedNote && grouping) {
    notes.push(plottedNote)
    // The box plot leaves the same samples out as the tests: those of no group or without reads.
    const droppedNote = droppedSamplesNote(tested?.dropped ?? [], grouping.column, language)
    if (droppedNote) notes.push(droppedNote)
  } else
    notes.push(
      grouping
        ? say(
            `"${grouping.column}" 只有一个分组，未做组间检验。`,
            `Column "${grouping.column}" has one group only; no test between groups.`,
          )
        : say('未提供分组文件，未做组间检验。', 'No metadata file given: no test between groups.'),
    )
  const unusable = ALPHA_METRICS.filter((metric) => values[metric].some((value) => !Number.isFinite(value)))
  if (unusable.length > 0) {
    notes.push(
      say(
        `以下指数在部分样本中无定义（留空，不参与检验）：${unusable.join(', ')}。`,
        `Undefined in some samples (left empty, left out of the tests): ${unusable.join(', ')}.`,
      ),
    )
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
  language: Language,
): { table: ResultTable; notes: Map<AlphaMetric, string> } {
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const notes = new Map<AlphaMetric, string>()
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
        say(
          `Kruskal-Wallis 检验（${groups.length} 组）：H = ${formatNumber(result.statistic, NUMBER_STYLE)}，p = ${formatNumber(result.pValue, NUMBER_STYLE)}`,
          `Kruskal-Wallis test (${groups.length} groups): H = ${formatNumber(result.statistic, NUMBER_STYLE)}, p = ${formatNumber(result.pValue, NUMBER_STYLE)}`,
        ),
      )
      return [metric, 'Kruskal-Wallis', groups.length, cell(result.statistic), cell(result.pValue)]
    })
    return {
      table: {
        id: 'group-tests',
        title: say('组间差异检验（Kruskal-Wallis）', 'Tests between groups (Kruskal-Wallis)'),
        columns: [say('指数', 'Metric'), say('检验', 'Test'), say('组数', 'Groups'), 'H', 'p'],
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
        say(
          `Wilcoxon 秩和检验（${a} vs ${b}）：W = ${formatNumber(results[0].statistic, NUMBER_STYLE)}，p = ${formatNumber(results[0].pValue, NUMBER_STYLE)}`,
          `Wilcoxon rank-sum test (${a} vs ${b}): W = ${formatNumber(results[0].statistic, NUMBER_STYLE)}, p = ${formatNumber(results[0].pValue, NUMBER_STYLE)}`,
        ),
      )
    } else {
      const significant = pairs.filter((_, k) => adjusted[k] < 0.05).length
      const smallest = Math.min(...Array.from(adjusted).filter(Number.isFinite))
      notes.set(
        metric,
        say(
          `两两 Wilcoxon 秩和检验（${pairs.length} 对，BH 校正）：${significant} 对 p.adj < 0.05，最小 p.adj = ${formatNumber(smallest, NUMBER_STYLE)}`,
          `Pairwise Wilcoxon rank-sum tests (${pairs.length} pairs, BH-adjusted): ${significant} with p.adj < 0.05, smallest p.adj = ${formatNumber(smallest, NUMBER_STYLE)}`,
        ),
      )
    }
  }
  return {
    table: {
      id: 'group-tests',
      title: say('组间差异检验（Wilcoxon 秩和检验）', 'Tests between groups (Wilcoxon rank-sum)'),
      columns: [
        say('指数', 'Metric'),
        say('组 A', 'Group A'),
        say('组 B', 'Group B'),
        'W',
        'p',
        say('p.adj (BH)', 'p.adj (BH)'),
      ],
      rows,
    },
    notes,
  }
}
