import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

describe('chart downloads in vector formats', () => {
  const spec = {
    id: 'downloads',
    title: '各组的 Shannon 指数',
    type: 'bar' as const,
    width: 640,
    height: 400,
    data: { labels: ['肠道', 'Soil'], datasets: [{ label: 'H′', data: [2.5, 3.1], backgroundColor: '#4e79a7' }] },
    options: { plugins: { title: { display: true, text: '各组的 Shannon 指数' } } },
  }

  it('SVG: the chart at its size, every text drawn as outlines of the bundled font (no font needed to open it)', async () => {
    const { renderChartSvg } = await import('./render-chart-png')
    const svg = renderChartSvg(spec).toString('utf8')
    expect(svg).toMatch(/<svg [^>]*width="640" height="400"/)
    expect(svg).not.toContain('<text')
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThan(20)
  })

  it('PDF: one vector page of the chart’s size whose text poppler reads, in the embedded Noto Sans SC', async () => {
    const { renderChartPdf } = await import('./render-chart-png')
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chart-pdf-'))
    const file = path.join(folder, 'chart.pdf')
    fs.writeFileSync(file, renderChartPdf(spec))
    // poppler-utils 22 (Debian) reads the file: an independent PDF reader.
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+640 x 400 pts/)
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    expect(fonts).toMatch(/NotoSansSC-\w+\s+CID TrueType\s+Identity-H\s+yes/)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text.replace(/\s+/g, ' ')).toMatch(/Shannon/)
    expect(text).toContain('肠道')
    fs.rmSync(folder, { recursive: true })
  })
})
