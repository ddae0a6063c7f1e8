import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47]

describe('the server chart renderer', () => {
  it('draws Chinese, ², full-width punctuation and Latin from the bundled font with the machine’s fonts hidden', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'))
    // A fontconfig with no font folders: whatever the machine has installed is invisible.
    fs.writeFileSync(
      path.join(folder, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig><cachedir>${folder}/cache</cachedir></fontconfig>\n`,
    )
    const png = path.join(folder, 'chart.png')
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./chart-glyphs.fixtures.ts', import.meta.url)), png],
      {
        encoding: 'utf8',
        env: { ...process.env, FONTCONFIG_FILE: path.join(folder, 'fonts.conf'), FONTCONFIG_PATH: folder },
      },
    )
    const result = JSON.parse(output) as { chartFonts: string; notBundled: string[]; missingFromBundled: string[] }
    expect(result.missingFromBundled).toEqual([])
    expect(result.notBundled).toEqual([])
    expect([...fs.readFileSync(png).subarray(0, 4)]).toEqual(PNG_SIGNATURE)
    fs.rmSync(folder, { recursive: true })
  })
})

describe('the server chart renderer and network graphs', () => {
  it('draws a graph chart with fixed node positions (chartjs-chart-graph asks for animation frames)', async () => {
    const { renderChartPng } = await import('./render-chart-png')
    const png = renderChartPng({
      id: 'network',
      title: 'network',
      type: 'graph',
      data: {
        labels: ['a', 'b', 'c'],
        datasets: [
          {
            data: [
              { x: 0, y: 0 },
              { x: 1, y: 0 },
              { x: 0, y: 1 },
            ],
            edges: [
              { source: 0, target: 1 },
              { source: 1, target: 2 },
            ],
            edgeLineBorderColor: ['#d6604d', '#4393c3'],
          },
        ],
      },
      width: 200,
      height: 200,
    })
    expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE)
  })
})

describe('the chart PNG file', () => {
  it('is the chart at twice its size on white, each bar in its own colour, encoded here or on the thread pool alike', async () => {
    const { loadImage, createCanvas } = await import('@napi-rs/canvas')
    const { renderChartPng, renderChartPngConcurrently } = await import('./render-chart-png')
    const spec = {
      id: 'bars',
      title: 'bars',
      type: 'bar' as const,
      data: {
        labels: ['a', 'b'],
        datasets: [{ data: [10, 5], backgroundColor: ['#ff0000', '#0000ff'], borderWidth: 0 }],
      },
      options: { plugins: { legend: { display: false } }, scales: { y: { min: 0, max: 10 } } },
      width: 200,
      height: 150,
    }
    const decoded = async (png: Buffer) => {
      const image = await loadImage(png)
      const canvas = createCanvas(image.width, image.height)
      const context = canvas.getContext('2d')
      context.drawImage(image, 0, 0)
      return { image, context }
    }
    const { image, context } = await decoded(renderChartPng(spec))
    expect([image.width, image.height]).toEqual([400, 300])
    // The concurrent encoder splits the data into other chunks; the pixels are the same.
    const concurrently = await decoded(await renderChartPngConcurrently(spec))
    expect(concurrently.context.getImageData(0, 0, 400, 300).data).toEqual(context.getImageData(0, 0, 400, 300).data)
    const pixel = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data]
    expect(pixel(0, 0)).toEqual([255, 255, 255, 255])
    expect(pixel(image.width - 1, image.height - 1)).toEqual([255, 255, 255, 255])
    // A row through both bars: the left one red, the right one blue, each channel in its place.
    const row = image.height - 60
    const columns = (colour: string) => [...Array(image.width).keys()].filter((x) => pixel(x, row).join() === colour)
    const red = columns('255,0,0,255')
    const blue = columns('0,0,255,255')
    expect(red.length).toBeGreaterThan(50)
    expect(blue.length).toBeGreaterThan(50)
    expect(Math.max(...red)).toBeLessThan(Math.min(...blue))
  })
})
