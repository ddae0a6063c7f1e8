/**
 * Which Phred offset a FASTQ file's quality characters use, told from the whole range observed
 * (never from a label). The encodings seen in practice (Cock et al. 2010, Nucleic Acids Res
 * 38:1767, Fig. 1; PacBio and Oxford Nanopore documentation for the long-read ranges):
 * - +33: Sanger and Illumina 1.8+ span `!`..`J` (Q0-Q41); PacBio HiFi/CCS reaches `~` (Q93) and
 *   nanopore basecallers Q50 and more, above anything a +64 file holds.
 * - +64: Solexa spans `;`..`h` (Q-5-Q40), Illumina 1.3-1.7 `@`..`i` (Q0-Q41).
 */

export type PhredOffset = 33 | 64
/** What the qualities say: one offset, or both fit and nothing tells them apart. */
export type DetectedPhredOffset = '33' | '64' | 'ambiguous'

export const FIRST_QUALITY_CHARACTER = 33 // '!'
export const LAST_QUALITY_CHARACTER = 126 // '~'
/** ';': Solexa's Q-5, the lowest character a +64 file holds; anything below exists only in +33. */
const LOWEST_PHRED64 = 59
/** 'J': Q41, the highest Illumina 1.8+ (+33) score. */
const HIGHEST_ILLUMINA_PHRED33 = 74
/** 'i': Q41 in +64, the highest Illumina 1.3-1.7 score; above it only +33 long-read data goes. */
const HIGHEST_PHRED64 = 105

/**
 * The offset the quality characters `lowest`..`highest` (character codes) call for:
 * - anything below `;` → +33 (no +64 file goes that low);
 * - anything above `i` → +33 (PacBio HiFi, nanopore: no +64 file goes that high);
 * - everything within `;`..`J` → ambiguous: +33 Illumina Q26-Q41 or +64 Q-5-Q10 both fit, and
 *   +33 is far likelier, so callers read it as +33 and say it was a guess;
 * - otherwise (from `;` or above, reaching past `J` but not past `i`) → +64: a +33 file there would
 *   need Illumina scores above Q41 with none below Q26, which Illumina never writes.
 */
export function phredOffsetOfRange(lowest: number, highest: number): DetectedPhredOffset {
  if (lowest < LOWEST_PHRED64 || highest > HIGHEST_PHRED64) return '33'
  if (highest <= HIGHEST_ILLUMINA_PHRED33) return 'ambiguous'
  return '64'
}

/** The offset to decode with: the user's choice, else the detected one, +33 when ambiguous. */
export function phredOffsetToUse(choice: PhredOffset | 'auto', detected: DetectedPhredOffset): PhredOffset {
  if (choice !== 'auto') return choice
  return detected === '64' ? 64 : 33
}
