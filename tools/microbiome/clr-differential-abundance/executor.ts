import { clrDifferential, MOST_CLR_VALUES, type ClrDifferentialResult } from '../../../analysis/stats/clr-differential'
import { selectTableSamples } from '../../../analysis/feature-table'
import { ANNOTATION_AXES } from '../../charts-advanced/differential'
import { cell, plainTitleOptions } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { comparedLevels } from '../compared-groups'
import { microbiomeText } from '../messages'
import { droppedSamplesNote, readGrouping, readTableInput, requireGroups } from '../shared'
import { featuresAtLevel, levelName } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

const COLOURS = { up: '#d6604d', down: '#4393c3', none: '#bdbdbd', significant: '#d7301f' }

/**
 * Differential abundance between two groups on centred log-ratios, after ALDEx2: counts summed to
 * the rank (or the OTUs/ASVs themselves), Monte-Carlo Dirichlet instances (or the point estimate),
 * Welch's and Wilcoxon's tests with expected p and q, ALDEx2's diff.btw, diff.win and effect; the
 * MW effect plot, a volcano plot and the table of every feature by q.
 */
export const clrDifferentialAbundanceExecutor: ToolExecutor = async (input) => {
  const values = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true, column: values.group_column })
  requireGroups(grouping, 2, text.purpose())
  const { reference, treatment } = comparedLevels(grouping, values.reference_level, values.treatment_level)

  const kept = table.sampleIds.flatMap((_, s) =>
    grouping.grouping[s] === reference || grouping.grouping[s] === treatment ? [s] : [],
  )
  for (const group of [reference, treatment]) {
    const count = kept.filter((s) => grouping.grouping[s] === group).length
    if (count < 2) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.fewSamples({ group, count }))
  }
  const { table: atLevel, labels } = featuresAtLevel(selectTableSamples(table, kept), values.level)
  const compared = kept.map((s) => grouping.grouping[s] === treatment)
  const width = atLevel.featureIds.length
  const samples = kept.length
  const what = levelName(values.level)
  const withReads = atLevel.featureIds.filter((_, f) => {
    for (let s = 0; s < samples; s++) if (atLevel.counts[s * width + f] > 0) return true
    return false
  }).length
  if (withReads < 2)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.fewFeatures({ what, count: withReads }))
  const instances = values.estimate === 'point' ? 0 : values.instances
  if (Math.max(1, instances) * samples * withReads > MOST_CLR_VALUES)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.tooLarge({ instances, samples, features: withReads, limit: MOST_CLR_VALUES }),
    )

  const result = clrDifferential(atLevel.counts, width, compared, {
    instances,
    seed: values.seed,
    pseudocount: values.pseudocount,
  })
  const parts = result.features.length
  const rows = Array.from({ length: parts }, (_, j) => j)
  const decidingQ = values.test === 'wilcoxon' ? result.wilcoxonQ : result.welchQ
  const testName = values.test === 'wilcoxon' ? text.wilcoxon() : text.welch()
  const alpha = values.q_threshold
  const regulation = rows.map((j) => {
    if (!(decidingQ[j] < alpha)) return 'none' as const
    return result.diffBetween[j] > 0 ? ('up' as const) : ('down' as const)
  })
  const up = regulation.filter((r) => r === 'up').length
  const down = regulation.filter((r) => r === 'down').length
  const labelOf = (j: number) => labels[result.features[j]]

  const effectChart = mwPlot(result, regulation, { treatment, reference, alpha, testName })
  const volcano = volcanoPlot(result, regulation, decidingQ, { treatment, reference, alpha, testName, what, up, down })

  const order = [...rows].sort(
    (a, b) =>
      nanLast(decidingQ[a], decidingQ[b]) ||
      Math.abs(result.effect[b]) - Math.abs(result.effect[a]) ||
      result.features[a] - result.features[b],
  )
  const monteCarlo = instances > 0
  const regulationText = { up: text.up({ treatment }), down: text.down({ treatment }), none: text.none() }
  const resultTable: ResultTable = {
    id: 'clr-differential-abundance',
    title: text.tableTitle({ test: testName }),
    columns: [
      values.level === 'feature' ? 'OTU/ASV' : microbiomeText.taxon(),
      microbiomeText.lineage(),
      text.meanClr({ group: reference }),
      text.meanClr({ group: treatment }),
      'diff.btw',
      'diff.win',
      'effect',
      monteCarlo ? text.expectedWelchP() : text.welchP(),
      monteCarlo ? text.expectedWelchQ() : text.welchQ(),
      monteCarlo ? text.expectedWilcoxonP() : text.wilcoxonP(),
      monteCarlo ? text.expectedWilcoxonQ() : text.wilcoxonQ(),
      text.change(),
    ],
    rows: order.map((j) => {
      const f = result.features[j]
      return [
        labelOf(j),
        values.level === 'feature' ? (table.taxonomy?.[f] ?? '') : atLevel.featureIds[f],
        cell(result.meanReference[j]),
        cell(result.meanCompared[j]),
        cell(result.diffBetween[j]),
        cell(result.diffWithin[j]),
        cell(result.effect[j]),
        cell(result.welchP[j]),
        cell(result.welchQ[j]),
        cell(result.wilcoxonP[j]),
        cell(result.wilcoxonQ[j]),
        regulationText[regulation[j]],
      ]
    }),
  }

  const notes: ResultText[] = [
    text.summary({
      features: parts,
      what,
      treatment,
      reference,
      treatmentSamples: compared.filter(Boolean).length,
      referenceSamples: compared.filter((c) => !c).length,
      significant: up + down,
      test: testName,
      alpha,
      up,
      down,
      welchSignificant: rows.filter((j) => result.welchQ[j] < alpha).length,
    }),
    monteCarlo
      ? text.monteCarlo({ instances, seed: values.seed })
      : text.pointEstimate({ pseudocount: values.pseudocount }),
  ]
  if (width > parts) notes.push(text.absent({ count: width - parts, what }))
  const withoutWelch = rows.filter((j) => Number.isNaN(result.welchP[j])).length
  if (withoutWelch > 0) notes.push(text.noWelch({ count: withoutWelch }))
  const otherGroups = table.sampleIds.length - grouping.ungroupedSampleIds.length - samples
  const dropped = droppedSamplesNote(
    grouping.ungroupedSampleIds.map((sampleId) => ({ sampleId, reason: 'missingGroup' as const })),
    grouping.column,
  )
  if (dropped) notes.push(dropped)
  if (otherGroups > 0) notes.push(text.otherGroupsLeftOut({ count: otherGroups, reference, treatment }))
  notes.push(text.method())
  return { charts: [effectChart, volcano], tables: [resultTable], files: [], notes }
}

