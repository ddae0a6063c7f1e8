import fs from 'node:fs'
import { createCanvas, GlobalFonts, Path2D } from '@napi-rs/canvas'
import type { ChartConfiguration } from 'chart.js'
import type { ChartSpec } from '../../core/charts/chart-spec'
import { registerChartTypes } from '../../core/charts/register-chart-types'

// chartjs-chart-venn builds its arcs with the browser's Path2D; the canvas package provides one.
Object.assign(globalThis, { Path2D, window: { Path2D } })

/** Fonts with Chinese glyphs, tried in order; Debian's chromium brings the Droid fallback. */
const CJK_FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
]
const cjkFont = CJK_FONT_CANDIDATES.find((path) => fs.existsSync(path))
if (cjkFont) GlobalFonts.registerFromPath(cjkFont, 'BioCloud CJK')

const whiteBackground = {
  id: 'whiteBackground',
  beforeDraw(chart: { ctx: CanvasRenderingContext2D; width: number; height: number }) {
    chart.ctx.save()
    chart.ctx.fillStyle = '#ffffff'
    chart.ctx.fillRect(0, 0, chart.width, chart.height)
    chart.ctx.restore()
  },
}

/** Renders a chart the way the browser draws it, for pages without JavaScript and for downloads. */
export function renderChartPng(spec: ChartSpec, scale = 2): Buffer {
  const Chart = registerChartTypes()
  Chart.defaults.font.family = cjkFont
    ? "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', 'BioCloud CJK', sans-serif"
    : 'sans-serif'
  // chart.js sizes the canvas to width × height × devicePixelRatio itself.
  const canvas = createCanvas(spec.width, spec.height)
  const config = {
    type: spec.type,
    data: structuredClone(spec.data),
    options: { ...structuredClone(spec.options ?? {}), animation: false, responsive: false, devicePixelRatio: scale },
    plugins: [whiteBackground],
  } as unknown as ChartConfiguration
  const chart = new Chart(canvas as unknown as HTMLCanvasElement, config)
  try {
    return canvas.toBuffer('image/png')
  } finally {
    chart.destroy()
  }
}
