/**
 * Hydropathy along a protein as EMBOSS 6.6.0 pepwindow computes it: the mean Kyte-Doolittle value
 * (Enakai.dat) in a window sliding one residue at a time, in single precision as pepwindow does,
 * plotted at the window's middle. The scale may be normalised (mean 0, standard deviation 1 over
 * the 20 amino acids). Letters the scale lacks get EMBOSS's values: B, Z and J the Dayhoff-weighted
 * mean of D/N, E/Q and I/L; X, O and U the Dayhoff-weighted mean of all 20.
 */

/** Kyte & Doolittle (1982), J. Mol. Biol. 157:105-132, as EMBOSS's Enakai.dat gives it. */
export const KYTE_DOOLITTLE: Readonly<Record<string, number>> = {
  A: 1.8,
  R: -4.5,
  N: -3.5,
  D: -3.5,
  C: 2.5,
  Q: -3.5,
  E: -3.5,
  G: -0.4,
  H: -3.2,
  I: 4.5,
  L: 3.8,
  K: -3.9,
  M: 1.9,
  F: 2.8,
  P: -1.6,
  S: -0.8,
  T: -0.7,
  W: -0.9,
  Y: -1.3,
  V: 4.2,
}

/** EMBOSS's built-in Dayhoff frequencies (embprop.c), A–Z. */
const DAYHOFF = new Float32Array([
  8.6, 0, 2.9, 5.5, 6.0, 3.6, 8.4, 2.0, 4.5, 0, 6.6, 7.4, 1.7, 4.3, 0, 5.2, 3.9, 4.9, 7.0, 6.1, 0, 6.6, 1.3, 0.9, 3.4,
  0,
])

const f = Math.fround

/** The scale as pepwindow holds it: 26 single-precision values, A–Z. */
export function hydropathyScale(normalize: boolean): Float32Array {
  const missing = new Array<boolean>(26).fill(true)
  const scale = new Float32Array(26)
  for (const [letter, value] of Object.entries(KYTE_DOOLITTLE)) {
    const i = letter.charCodeAt(0) - 65
    scale[i] = value
    missing[i] = false
  }
  if (normalize) {
    let count = 0
    let total = 0
    let sumOfSquares = 0
    for (let i = 0; i < 26; i++)
      if (!missing[i]) {
        count += 1
        total += scale[i]
        sumOfSquares += f(scale[i] * scale[i]) // float × float is a float in C
      }
    const sigma = Math.sqrt(count * sumOfSquares - total * total) / count
    const mean = total / count
    for (let i = 0; i < 26; i++) if (!missing[i]) scale[i] = (scale[i] - mean) / sigma
  }
  // embPropFixF: B, J, Z from their pair, then every other missing letter the weighted mean.
  const pair = (a: number, b: number) =>
    f(f(f(scale[a] * DAYHOFF[a]) + f(scale[b] * DAYHOFF[b])) / f(DAYHOFF[a] + DAYHOFF[b]))
  let weighted = 0
  let weights = 0
  for (let i = 0; i < 26; i++) {
    if (missing[i]) {
      if (i === 1) scale[i] = pair(3, 13)
      else if (i === 9) scale[i] = pair(8, 11)
      else if (i === 25) scale[i] = pair(4, 16)
    } else if (DAYHOFF[i] > 0) {
      weights = f(weights + DAYHOFF[i])
      weighted = f(weighted + f(scale[i] * DAYHOFF[i]))
    }
  }
  const mean = f(weighted / weights)
  for (let i = 0; i < 26; i++) if (missing[i] && i !== 1 && i !== 9 && i !== 25) scale[i] = mean
  return scale
}

/**
 * The mean hydropathy of each window of `window` residues, at position start + ⌊(window + 1) / 2⌋
 * (1-based start − 1, as pepwindow writes it). A sequence shorter than the window has no point.
 */
export function hydropathyProfile(
  residues: string,
  options: { window: number; normalize: boolean },
): { position: number; hydropathy: number }[] {
  const scale = hydropathyScale(options.normalize)
  const values = new Float32Array(residues.length)
  for (let i = 0; i < residues.length; i++) values[i] = scale[(residues.charCodeAt(i) & 0xdf) - 65]
  const midpoint = Math.trunc((options.window + 1) / 2)
  const points: { position: number; hydropathy: number }[] = []
  for (let start = 0; start + options.window <= residues.length; start++) {
    let total = 0
    for (let j = 0; j < options.window; j++) total = f(total + values[start + j])
    points.push({ position: start + midpoint, hydropathy: f(total / options.window) })
  }
  return points
}
