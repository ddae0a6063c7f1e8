import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import {
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  INK,
  inkedAxisOptions,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { colourParam, columnParam, numberParam, requiredColumnParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { pointLabelAnnotations } from '../differential'
import { checkPValues, extent, formatPValue, readInputTable, SUBTITLE_STYLE, type Point } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const chromosomeColumn = requiredColumnParam(input, 'chromosome_column', { zh: '染色体', en: 'chromosome' })
  const positionColumn = requiredColumnParam(input, 'position_column', { zh: '位置', en: 'position' })
  const pColumn = requiredColumnParam(input, 'p_column', { zh: ' p 值', en: 'p-value' })
  const labelColumn = columnParam(input, 'label_column')
  const genomeWide = numberParam(input, 'genome_wide_line', { min: 0, max: 1, fallback: 5e-8 })
  const suggestive = numberParam(input, 'suggestive_line', { min: 0, max: 1, fallback: 1e-5 })
  const labelTop = numberParam(input, 'label_top', { min: 0, max: 100, fallback: 0, integer: true })
  const colours = [colourParam(input, 'colour_a', '#1f4e79'), colourParam(input, 'colour_b', '#7fb2e5')]
  const highlight = colourParam(input, 'highlight_colour', '#d62728')

  const chromosomes = textColumn(table, chromosomeColumn)
  const positions = numericColumn(table, positionColumn, { allowMissing: true })
  const pValues = numericColumn(table, pColumn, { allowMissing: true })
  const labels = labelColumn ? textColumn(table, labelColumn) : null
  checkPValues(table, pColumn, pValues, language)
  const kept = table.rows
    .map((_, r) => r)
    .filter((r) => chromosomes[r] !== '' && !Number.isNaN(positions[r]) && !Number.isNaN(pValues[r]))
  if (kept.length === 0)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say('没有同时具有染色体、位置和 p 值的行。', 'No row has a chromosome, a position and a p-value.'),
    )

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
    label: say('全基因组显著', 'Genome-wide significant'),
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

  const title = chartTitle(input, { zh: '曼哈顿图', en: 'Manhattan plot' })
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
            subtitle: say(
              `${kept.length} 个位点，${order.length} 条染色体；${significant.length} 个 p < ${formatPValue(genomeWide)}`,
              `${kept.length} markers on ${order.length} chromosomes; ${significant.length} with p < ${formatPValue(genomeWide)}`,
            ),
            ...SUBTITLE_STYLE,
          }),
          legend: { display: false },
          annotation: { clip: false, annotations },
        },
        scales: {
          x: inkedAxisOptions(say('染色体', 'Chromosome'), {
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
    chartSize(input, { width: 1000, height: 520 }, ADVANCED_CHART_SIZE_LIMITS),
  )

  const notes = [
    say(
      `${kept.length} 个位点：${significant.length} 个低于全基因组显著线 ${formatPValue(genomeWide)}${suggestive > 0 ? `，${suggestiveCount} 个低于提示线 ${formatPValue(suggestive)}` : ''}。`,
      `${kept.length} markers: ${significant.length} below the genome-wide line ${formatPValue(genomeWide)}${suggestive > 0 ? `, ${suggestiveCount} below the suggestive line ${formatPValue(suggestive)}` : ''}.`,
    ),
  ]
  if (drawn.length < kept.length)
    notes.push(
      say(
        `为保证图表流畅，p ≥ ${THINNING_P} 的位点按 1/${stride} 抽稀显示（共画出 ${drawn.length} 个）；表格和计数包含全部位点。`,
        `To keep the chart responsive, markers with p ≥ ${THINNING_P} are thinned to 1 in ${stride} (${drawn.length} drawn); tables and counts include all markers.`,
      ),
    )
  if (kept.length < table.rows.length)
    notes.push(
      say(
        `${table.rows.length - kept.length} 行缺少染色体、位置或 p 值，未画出。`,
        `${table.rows.length - kept.length} rows lack a chromosome, position or p-value and are not drawn.`,
      ),
    )

  return {
    charts: [chart],
    tables: [
      {
        id: 'significant-markers',
        title: say(`低于全基因组显著线的位点`, 'Markers below the genome-wide line'),
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
