import { groupRankAbundance, sampleRankAbundance, type RankAbundanceCurve } from '../../../analysis/rank-abundance'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { featuresAtLevel, levelName } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Whittaker rank-abundance curves: each sample's (or each group's mean) relative abundances sorted
 * from the largest down, on a log scale, with a table of how dominated each curve is.
 */
export const rankAbundanceExecutor: ToolExecutor = async (input) => {
  const { group_column: column, curves: mode, level, max_rank: maxRank } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  if (mode === 'group' && !grouping) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.groupNeeded())
  const { table: atLevel, labels } = featuresAtLevel(table, level)

  const groups = grouping?.groups ?? []
  const groupOfSample = (s: number) => (grouping && groups.includes(grouping.grouping[s]) ? grouping.grouping[s] : null)
  const all =
    mode === 'group'
      ? groupRankAbundance(
          atLevel,
          atLevel.sampleIds.map((_, s) => groupOfSample(s)),
        )
      : sampleRankAbundance(atLevel)
  const empty = mode === 'sample' ? all.filter((curve) => curve.abundances.length === 0).map((curve) => curve.id) : []
  const curves = all.filter((curve) => curve.abundances.length > 0)
  const colourOf = (curve: RankAbundanceCurve, k: number) => {
    if (mode === 'group') return paletteColour(k, TABLEAU_20)
    const group = groupOfSample(atLevel.sampleIds.indexOf(curve.id))
    return group === null
      ? grouping
        ? '#9e9e9e'
        : paletteColour(k, TABLEAU_20)
      : paletteColour(groups.indexOf(group), TABLEAU_20)
  }

  const what = levelName(level)
  const title = text.chartTitle({ what })
  const longest = Math.max(0, ...curves.map((curve) => curve.abundances.length))
  const chart = {
    id: 'rank-abundance',
    title,
    type: 'line' as const,
    data: {
      datasets: curves.map((curve, k) => ({
        label: curve.id,
        data: Array.from(curve.abundances.subarray(0, maxRank), (value, r) => ({ x: r + 1, y: 100 * value })),
        borderColor: colourOf(curve, k),
        backgroundColor: colourOf(curve, k),
        borderWidth: 1.5,
        pointRadius: 0,
        fill: false,
      })),
    },
    options: {
      parsing: false,
      plugins: {
        ...plainTitleOptions(title, grouping ? text.byGroup({ column: grouping.column }) : undefined),
        legend: { display: curves.length <= 30, position: 'right' },
      },
      scales: {
        x: { type: 'linear', min: 1, title: { display: true, text: text.rank() } },
        y: { type: 'logarithmic', title: { display: true, text: text.abundance() } },
      },
    },
    width: 900,
    height: 560,
  }

  const halfAt = (curve: RankAbundanceCurve) => {
    let sum = 0
    for (let r = 0; r < curve.abundances.length; r++) {
      sum += curve.abundances[r]
      if (sum >= 0.5) return r + 1
    }
    return curve.abundances.length
  }
  const resultTable: ResultTable = {
    id: 'rank-abundance',
    title: text.tableTitle(),
    columns: [
      mode === 'group' ? text.group() : text.curve(),
      ...(mode === 'sample' && grouping ? [grouping.column] : []),
      text.present(),
      text.first(),
      text.topFeature(),
      text.topTen(),
      text.halfAt(),
    ],
    rows: curves.map((curve) => [
      curve.id,
      ...(mode === 'sample' && grouping ? [grouping.grouping[atLevel.sampleIds.indexOf(curve.id)]] : []),
      curve.abundances.length,
      cell(100 * curve.abundances[0]),
      labels[curve.features[0]],
      cell(100 * curve.abundances.subarray(0, 10).reduce((sum, value) => sum + value, 0)),
      halfAt(curve),
    ]),
  }

  const notes: ResultText[] = []
  if (curves.length > 0) {
    const firsts = curves.map((curve) => 100 * curve.abundances[0])
    notes.push(
      text.summary({
        curves: curves.length,
        lowest: formatNumber(Math.min(...firsts), NUMBER_STYLE),
        highest: formatNumber(Math.max(...firsts), NUMBER_STYLE),
      }),
    )
  }
  if (longest > maxRank) notes.push(text.cutAt({ rank: maxRank, longest }))
  if (empty.length > 0) notes.push(text.emptySamples({ count: empty.length, samples: empty.join(', ') }))
  notes.push(text.method())
  return { charts: [chart], tables: [resultTable], files: [], notes }
}
