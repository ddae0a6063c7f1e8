import { Font } from '@react-pdf/renderer'
import { BUNDLED_FONT_FAMILY, BUNDLED_FONT_FILES } from '../bundled-fonts'

/** The PDF's only font family: Noto Sans SC covers Chinese and Latin, so both languages embed their glyphs. */
export const REPORT_PDF_FONT = BUNDLED_FONT_FAMILY
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/
/** Where a long Latin word (a taxonomy path, a sample list) may wrap: after these separators. */
const LATIN_BREAK = /(?<=[;|/_,])/
/** One character with the closing punctuation after it, which may not start a line. */
const CJK_PIECE = /[\s\S][，。、；：！？）」』”’》〉】,.;:!?)]*/gu

let registered = false

/**
 * Registers the font once per process. Noto Sans SC has no italic, so `em` and `i` in rich text use
 * the upright faces. Hyphenation is turned off; a word with Chinese characters is split per character
 * (closing punctuation stays with the character before it) with empty pieces between them, which
 * react-pdf's line breaker takes as zero-width spaces, so a long Chinese line (which has no spaces)
 * wraps between characters without a hyphen. A Latin word wraps only after a separator such as `;`,
 * so a taxonomy path in a narrow table cell stays inside it.
 */
export function registerReportFonts(): void {
  if (registered) return
  const { regular, bold } = BUNDLED_FONT_FILES
  Font.register({
    family: REPORT_PDF_FONT,
    fonts: [
      { src: regular, fontWeight: 400 },
      { src: regular, fontWeight: 400, fontStyle: 'italic' },
      { src: bold, fontWeight: 700 },
      { src: bold, fontWeight: 700, fontStyle: 'italic' },
    ],
  })
  Font.registerHyphenationCallback((word) => {
    const pieces = CJK.test(word) ? (word.match(CJK_PIECE) ?? [word]) : word.split(LATIN_BREAK)
    return pieces.flatMap((piece) => [piece, '']).slice(0, -1)
  })
  registered = true
}
