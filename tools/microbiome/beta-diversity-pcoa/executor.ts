import { toSquare, type DistanceMatrix } from '../../../analysis/distance-matrix'
import { pcoa, type ProportionDenominator } from '../../../analysis/ordination/pcoa'
import { anosim } from '../../../analysis/stats/anosim'
import { permanovaParallel, type PermanovaResult } from '../../../analysis/stats/permanova'
import type { PermutationTestResult } from '../../../analysis/stats/permutation'
import { cell, formatNumber } from '../../kit/chart-style'
import type { MessageRef, ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { ordinationScatter } from '../ordination-chart'
import { normalisedForDistances } from '../normalisation'
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
import { microbiomeText } from '../messages'
import { text } from './messages'
import { parameters } from './parameters'

/** What an axis' percentage is a share of: in the notes and tables, and shorter in the axis titles. */
const PROPORTION_DENOMINATOR_NAMES: Record<ProportionDenominator, Record<'full' | 'short', () => MessageRef>> = {
  positiveSum: { full: text.positiveSumFull, short: text.positiveSumShort },
  trace: { full: text.traceFull, short: text.traceShort },
}

/** Axes written to the coordinates table. */
const REPORTED_AXES = 5

/**
 * Beta diversity between every pair of samples (count-based or UniFrac over an uploaded tree), its principal coordinates (PCoA) with the share of
 * variation each axis explains, and, with groups, ANOSIM and PERMANOVA of the grouping on the
 * same distances (permutations seeded by the run).
 */
export const betaDiversityPcoaExecutor: ToolExecutor = async (input) => {
  const {
    metric,
    group_column: column,
    permutations,
    show_labels: showLabels,
    proportion_of: proportionDenominator,
    normalisation,
  } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const normalised = normalisedForDistances(table, normalisation, metric, input.seed)
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, normalised.table, metric)
  const ordination = pcoa(distances, { dimensions: REPORTED_AXES, proportionDenominator })
  const denominatorName = PROPORTION_DENOMINATOR_NAMES[proportionDenominator].full()
  const shortDenominatorName = PROPORTION_DENOMINATOR_NAMES[proportionDenominator].short()
  const percent = (axis: number) => `${formatNumber(100 * ordination.proportionExplained[axis], NUMBER_STYLE)}%`

  let subtitle: ResultText | undefined
  const notes: ResultText[] = [
    text.summary({
      samples: table.sampleIds.length,
      metric: metricName,
      first: percent(0),
      second: percent(1),
      denominator: denominatorName,
    }),
    ...normalised.notes,
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
    subtitle = text.testsSubtitle({ anosim: anosimText, permanova: permanovaText, permutations })
    notes.push(
      text.groupingTested({ column: grouping.column, groups: grouping.groups.length, permutations }),
      anosimText,
      permanovaText,
    )
    const droppedNote = droppedSamplesNote(anosimResult.droppedSamples, grouping.column)
    if (droppedNote) notes.push(droppedNote)
    tables.push({
      id: 'group-tests',
      title: text.testsTitle(),
      columns: [text.method(), text.statistic(), text.value(), 'R²', 'p', text.permutations()],
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
    const smallest = { smallest: formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE) }
    notes.push(
      proportionDenominator === 'positiveSum' ? text.negativeLeftOut(smallest) : text.negativeCounted(smallest),
    )
  }

  const axes = ordination.eigenvalues.length
  const axisTitle = (axis: number) =>
    text.axisTitle({ axis: axis + 1, percent: percent(axis), denominator: shortDenominatorName })
  const chart = ordinationScatter({
    id: 'pcoa',
    title: text.title({ metric: metricName }),
    subtitle,
    sampleIds: table.sampleIds,
    points: ordination.coordinates.map((row) => [row[0], axes > 1 ? row[1] : 0] as const),
    grouping,
    axisTitles: [axisTitle(0), axes > 1 ? axisTitle(1) : 'PCoA2'],
    showLabels,
  })
  const axisNames = Array.from({ length: axes }, (_, axis) => `PCoA${axis + 1}`)
  tables.unshift(
    {
      id: 'pcoa-coordinates',
      title: text.coordinatesTitle({ metric: metricName }),
      columns: [microbiomeText.sample(), ...(grouping ? [grouping.column] : []), ...axisNames],
      rows: table.sampleIds.map((sampleId, s) => [
        sampleId,
        ...(grouping ? [grouping.grouping[s]] : []),
        ...Array.from(ordination.coordinates[s], cell),
      ]),
    },
    {
      id: 'pcoa-eigenvalues',
      title: text.eigenvaluesTitle({ denominator: denominatorName }),
      columns: [text.axis(), text.eigenvalue(), text.proportionExplained()],
      rows: axisNames.map((name, axis) => [
        name,
        cell(ordination.eigenvalues[axis]),
        cell(ordination.proportionExplained[axis]),
      ]),
    },
  )
  tables.push({
    id: 'distance-matrix',
    title: microbiomeText.distanceMatrix({ metric: metricName }),
    columns: [microbiomeText.sample(), ...table.sampleIds],
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