type Regulation = 'up' | 'down' | 'none'

interface ChartContext {
  treatment: string
  reference: string
  alpha: number
  testName: ResultText
}

/** ALDEx2's MW plot: diff.win across, diff.btw up, significant features in red, lines at effect ±1. */
function mwPlot(
  result: ClrDifferentialResult,
  regulation: readonly Regulation[],
  { treatment, reference, alpha, testName }: ChartContext,
) {
  const rows = regulation.map((_, j) => j)
  const title = text.effectChartTitle({ treatment, reference })
  const widest = Math.max(1, ...rows.map((j) => result.diffWithin[j]))
  const pointOf = (j: number) => ({ x: result.diffWithin[j], y: result.diffBetween[j] })
  const effectLine = (sign: 1 | -1) => ({
    type: 'line',
    ...ANNOTATION_AXES,
    xMin: 0,
    xMax: widest,
    yMin: 0,
    yMax: sign * widest,
    borderColor: '#737373',
    borderWidth: 1,
    borderDash: [5, 4],
  })
  return {
    id: 'clr-effect',
    title,
    type: 'scatter' as const,
    data: {
      datasets: [
        {
          label: text.significantPoints({ test: testName, alpha }),
          data: rows.filter((j) => regulation[j] !== 'none').map(pointOf),
          backgroundColor: COLOURS.significant,
          borderColor: COLOURS.significant,
          pointRadius: 3.5,
        },
        {
          label: text.none(),
          data: rows.filter((j) => regulation[j] === 'none').map(pointOf),
          backgroundColor: COLOURS.none,
          borderColor: COLOURS.none,
          pointRadius: 2.5,
        },
      ],
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, text.effectSubtitle()),
        legend: { display: true, position: 'top' },
        annotation: { annotations: { effectUp: effectLine(1), effectDown: effectLine(-1) } },
      },
      scales: {
        x: { beginAtZero: true, title: { display: true, text: text.diffWithinAxis() } },
        y: { title: { display: true, text: text.diffBetweenAxis({ treatment, reference }) } },
      },
    },
    width: 900,
    height: 640,
  }
}

/** diff.btw across, −log10 q of the deciding test up (as ALDEx2's volcano plot), a line at the threshold. */
function volcanoPlot(
  result: ClrDifferentialResult,
  regulation: readonly Regulation[],
  decidingQ: Float64Array,
  {
    treatment,
    reference,
    alpha,
    testName,
    what,
    up,
    down,
  }: ChartContext & { what: ResultText; up: number; down: number },
) {
  const drawn = regulation.map((_, j) => j).filter((j) => Number.isFinite(decidingQ[j]))
  const smallest = Math.min(1, ...drawn.map((j) => decidingQ[j]).filter((q) => q > 0))
  const yOf = (j: number) => -Math.log10(decidingQ[j] > 0 ? decidingQ[j] : smallest / 10)
  const xLimit = Math.ceil(1.1 * Math.max(1, ...drawn.map((j) => Math.abs(result.diffBetween[j]))))
  const title = text.volcanoTitle({ treatment, reference, what, test: testName })
  return {
    id: 'clr-volcano',
    title,
    type: 'scatter' as const,
    data: {
      datasets: (['up', 'down', 'none'] as const).map((kind) => ({
        label: kind === 'none' ? text.none() : text[kind]({ treatment }),
        data: drawn.filter((j) => regulation[j] === kind).map((j) => ({ x: result.diffBetween[j], y: yOf(j) })),
        backgroundColor: COLOURS[kind],
        borderColor: COLOURS[kind],
        pointRadius: kind === 'none' ? 2.5 : 3.5,
      })),
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, text.volcanoSubtitle({ up, down, alpha })),
        legend: { display: true, position: 'top' },
        annotation: {
          annotations: {
            threshold: {
              type: 'line',
              ...ANNOTATION_AXES,
              yMin: -Math.log10(alpha),
              yMax: -Math.log10(alpha),
              borderColor: '#737373',
              borderWidth: 1,
              borderDash: [5, 4],
            },
          },
        },
      },
      scales: {
        x: {
          min: -xLimit,
          max: xLimit,
          title: { display: true, text: text.diffBetweenAxis({ treatment, reference }) },
        },
        y: { beginAtZero: true, title: { display: true, text: text.qAxis({ test: testName }) } },
      },
    },
    width: 900,
    height: 640,
  }
}

/** Ascending, NaN last. */
function nanLast(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1
  if (Number.isNaN(b)) return -1
  return a - b
}
