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
