import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { cell, chartSpec, chartTitle, INK, inkedAxisOptions, titleOptions, withAlpha } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { pointLabelAnnotations } from '../differential'
import { checkPValues, extent, formatPValue, readInputTable, SUBTITLE_STYLE, type Point } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/** Beyond this many points the weak ones (p ≥ 0.01) are thinned, so the chart stays light in a browser. */
const MAX_POINTS = 60_000
const THINNING_P = 0.01

/** Chromosomes in karyotype order: 1 … 22, X, Y, XY, MT, then any other name alphabetically; "chr" is ignored. */
export function chromosomeOrder(names: Iterable<string>): string[] {
  const rank = (name: string): [number, string] => {
    const bare = name.replace(/^chr/i, '')
    if (/^\d+$/.test(bare)) return [Number(bare), '']
    const special = ['X', 'Y', 'XY', 'MT', 'M'].indexOf(bare.toUpperCase())
    return special >= 0 ? [1000 + special, ''] : [2000, bare]
  }
  return [...new Set(names)].sort((a, b) => {
    const [ra, ta] = rank(a)
    const [rb, tb] = rank(b)
    return ra - rb || ta.localeCompare(tb)
  })
}

/**
 * Manhattan plot: −log10 p of every marker (SNP, gene) along the genome, chromosomes side by side
 * in karyotype order with alternating colours, the genome-wide and suggestive significance lines
 * drawn by the annotation plugin, and the strongest markers labelled.
 */
