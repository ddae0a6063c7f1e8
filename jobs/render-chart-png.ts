import { endianness } from 'node:os'
import { promisify } from 'node:util'
import { crc32, deflate, deflateSync } from 'node:zlib'
import { createCanvas, GlobalFonts, Path2D, PDFDocument, SvgExportFlag, type Canvas } from '@napi-rs/canvas'
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

/** Renders a chart the way the browser draws it, for pages without JavaScript and for downloads. */
export function renderChartPng(spec: DrawnChartSpec, scale = 2): Buffer {
  const { canvas, chart } = drawPngCanvas(spec, scale)
  try {
    const rows = upFilteredRgbRows(canvas)
    return rows ? pngFile(canvas.width, canvas.height, deflateSync(rows, PNG_DEFLATE)) : canvas.toBuffer('image/png')
  } finally {
    chart.destroy()
  }
}

const deflateAsync = promisify(deflate)

/**
 * The same PNG as `renderChartPng`, its compression done on libuv's thread pool: the chart is drawn
 * before this returns, so the caller can draw the next chart while this one is compressed.
 */
export function renderChartPngConcurrently(spec: DrawnChartSpec, scale = 2): Promise<Buffer> {
  const { canvas, chart } = drawPngCanvas(spec, scale)
  try {
    const rows = upFilteredRgbRows(canvas)
    if (!rows) return Promise.resolve(canvas.toBuffer('image/png'))
    return deflateAsync(rows, PNG_DEFLATE).then((compressed) => pngFile(canvas.width, canvas.height, compressed))
  } finally {
    chart.destroy()
  }
}

function drawPngCanvas(spec: DrawnChartSpec, scale: number): { canvas: Canvas; chart: { destroy(): void } } {
  // chart.js sizes the canvas to width × height × devicePixelRatio itself.
  const canvas = createCanvas(spec.width, spec.height)
  return { canvas, chart: drawChart(canvas, spec, scale) }
}

/**
 * zlib level of the chart PNGs. The PNG is written here rather than by Skia's encoder, which tries
 * every row filter and keeps an alpha channel that a chart on its white background never uses: on
 * the FastqQc and DESeq2 demos (2× charts of 6–14 MB of pixels) Skia took about 1.7× the CPU of
 * this encoder (pixel copy, Up filter and level-4 deflate together), whose files are no larger.
 */
const PNG_DEFLATE = { level: 4 }

/**
 * The canvas's pixels as PNG scanlines of 8-bit RGB, each with the Up filter (the byte-wise
 * difference to the row above, which a chart's flat areas and vertical edges turn into zeros).
 * Null when a pixel is not opaque: the canvas holds premultiplied alpha, which only an opaque
 * pixel leaves unchanged, and an RGB file could not keep the transparency anyway. Null too on a
 * big-endian machine, whose words would hold the channels the other way round.
 */
function upFilteredRgbRows(canvas: Canvas): Buffer | null {
  if (!LITTLE_ENDIAN) return null
  const { width, height } = canvas
  const pixelBytes = canvas.data()
  const rgba = pixelBytes.byteOffset % 4 === 0 ? pixelBytes : Buffer.from(pixelBytes)
  // One RGBA pixel per 32-bit word, red in the low byte.
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height)
  const rows = Buffer.allocUnsafe((width * 3 + 1) * height)
  let out = 0
  for (let y = 0; y < height; y++) {
    rows[out++] = PNG_FILTER_UP
    const row = y * width
    const above = row - width
    for (let x = 0; x < width; x++) {
      const pixel = pixels[row + x]
      if (pixel >>> 24 !== 0xff) return null
      const up = y === 0 ? 0 : pixels[above + x]
      rows[out++] = (pixel - up) & 0xff
      rows[out++] = ((pixel >>> 8) - (up >>> 8)) & 0xff
      rows[out++] = ((pixel >>> 16) - (up >>> 16)) & 0xff
    }
  }
  return rows
}

const LITTLE_ENDIAN = endianness() === 'LE'
const PNG_FILTER_UP = 2
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const PNG_COLOUR_TYPE_RGB = 2
/** sRGB, rendering intent perceptual: what Skia's encoder tagged the chart PNGs with. */
const PNG_SRGB_PERCEPTUAL = Buffer.from([0])

/** A PNG file of 8-bit RGB, non-interlaced, from its compressed scanlines. */
function pngFile(width: number, height: number, compressedRows: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = PNG_COLOUR_TYPE_RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('sRGB', PNG_SRGB_PERCEPTUAL),
    pngChunk('IDAT', compressedRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const chunk = Buffer.alloc(8 + data.length + 4)
  chunk.writeUInt32BE(data.length, 0)
  typeAndData.copy(chunk, 4)
  chunk.writeUInt32BE(crc32(typeAndData), 8 + data.length)
  return chunk
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
