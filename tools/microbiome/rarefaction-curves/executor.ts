import { alphaDiversity } from '../../../analysis/diversity/alpha'
import { sampleRow, sampleTotals } from '../../../analysis/feature-table'
import { expectedRichness, rarefactionCurve } from '../../../analysis/rarefaction'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { countDataWarnings, MIN_COUNT_DEPTH, NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { microbiomeText } from '../messages'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * The depths of one curve: up to `steps` + 1 points from 0 to the sample's depth (or the cap),
 * spaced quadratically, floor(depth · k² / steps²), so that the steep start of a curve gets most of
 * the points and its flat end few. Rounding maps neighbouring k to the same depth when the depth is
 * small next to steps², and each depth is a point once.
 */
export function curveDepths(depth: number, steps: number): number[] {
  const depths = Array.from({ length: steps + 1 }, (_, k) => Math.floor((depth * k * k) / (steps * steps)))
  return depths.filter((value, k) => k === 0 || value !== depths[k - 1])
}

/**
 * Expected richness (Hurlbert's rarefaction, as vegan's `rarefy`) of each sample at depths from 0 to
 * its own number of reads, one line per sample coloured by group, and the richness of every sample
 * at one common depth, where samples compare fairly: the smallest sample's depth, or the depth the
 * user chose after looking at the reads per sample (samples with fewer reads are left out, named).
 */
export const rarefactionCurvesExecutor: ToolExecutor = async (input) => {
  const { group_column: column, steps, max_depth: depthCap, compare_depth: chosenDepth } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const totals = sampleTotals(table)
  const empty = table.sampleIds.filter((_, s) => totals[s] === 0)
  if (empty.length > 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.emptySamples({ samples: empty.join(', ') }))

  const curves = table.sampleIds.map((_, s) => {
    const depths = curveDepths(depthCap > 0 ? Math.min(depthCap, totals[s]) : totals[s], steps)
    return { depths, richness: rarefactionCurve(sampleRow(table, s), depths) }
  })
  const compareDepth = chosenDepth > 0 ? chosenDepth : Math.min(...totals)
  const compared = table.sampleIds.flatMap((_, s) => (totals[s] >= compareDepth ? [s] : []))
  if (compared.length === 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.noSampleDeepEnough({ depth: compareDepth, largest: Math.max(...totals) }),
    )
  }
  const leftOut = table.sampleIds.filter((_, s) => totals[s] < compareDepth)
  const richnessAtDepth = compared.map((s) => expectedRichness(sampleRow(table, s), compareDepth))

  const groupIndex = (s: number) => (grouping ? grouping.groups.indexOf(grouping.grouping[s]) : s)
  const title = text.title()
  const chart = {
    id: 'rarefaction-curves',
    title,
    type: 'line' as const,
    data: {
      datasets: table.sampleIds.map((sampleId, s) => ({
        label: grouping ? `${sampleId} (${grouping.grouping[s]})` : sampleId,
        data: curves[s].depths.map((depth, k) => ({ x: depth, y: curves[s].richness[k] })),
        borderColor: paletteColour(groupIndex(s), TABLEAU_20),
        backgroundColor: paletteColour(groupIndex(s), TABLEAU_20),
        borderWidth: 1.5,
        pointRadius: 0,
        tension: 0.2,
      })),
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, grouping ? text.colouredBy({ column: grouping.column }) : undefined),
        legend: { position: 'right', labels: { boxWidth: 12, font: { size: 10 } } },
      },
      scales: {
        x: {
          type: 'linear',
          min: 0,
          title: { display: true, text: text.depthAxis() },
        },
        y: { min: 0, title: { display: true, text: text.richnessAxis() } },
      },
    },
    width: 1000,
    height: 600,
  }

  const groupColumns = grouping ? [grouping.column] : []
  const groupCells = (s: number) => (grouping ? [grouping.grouping[s]] : [])
  const curveTable: ResultTable = {
    id: 'rarefaction-curves',
    title: text.curveTableTitle(),
    columns: [microbiomeText.sample(), ...groupColumns, text.depth(), text.expectedRichness()],
    rows: table.sampleIds.flatMap((sampleId, s) =>
      curves[s].depths.map((depth, k) => [sampleId, ...groupCells(s), depth, cell(curves[s].richness[k])]),
    ),
  }
  const { observed } = alphaDiversity(table)
  const depthWords =
    chosenDepth > 0 ? text.chosenDepth({ depth: compareDepth }) : text.smallestDepth({ depth: compareDepth })
  const summaryTable: ResultTable = {
    id: 'richness-at-common-depth',
    title: text.summaryTitle({ depth: depthWords }),
    columns: [
      microbiomeText.sample(),
      ...groupColumns,
      microbiomeText.reads(),
      text.observedRichness(),
      text.richnessAtDepth({ depth: compareDepth }),
    ],
    rows: compared.map((s, k) => [
      table.sampleIds[s],
      ...groupCells(s),
      totals[s],
      observed[s],
      cell(richnessAtDepth[k]),
    ]),
  }
  const depthChart = readsPerSampleChart(table.sampleIds, totals, compareDepth, groupIndex)

  const lowest = richnessAtDepth.indexOf(Math.min(...richnessAtDepth))
  const highest = richnessAtDepth.indexOf(Math.max(...richnessAtDepth))
  const readsRange = { fewest: Math.min(...totals), most: Math.max(...totals), points: steps + 1 }
  const notes = [
    depthCap > 0 ? text.readsRangeCapped({ ...readsRange, cap: depthCap }) : text.readsRange(readsRange),
    text.richnessRange({
      depth: compareDepth,
      lowest: formatNumber(richnessAtDepth[lowest], NUMBER_STYLE),
      lowestSample: table.sampleIds[compared[lowest]],
      highest: formatNumber(richnessAtDepth[highest], NUMBER_STYLE),
      highestSample: table.sampleIds[compared[highest]],
    }),
  ]
  if (leftOut.length > 0)
    notes.push(text.leftOut({ count: leftOut.length, depth: compareDepth, samples: leftOut.join(', ') }))
  const warnings = countDataWarnings(table, 'rarefaction')
  if (compareDepth < MIN_COUNT_DEPTH)
    warnings.push({ code: 'rarefactionDepthBelowMinimum', params: { depth: compareDepth, minimum: MIN_COUNT_DEPTH } })
  return { charts: [chart, depthChart], tables: [summaryTable, curveTable], files: [], notes, warnings }
}