export const manhattanPlotExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const {
    chromosome_column: chromosomeColumn,
    position_column: positionColumn,
    p_column: pColumn,
    label_column: labelColumn,
    genome_wide_line: genomeWide,
    suggestive_line: suggestive,
    label_top: labelTop,
    highlight_colour: highlight,
  } = values
  const colours = [values.colour_a, values.colour_b]
  const table = readInputTable(input)

  const chromosomes = textColumn(table, chromosomeColumn)
  const positions = numericColumn(table, positionColumn, { allowMissing: true })
  const pValues = numericColumn(table, pColumn, { allowMissing: true })
  const labels = labelColumn ? textColumn(table, labelColumn) : null
  checkPValues(table, pColumn, pValues)
  const kept = table.rows
    .map((_, r) => r)
    .filter((r) => chromosomes[r] !== '' && !Number.isNaN(positions[r]) && !Number.isNaN(pValues[r]))
  if (kept.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noUsableRow())

  const order = chromosomeOrder(kept.map((r) => chromosomes[r]))
  const length = new Map(order.map((name) => [name, 0]))
  for (const r of kept) length.set(chromosomes[r], Math.max(length.get(chromosomes[r]) as number, positions[r]))
  const genomeLength = [...length.values()].reduce((sum, value) => sum + value, 0)
  const gap = genomeLength * 0.005
  const offset = new Map<string, number>()
  let cursor = 0
  for (const name of order) {
    offset.set(name, cursor)
    cursor += (length.get(name) as number) + gap
  }
  const finiteHeights = kept.map((r) => -Math.log10(pValues[r])).filter(Number.isFinite)
  const ceiling = finiteHeights.length > 0 ? extent(finiteHeights).max * 1.05 : 300
  const pointOf = (r: number): Point => ({
    x: (offset.get(chromosomes[r]) as number) + positions[r],
    y: pValues[r] === 0 ? ceiling : -Math.log10(pValues[r]),
  })

  // Thinning keeps every marker with p < 0.01 and an even share of the rest, in file order.
  const weak = kept.filter((r) => pValues[r] >= THINNING_P)
  const stride =
    kept.length > MAX_POINTS ? Math.ceil(weak.length / Math.max(1, MAX_POINTS - (kept.length - weak.length))) : 1
  const thinnedAway = new Set(weak.filter((_, k) => k % stride !== 0))
  const drawn = kept.filter((r) => !thinnedAway.has(r))
  const significant = kept
    .filter((r) => genomeWide > 0 && pValues[r] < genomeWide)
    .sort((a, b) => pValues[a] - pValues[b])
  const datasets: Record<string, unknown>[] = order.map((name, c) => ({
    label: name,
    data: drawn.filter((r) => chromosomes[r] === name && !(genomeWide > 0 && pValues[r] < genomeWide)).map(pointOf),
    backgroundColor: withAlpha(colours[c % 2], 0.85),
    borderWidth: 0,
    pointRadius: 2.2,
    pointHoverRadius: 5,
  }))
  datasets.push({
    label: text.genomeWideSignificant(),
    data: significant.map(pointOf),
    backgroundColor: highlight,
    borderWidth: 0,
    pointRadius: 3,
    pointHoverRadius: 6,
  })

  const scales = { xScaleID: 'x', yScaleID: 'y' }
  const threshold = (id: string, p: number, colour: string, dashed: boolean) => [
    [
      id,
      {
        type: 'line',
        ...scales,
        yMin: -Math.log10(p),
        yMax: -Math.log10(p),
        borderColor: colour,
        borderWidth: 1.2,
        ...(dashed ? { borderDash: [6, 4] } : {}),
      },
    ],
    // The threshold's value right of the plot area, in the padding kept for it.
    [
      `${id}Label`,
      {
        type: 'label',
        ...scales,
        xValue: cursor,
        yValue: -Math.log10(p),
        content: formatPValue(p),
        position: { x: 'start', y: 'center' },
        xAdjust: 4,
        color: colour,
        font: { size: 10 },
        padding: 0,
      },
    ],
  ]
  const annotations: Record<string, unknown> = Object.fromEntries([
    ...(genomeWide > 0 ? threshold('genomeWide', genomeWide, highlight, false) : []),
    ...(suggestive > 0 ? threshold('suggestive', suggestive, '#1f77b4', true) : []),
    // Chromosome names under the axis, centred on each chromosome (the axis' own numbers are hidden).
    ...order.map((name, c) => [
      `chromosome${c}`,
      {
        type: 'label',
        ...scales,
        xValue: (offset.get(name) as number) + (length.get(name) as number) / 2,
        yValue: 0,
        content: name.replace(/^chr/i, ''),
        position: { x: 'center', y: 'start' },
        yAdjust: 4,
        color: INK,
        font: { size: 11 },
        padding: 0,
      },
    ]),
  ])
  if (labels) {
    const strongest = [...kept].sort((a, b) => pValues[a] - pValues[b]).slice(0, labelTop)
    Object.assign(
      annotations,
      pointLabelAnnotations(
        strongest.map((r) => ({ point: pointOf(r), text: labels[r] })),
        scales,
      ),
    )
  }

  const title = chartTitle(values.title, text.chartTitle())
  const suggestiveCount = kept.filter((r) => suggestive > 0 && pValues[r] < suggestive).length
  const chart = chartSpec(
    {
      id: 'manhattan',
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        layout: { padding: { right: 60 } },
        plugins: {
          ...titleOptions(title, {
            subtitle: text.subtitle({
              markers: kept.length,
              chromosomes: order.length,
              significant: significant.length,
              line: formatPValue(genomeWide),
            }),
            ...SUBTITLE_STYLE,
          }),
          legend: { display: false },
          annotation: { clip: false, annotations },
        },
        scales: {
          x: inkedAxisOptions(text.chromosome(), {
            type: 'linear',
            min: 0,
            max: cursor,
            grid: { display: false },
            ticks: { color: 'rgba(0,0,0,0)', maxTicksLimit: 2 },
          }),
          y: inkedAxisOptions(`−log10(${pColumn})`, { type: 'linear', min: 0 }),
        },
      },
    },
    { width: values.width, height: values.height },
  )

  const lines = { markers: kept.length, significant: significant.length, line: formatPValue(genomeWide) }
  const notes: ResultText[] = [
    suggestive > 0
      ? text.belowLines({ ...lines, suggestive: suggestiveCount, suggestiveLine: formatPValue(suggestive) })
      : text.belowLine(lines),
  ]
  if (drawn.length < kept.length) notes.push(text.thinned({ p: THINNING_P, stride, drawn: drawn.length }))
  if (kept.length < table.rows.length) notes.push(text.missingRows({ rows: table.rows.length - kept.length }))

  return {
    charts: [chart],
    tables: [
      {
        id: 'significant-markers',
        title: text.significantTitle(),
        columns: [...(labels ? [labelColumn] : []), chromosomeColumn, positionColumn, pColumn],
        rows: significant.map((r) => [
          ...(labels ? [labels[r]] : []),
          chromosomes[r],
          cell(positions[r]),
          cell(pValues[r]),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
