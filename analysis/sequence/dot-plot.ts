/**
 * Diagonal runs of similarity between two sequences, as EMBOSS 6.6.0 dotmatcher draws them: along each
 * diagonal a window of `window` residue pairs is scored with a substitution matrix, and each stretch
 * where the window's score stays at or above the threshold becomes one line segment. `x` runs along the
 * first sequence given here, `y` along the second; dotmatcher's graph puts its -bsequence along x, so
 * dotmatcher -asequence A -bsequence B is dotPlotSegments(B, A).
 */
import { substitutionScore, type SubstitutionMatrix } from './substitution-matrices'

export interface DotSegment {
  /** 1-based first residue of the run along x and along y, and the last. */
  x1: number
  y1: number
  x2: number
  y2: number
}

/** Segments in dotmatcher's order: the diagonals starting at y = 1, 2, …, then those starting at x = 1, 2, …. */
export function dotPlotSegments(
  a: string,
  b: string,
  options: { window: number; threshold: number; matrix: SubstitutionMatrix },
): DotSegment[] {
  const { window, threshold, matrix } = options
  const score = (i: number, k: number) => substitutionScore(matrix, a.charCodeAt(i), b.charCodeAt(k))
  const segments: DotSegment[] = []
  const diagonal = (i0: number, k0: number) => {
    let i = i0
    let k = k0
    let total = 0
    for (let l = 0; l < window; l++) total += score(i++, k++)
    let above = total >= threshold
    let startI = i - window
    let startK = k - window
    while (i < a.length && k < b.length) {
      total = total - score(i - window, k - window) + score(i, k)
      if (above) {
        if (total < threshold) {
          above = false
          segments.push({ x1: startI + 1, y1: startK + 1, x2: i, y2: k })
        }
      } else if (total >= threshold) {
        startI = i - window
        startK = k - window
        above = true
      }
      i++
      k++
    }
    if (above) segments.push({ x1: startI + 1, y1: startK + 1, x2: i, y2: k })
  }
  for (let j = 0; j < b.length - window; j++) diagonal(0, j)
  for (let i = 0; i < a.length - window; i++) diagonal(i, 0)
  return segments
}
