import { createCanvas, GlobalFonts, Path2D } from '@napi-rs/canvas'
import type { ChartConfiguration } from 'chart.js'
import type { DrawnChartSpec } from '../core/charts/chart-spec'
import { registerChartTypes } from '../core/charts/register-chart-types'
import { BUNDLED_FONT_FAMILY, BUNDLED_FONT_FILES } from './bundled-fonts'

// chartjs-chart-venn builds its arcs with the browser's Path2D; the canvas package provides one.
Object.assign(globalThis, { Path2D, window: { Path2D } })
// chartjs-chart-graph schedules a layout resync with the browser's requestAnimationFrame even for the
// 'graph' type, whose node positions are given (its resync does nothing there); a server draws one
// frame, so the callback is never needed.
if (typeof globalThis.requestAnimationFrame !== 'function')
  Object.assign(globalThis, { requestAnimationFrame: () => 0, cancelAnimationFrame: () => undefined })

// Every glyph of a chart (Chinese, `²`, full-width brackets and Latin alike) comes from the bundled font, so a chart
// looks the same on every machine and never falls back to a system font that may lack it.
GlobalFonts.registerFromPath(BUNDLED_FONT_FILES.regular, BUNDLED_FONT_FAMILY)
GlobalFonts.registerFromPath(BUNDLED_FONT_FILES.bold, BUNDLED_FONT_FAMILY)
/** The font list chart.js draws every text with. */
export const CHART_FONT = `'${BUNDLED_FONT_FAMILY}'`

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
export function renderChartPng(spec: DrawnChartSpec, scale = 2): Buffer {
  const Chart = registerChartTypes()
  Chart.defaults.font.family = CHART_FONT
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
