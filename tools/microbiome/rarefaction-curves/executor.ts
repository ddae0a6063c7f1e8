import { alphaDiversity } from '../../../analysis/diversity/alpha'
import { sampleRow, sampleTotals } from '../../../analysis/feature-table'
import { expectedRichness, rarefactionCurve } from '../../../analysis/rarefaction'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import { inLanguage } from '../../../core/language'
import { numberParam } from '../../kit/params'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { countDataWarnings, MIN_COUNT_DEPTH, NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false })
  const steps = numberParam(input, 'steps', { min: 5, max: 100, fallback: 30, integer: true })
  const depthCap = numberParam(input, 'max_depth', { min: 0, max: 1e12, fallback: 0, integer: true })
  const chosenDepth = numberParam(input, 'compare_depth', { min: 0, max: 1e12, fallback: 0, integer: true })
  const totals = sampleTotals(table)
  const empty = table.sampleIds.filter((_, s) => totals[s] === 0)
  if (empty.length > 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `样本 ${empty.join(', ')} 没有任何读数，无法绘制稀释曲线。`,
        `Sample(s) ${empty.join(', ')} have no reads: no rarefaction curve possible.`,
      ),
    )
  }

  const curves = table.sampleIds.map((_, s) => {
    const depths = curveDepths(depthCap > 0 ? Math.min(depthCap, totals[s]) : totals[s], steps)
    return { depths, richness: rarefactionCurve(sampleRow(table, s), depths) }
  })
  const compareDepth = chosenDepth > 0 ? chosenDepth : Math.min(...totals)
  const compared = table.sampleIds.flatMap((_, s) => (totals[s] >= compareDepth ? [s] : []))
  if (compared.length === 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `没有样本的读数达到比较深度 ${compareDepth}：请选择不超过最大样本读数（${Math.max(...totals)}）的深度。`,
        `No sample has ${compareDepth} reads to compare at: choose a depth of at most the largest sample's reads (${Math.max(...totals)}).`,
      ),
    )
  }
  const leftOut = table.sampleIds.filter((_, s) => totals[s] < compareDepth)
  const richnessAtDepth = compared.map((s) => expectedRichness(sampleRow(table, s), compareDepth))

  const groupIndex = (s: number) => (grouping ? grouping.groups.indexOf(grouping.grouping[s]) : s)
  const title = say('稀释曲线', 'Rarefaction curves')
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
        ...plainTitleOptions(
          title,
          grouping ? say(`按 ${grouping.column} 着色`, `Coloured by ${grouping.column}`) : undefined,
        ),
        legend: { position: 'right', labels: { boxWidth: 12, font: { size: 10 } } },
      },
      scales: {
        x: {
          type: 'linear',
          min: 0,
          title: { display: true, text: say('抽样深度（读数）', 'Sequencing depth (reads)') },
        },
        y: { min: 0, title: { display: true, text: say('期望物种数（OTU/ASV）', 'Expected richness (OTUs/ASVs)') } },
      },
    },
    width: 1000,
    height: 600,
  }

  const groupColumns = grouping ? [grouping.column] : []
  const groupCells = (s: number) => (grouping ? [grouping.grouping[s]] : [])
  const curveTable: ResultTable = {
    id: 'rarefaction-curves',
    title: say('稀释曲线数据', 'Rarefaction curve points'),
    columns: [say('样本', 'Sample'), ...groupColumns, say('深度', 'Depth'), say('期望物种数', 'Expected richness')],
    rows: table.sampleIds.flatMap((sampleId, s) =>
      curves[s].depths.map((depth, k) => [sampleId, ...groupCells(s), depth, cell(curves[s].richness[k])]),
    ),
  }
  const { observed } = alphaDiversity(table)
  const depthWords =
    chosenDepth > 0
      ? say(`所选深度（${compareDepth}）`, `the chosen depth (${compareDepth})`)
      : say(`最小样本深度（${compareDepth}）`, `the smallest sample's depth (${compareDepth})`)
  const summaryTable: ResultTable = {
    id: 'richness-at-common-depth',
    title: say(`各样本在${depthWords}下的期望物种数`, `Expected richness of each sample at ${depthWords}`),
    columns: [
      say('样本', 'Sample'),
      ...groupColumns,
      say('读数', 'Reads'),
      say('观测物种数', 'Observed richness'),
      say(`深度 ${compareDepth} 下的期望物种数`, `Expected richness at ${compareDepth} reads`),
    ],
    rows: compared.map((s, k) => [
      table.sampleIds[s],
      ...groupCells(s),
      totals[s],
      observed[s],
      cell(richnessAtDepth[k]),
    ]),
  }
  const depthChart = readsPerSampleChart(table.sampleIds, totals, compareDepth, groupIndex, say)

  const lowest = richnessAtDepth.indexOf(Math.min(...richnessAtDepth))
  const highest = richnessAtDepth.indexOf(Math.max(...richnessAtDepth))
  const notes = [
    say(
      `样本读数 ${Math.min(...totals)}–${Math.max(...totals)}；每条曲线至多 ${steps + 1} 个点${depthCap > 0 ? `，截至 ${depthCap} 条读数` : ''}。`,
      `Samples have ${Math.min(...totals)} to ${Math.max(...totals)} reads; at most ${steps + 1} points per curve${depthCap > 0 ? `, up to ${depthCap} reads` : ''}.`,
    ),
    say(
      `在 ${compareDepth} 条读数下，期望物种数从 ${formatNumber(richnessAtDepth[lowest], NUMBER_STYLE)}（${table.sampleIds[compared[lowest]]}）到 ${formatNumber(richnessAtDepth[highest], NUMBER_STYLE)}（${table.sampleIds[compared[highest]]}）。`,
      `At ${compareDepth} reads the expected richness ranges from ${formatNumber(richnessAtDepth[lowest], NUMBER_STYLE)} (${table.sampleIds[compared[lowest]]}) to ${formatNumber(richnessAtDepth[highest], NUMBER_STYLE)} (${table.sampleIds[compared[highest]]}).`,
    ),
  ]
  if (leftOut.length > 0)
    notes.push(
      say(
        `${leftOut.length} 个样本的读数少于 ${compareDepth}，未参与该深度下的比较：${leftOut.join(', ')}。`,
        `${leftOut.length} sample(s) with fewer than ${compareDepth} reads are left out of the comparison at that depth: ${leftOut.join(', ')}.`,
      ),
    )
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
  say: (zh: string, en: string) => string,
) {
  const order = sampleIds.map((_, s) => s).sort((a, b) => totals[a] - totals[b])
  const title = say('各样本读数', 'Reads per sample')
  const depthLabel = say(`比较深度 ${compareDepth}`, `Comparison depth ${compareDepth}`)
  return {
    id: 'reads-per-sample',
    title,
    type: 'bar' as const,
    data: {
      labels: order.map((s) => sampleIds[s]),
      datasets: [
        {
          label: say('读数', 'Reads'),
          data: order.map((s) => totals[s]),
          backgroundColor: order.map((s) => paletteColour(groupIndex(s), TABLEAU_20)),
        },
      ],
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, say('按读数从小到大排列', 'Smallest first')),
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
        x: { title: { display: true, text: say('样本', 'Sample') }, ticks: { autoSkip: false, font: { size: 9 } } },
        y: { beginAtZero: true, title: { display: true, text: say('读数', 'Reads') } },
      },
    },
    width: 1000,
    height: 500,
  }
}
