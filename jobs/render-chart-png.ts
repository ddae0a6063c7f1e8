import { CompressionType, FilterType, Transformer } from '@napi-rs/image'
import { createCanvas, GlobalFonts, Path2D, PDFDocument, SvgExportFlag } from '@napi-rs/canvas'
import { BasicPlatform, type ChartConfiguration } from 'chart.js'
import type { ChartFileFormat } from '../core/charts/chart-files'
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

/** Draws a chart with chart.js on a canvas (or a page) of the spec's size; the caller reads the drawing out. */
function drawChart(canvas: unknown, spec: DrawnChartSpec, scale: number): { destroy(): void } {
  const Chart = registerChartTypes()
  Chart.defaults.font.family = CHART_FONT
  const config = {
    type: spec.type,
    data: structuredClone(spec.data),
    options: { ...structuredClone(spec.options ?? {}), animation: false, responsive: false, devicePixelRatio: scale },
    plugins: [whiteBackground],
    // chart.js's canvas-only platform, also while a word cloud is lent a document (see withCanvasDocument).
    platform: BasicPlatform,
  } as unknown as ChartConfiguration
  return withCanvasDocument(spec.type === 'wordCloud', () => new Chart(canvas as HTMLCanvasElement, config))
}

/**
 * How chart PNGs are compressed: image-rs's default zlib level with an adaptive row filter. On the 17 charts of the
 * DESeq2 and FASTQ quality demos this takes 35 ms a chart and 2.9 MB in all, where Skia's encoder (the canvas's
 * `encode('png')`) took 156 ms a chart and 3.3 MB: encoding had taken longer than drawing.
 */
const PNG_ENCODING = { compressionType: CompressionType.Default, filterType: FilterType.Adaptive }

/** Renders a chart the way the browser draws it, for pages without JavaScript and for downloads. */
export function renderChartPng(spec: DrawnChartSpec, scale = 2): Buffer {
  return drawnPixels(spec, scale).pngSync(PNG_ENCODING)
}

/**
 * The same PNG as `renderChartPng`, encoded on libuv's thread pool: the chart is drawn before this returns, so the
 * caller can draw the next chart while this one is compressed.
 */
export function renderChartPngConcurrently(spec: DrawnChartSpec, scale = 2): Promise<Buffer> {
  return drawnPixels(spec, scale).png(PNG_ENCODING)
}

/** The chart's pixels, straight (not premultiplied) RGBA as PNG stores them, ready to encode. */
function drawnPixels(spec: DrawnChartSpec, scale: number): Transformer {
  // chart.js sizes the canvas to width × height × devicePixelRatio itself.
  const canvas = createCanvas(spec.width, spec.height)
  const chart = drawChart(canvas, spec, scale)
  try {
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
    return Transformer.fromRgbaPixels(pixels.data, pixels.width, pixels.height)
  } finally {
    chart.destroy()
  }
}

/**
 * The chart as SVG, for journals and vector editors. Its texts become outlines of the bundled font, so the file
 * shows the same glyphs (Chinese too) wherever it is opened, with no font to install.
 */
export function renderChartSvg(spec: DrawnChartSpec): Buffer {
  const canvas = createCanvas(spec.width, spec.height, SvgExportFlag.ConvertTextToPaths)
  const chart = drawChart(canvas, spec, 1)
  try {
    return canvas.getContent()
  } finally {
    chart.destroy()
  }
}

/**
 * The chart as a one-page vector PDF of its size in points, its texts in the bundled font (embedded, subset,
 * selectable). chart.js draws on the page's context through a stand-in canvas, since a PDF page has no canvas.
 */
export function renderChartPdf(spec: DrawnChartSpec): Buffer {
  const document = new PDFDocument({ title: spec.title, creator: 'BioCloud' })
  const context = document.beginPage(spec.width, spec.height)
  const page = { width: spec.width, height: spec.height, getContext: () => context }
  Object.defineProperty(context, 'canvas', { value: page, configurable: true })
  const chart = drawChart(page, spec, 1)
  try {
    document.endPage()
    return document.close()
  } finally {
    chart.destroy()
  }
}

/** A chart drawn as a file of one of the download formats. */
export function renderChartFile(spec: DrawnChartSpec, format: ChartFileFormat): Buffer {
  if (format === 'svg') return renderChartSvg(spec)
  if (format === 'pdf') return renderChartPdf(spec)
  return renderChartPng(spec)
}

/**
 * chartjs-chart-wordcloud measures its words on a canvas made with `document.createElement('canvas')`
 * (d3-cloud), and lays them out while the chart is built. For that one step a server without a DOM
 * lends it a minimal document whose canvases are @napi-rs/canvas ones (with the bundled font), and
 * takes it back afterwards, so nothing else ever sees a `document`.
 */
function withCanvasDocument<T>(needed: boolean, build: () => T): T {
  if (!needed || 'document' in globalThis) return build()
  const lent = { createElement: (tag: string) => (tag === 'canvas' ? createCanvas(1, 1) : undefined) }
  Object.assign(globalThis, { document: lent })
  try {
    return build()
  } finally {
    delete (globalThis as { document?: unknown }).document
  }
}
