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
