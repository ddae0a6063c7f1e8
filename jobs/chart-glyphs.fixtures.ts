/**
 * Run in a child process by render-chart-png.test.ts, with the machine's fonts hidden from fontconfig. Renders a chart
 * whose texts hold Chinese, `²` and full-width punctuation, then draws each of its characters with the font list the
 * renderer gave chart.js and with the bundled font file alone (registered here under its own name), and prints as
 * JSON the characters whose pixels differ or that the bundled font draws as its missing-glyph box.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { Chart } from 'chart.js'
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { renderChartPng } from './render-chart-png'

const require = createRequire(import.meta.url)
const REFERENCE = 'Glyph Check Reference'
GlobalFonts.registerFromPath(
  require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  REFERENCE,
)
GlobalFonts.registerFromPath(
  require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  REFERENCE,
)

const TITLE = 'PCoA（Bray-Curtis）：R² = 0.2124，组间差异'
const AXIS = 'PCoA1（主坐标一）35.13%'
const png = renderChartPng({
  id: 'glyphs',
  title: TITLE,
  type: 'scatter',
  width: 640,
  height: 400,
  data: { datasets: [{ label: '对照组（CK）', data: [{ x: 1, y: 2 }] }] },
  options: {
    plugins: { title: { display: true, text: TITLE } },
    scales: { x: { title: { display: true, text: AXIS } } },
  },
})
if (process.argv[2]) fs.writeFileSync(process.argv[2], png)

function pixels(font: string, character: string): string {
  const canvas = createCanvas(64, 64)
  const context = canvas.getContext('2d')
  context.font = font
  context.fillText(character, 8, 48)
  return Buffer.from(context.getImageData(0, 0, 64, 64).data).toString('base64')
}

const chartFonts = Chart.defaults.font.family
// A private-use code point: no font has it, so the bundled font draws its missing-glyph box.
const missingGlyph = pixels(`32px '${REFERENCE}'`, '\uE000')
const characters = [...new Set([...TITLE, ...AXIS, ...'对照组（CK）'])].filter((character) => character.trim())
const result = { chartFonts, notBundled: [] as string[], missingFromBundled: [] as string[] }
for (const character of characters) {
  for (const weight of ['', 'bold ']) {
    const bundled = pixels(`${weight}32px '${REFERENCE}'`, character)
    if (bundled === missingGlyph) result.missingFromBundled.push(character)
    if (pixels(`${weight}32px ${chartFonts}`, character) !== bundled) result.notBundled.push(`${weight}${character}`)
  }
}
process.stdout.write(JSON.stringify(result))
