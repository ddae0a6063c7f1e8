import { toSquare, type DistanceMatrix } from '../../../analysis/distance-matrix'
import { SAMPLE_DISTANCE_METRICS } from '../../../analysis/diversity/sample-distances'
import { pcoa, PROPORTION_DENOMINATORS, type ProportionDenominator } from '../../../analysis/ordination/pcoa'
import { anosim } from '../../../analysis/stats/anosim'
import { permanovaParallel, type PermanovaResult } from '../../../analysis/stats/permanova'
import type { PermutationTestResult } from '../../../analysis/stats/permutation'
import { cell, formatNumber } from '../../kit/chart-style'
import { booleanParam, choiceParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { ordinationScatter } from '../ordination-chart'
import { distancesForRun } from '../sample-distances'
import {
  droppedSamplesNote,
  groupTestSkipReason,
  groupTestsNotRun,
  NUMBER_STYLE,
  readGrouping,
  readTableInput,
  type SampleGrouping,
} from '../shared'
import type { GroupTestSkipReason, RunWarning } from '../../../core/tool-results'

/** What an axis' percentage is a share of: in the notes and tables, and shorter in the axis titles. */
const PROPORTION_DENOMINATOR_NAMES: Record<
  ProportionDenominator,
  Record<'full' | 'short', { zh: string; en: string }>
> = {
  positiveSum: {
    full: { zh: '正特征值之和', en: 'the sum of the positive eigenvalues' },
    short: { zh: '正特征值和', en: 'positive eigenvalues' },
  },
  trace: {
    full: { zh: '全部特征值之和（含负特征值）', en: 'the sum of all eigenvalues, negative ones included' },
    short: { zh: '全部特征值和', en: 'all eigenvalues' },
  },
}

/** Axes written to the coordinates table. */
const REPORTED_AXES = 5

/**
 * Beta diversity between every pair of samples (count-based or UniFrac over an uploaded tree), its principal coordinates (PCoA) with the share of
 * variation each axis explains, and, with groups, ANOSIM and PERMANOVA of the grouping on the
 * same distances (permutations seeded by the run).
 */
export const betaDiversityPcoaExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false })
  const permutations = numberParam(input, 'permutations', { min: 99, max: 9999, fallback: 999, integer: true })
  const showLabels = booleanParam(input, 'show_labels', true)
  const proportionDenominator = choiceParam(input, 'proportion_of', PROPORTION_DENOMINATORS, 'positiveSum')
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, table, SAMPLE_DISTANCE_METRICS)
  const ordination = pcoa(distances, { dimensions: REPORTED_AXES, proportionDenominator })
  const denominatorName = PROPORTION_DENOMINATOR_NAMES[proportionDenominator].full[language]
  const shortDenominatorName = PROPORTION_DENOMINATOR_NAMES[proportionDenominator].short[language]
  const percent = (axis: number) => `${formatNumber(100 * ordination.proportionExplained[axis], NUMBER_STYLE)}%`

  let subtitle: string | undefined
  const notes = [
    say(
      `${table.sampleIds.length} 个样本的 ${metricName} 距离；PCoA 第 1、2 轴分别解释 ${percent(0)} 与 ${percent(1)} 的变异（特征值占${denominatorName}的比例）。`,
      `${metricName} distances between ${table.sampleIds.length} samples; PCoA axes 1 and 2 explain ${percent(0)} and ${percent(1)} of the variation (eigenvalue over ${denominatorName}).`,
    ),
    ...treeNotes,
  ]
  const tables: ResultTable[] = []
  const warnings: RunWarning[] = []
  const tests = await groupTests(grouping, distances, { permutations, seed: input.seed })
  if ('skipped' in tests) {
    warnings.push(groupTestsNotRun('ANOSIM, PERMANOVA', tests.skipped))
  } else if (grouping) {
    const { anosimResult, permanovaResult } = tests
    const anosimText = `ANOSIM: R = ${formatNumber(anosimResult.statistic, NUMBER_STYLE)}, p = ${formatNumber(anosimResult.pValue, NUMBER_STYLE)}`
    const permanovaText = `PERMANOVA: pseudo-F = ${formatNumber(permanovaResult.statistic, NUMBER_STYLE)}, R² = ${formatNumber(permanovaResult.r2, NUMBER_STYLE)}, p = ${formatNumber(permanovaResult.pValue, NUMBER_STYLE)}`
    subtitle = `${anosimText}; ${permanovaText} (${permutations} ${say('次置换', 'permutations')})`
    notes.push(
      say(
        `按 "${grouping.column}" 分组（${grouping.groups.length} 组）检验，${permutations} 次置换：`,
        `Grouping "${grouping.column}" (${grouping.groups.length} groups), ${permutations} permutations:`,
      ),
      anosimText,
      permanovaText,
    )
    const droppedNote = droppedSamplesNote(anosimResult.droppedSamples, grouping.column, language)
    if (droppedNote) notes.push(droppedNote)
    tables.push({
      id: 'group-tests',
      title: say('组间差异检验', 'Tests between groups'),
      columns: [
        say('方法', 'Method'),
        say('统计量', 'Statistic'),
        say('值', 'Value'),
        'R²',
        'p',
        say('置换次数', 'Permutations'),
      ],
      rows: [
        ['ANOSIM', 'R', cell(anosimResult.statistic), null, cell(anosimResult.pValue), permutations],
        [
          'PERMANOVA',
          'pseudo-F',
          cell(permanovaResult.statistic),
          cell(permanovaResult.r2),
          cell(permanovaResult.pValue),
          permutations,
        ],
      ],
    })
  }
  if (ordination.smallestEigenvalue < -1e-9 * ordination.eigenvalues[0]) {
    notes.push(
      say(
        proportionDenominator === 'positiveSum'
          ? `该距离不是欧氏距离：存在负特征值（最小 ${formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE)}），不计入解释比例的分母，正特征值轴的比例之和为 100%（与 scikit-bio 相同）。`
          : `该距离不是欧氏距离：存在负特征值（最小 ${formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE)}），计入解释比例的分母，正特征值轴的比例之和超过 100%（与 R cmdscale、phyloseq 相同）。`,
        proportionDenominator === 'positiveSum'
          ? `The distance is not Euclidean: there are negative eigenvalues (smallest ${formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE)}), left out of the proportions' denominator, so the positive axes add up to 100% (as scikit-bio).`
          : `The distance is not Euclidean: there are negative eigenvalues (smallest ${formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE)}), counted in the proportions' denominator, so the positive axes add up to more than 100% (as R's cmdscale and phyloseq).`,
      ),
    )
  }

  const axes = ordination.eigenvalues.length
  const axisTitle = (axis: number) =>
    say(
      `PCoA${axis + 1}（占${shortDenominatorName} ${percent(axis)}）`,
      `PCoA${axis + 1} (${percent(axis)} of ${shortDenominatorName})`,
    )
  const chart = ordinationScatter({
    id: 'pcoa',
    title: say(`PCoA（${metricName}）`, `PCoA (${metricName})`),
    subtitle,
    sampleIds: table.sampleIds,
    points: ordination.coordinates.map((row) => [row[0], axes > 1 ? row[1] : 0] as const),
    grouping,
    axisTitles: [axisTitle(0), axes > 1 ? axisTitle(1) : 'PCoA2'],
    showLabels,
    language,
  })
  const axisNames = Array.from({ length: axes }, (_, axis) => `PCoA${axis + 1}`)
  tables.unshift(
    {
      id: 'pcoa-coordinates',
      title: say(`PCoA 坐标（${metricName}）`, `PCoA coordinates (${metricName})`),
      columns: [say('样本', 'Sample'), ...(grouping ? [grouping.column] : []), ...axisNames],
      rows: table.sampleIds.map((sampleId, s) => [
        sampleId,
        ...(grouping ? [grouping.grouping[s]] : []),
        ...Array.from(ordination.coordinates[s], cell),
      ]),
    },
    {
      id: 'pcoa-eigenvalues',
      title: say(
        `各轴特征值与解释比例（占${denominatorName}）`,
        `Eigenvalue and proportion explained of each axis (of ${denominatorName})`,
      ),
      columns: [say('轴', 'Axis'), say('特征值', 'Eigenvalue'), say('解释比例', 'Proportion explained')],
      rows: axisNames.map((name, axis) => [
        name,
        cell(ordination.eigenvalues[axis]),
        cell(ordination.proportionExplained[axis]),
      ]),
    },
  )
  tables.push({
    id: 'distance-matrix',
    title: say(`${metricName} 距离矩阵`, `${metricName} distance matrix`),
    columns: [say('样本', 'Sample'), ...table.sampleIds],
    rows: toSquare(distances).map((row, i) => [table.sampleIds[i], ...row.map(cell)]),
  })
  return { charts: [chart], tables, files: [], notes, warnings }
}

/**
 * ANOSIM and PERMANOVA of the grouping, or why they cannot run: without groups, with one group, or
 * with no group of two samples there is no within-group variation to compare. The ordination does
 * not depend on them, so the run keeps it either way.
 */
async function groupTests(
  grouping: SampleGrouping | null,
  distances: DistanceMatrix,
  options: { permutations: number; seed: number },
): Promise<
  { skipped: GroupTestSkipReason } | { anosimResult: PermutationTestResult; permanovaResult: PermanovaResult }
> {
  if (!grouping) return { skipped: 'noGroups' }
  try {
    const anosimResult = anosim(distances, grouping.grouping, options)
    const permanovaResult = await permanovaParallel(distances, grouping.grouping, options)
    return { anosimResult, permanovaResult }
  } catch (error) {
    const skipped = groupTestSkipReason(error)
    if (skipped) return { skipped }
    throw error
  }
}