/**
 * The reads of every sample, smallest first, with the comparison depth as a line: what a user
 * reads to choose the depth (how many samples a deeper comparison would leave out).
 */
function readsPerSampleChart(
  sampleIds: readonly string[],
  totals: ArrayLike<number>,
  compareDepth: number,
  groupIndex: (s: number) => number,
) {
  const order = sampleIds.map((_, s) => s).sort((a, b) => totals[a] - totals[b])
  const title = text.readsTitle()
  const depthLabel = text.comparisonDepth({ depth: compareDepth })
  return {
    id: 'reads-per-sample',
    title,
    type: 'bar' as const,
    data: {
      labels: order.map((s) => sampleIds[s]),
      datasets: [
        {
          label: microbiomeText.reads(),
          data: order.map((s) => totals[s]),
          backgroundColor: order.map((s) => paletteColour(groupIndex(s), TABLEAU_20)),
        },
      ],
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, text.smallestFirst()),
        legend: { display: false },
        annotation: {
          annotations: {
            compareDepth: {
              type: 'line',
              yMin: compareDepth,
              yMax: compareDepth,
              borderColor: '#b91c1c',
              borderWidth: 1.5,
              borderDash: [6, 4],
              label: { display: true, content: depthLabel, position: 'start', font: { size: 11 } },
            },
          },
        },
      },
      scales: {
        x: { title: { display: true, text: microbiomeText.sample() }, ticks: { autoSkip: false, font: { size: 9 } } },
        y: { beginAtZero: true, title: { display: true, text: microbiomeText.reads() } },
      },
    },
    width: 1000,
    height: 500,
  }
}
