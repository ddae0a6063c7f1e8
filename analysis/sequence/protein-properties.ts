/**
 * Protein properties as EMBOSS 6.6.0 computes them (pepstats, iep, charge): residue counts, average
 * or monoisotopic mass, net charge from residue charges, the charge at any pH from pKa values and
 * the isoelectric point by bisection, molar extinction coefficients at 280 nm, the Wilkinson-Harrison
 * solubility model, and a windowed mean charge. The data are EMBOSS's default data files (Eamino.dat,
 * Emolwt.dat, Epk.dat, Edayhoff.freq), written out below; where EMBOSS computes in single precision
 * (the charge window, the Dayhoff frequencies) so do we, so the printed digits agree.
 */

/** Residue letters in EMBOSS's index order (A = 0 ... Z = 25). */
export const RESIDUE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** Three-letter codes as pepstats prints them (--- for J, O, U). */
export const THREE_LETTER = [
  'Ala',
  'Asx',
  'Cys',
  'Asp',
  'Glu',
  'Phe',
  'Gly',
  'His',
  'Ile',
  '---',
  'Lys',
  'Leu',
  'Met',
  'Asn',
  '---',
  'Pro',
  'Gln',
  'Arg',
  'Ser',
  'Thr',
  '---',
  'Val',
  'Trp',
  'Xaa',
  'Tyr',
  'Glx',
] as const

const AMINO = 26
const CARBOXYL = 27
const SIZE = 28
const index = (letter: string) => letter.charCodeAt(0) - 65

/** Emolwt.dat: average and monoisotopic residue masses (Da), then hydrogen and oxygen. */
const AVERAGE_MASS = [
  71.0788, 114.5962, 103.1388, 115.0886, 129.1155, 147.1766, 57.0519, 137.1411, 113.1594, 113.1594, 128.1741, 113.1594,
  131.1926, 114.1038, 237.3018, 97.1167, 128.1307, 156.1875, 87.0782, 101.1051, 150.0388, 99.1326, 186.2132, 118.886,
  163.176, 128.6231,
]
const MONO_MASS = [
  71.03711, 114.53493, 103.00919, 115.02694, 129.04259, 147.06841, 57.02146, 137.05891, 113.08406, 113.08406, 128.09496,
  113.08406, 131.04049, 114.04293, 237.147727, 97.05276, 128.05858, 156.10111, 87.03203, 101.04768, 150.953636,
  99.06841, 186.07931, 118.80572, 163.06333, 128.55059,
]
const HYDROGEN = { average: 1.00794, mono: 1.00783 }
const OXYGEN = { average: 15.9994, mono: 15.9949146 }

/** Eamino.dat: the residue classes pepstats counts, each residue's charge and its extinction coefficient. */
export const RESIDUE_CLASSES = [
  { id: 'tiny', letters: 'ACGSTU', shown: 'A+C+G+S+T' },
  { id: 'small', letters: 'ABCDGNPSTUV', shown: 'A+B+C+D+G+N+P+S+T+V' },
  { id: 'aliphatic', letters: 'AIJLV', shown: 'A+I+L+V' },
  { id: 'aromatic', letters: 'FHWY', shown: 'F+H+W+Y' },
  { id: 'nonPolar', letters: 'ACFGIJLMPUVWY', shown: 'A+C+F+G+I+L+M+P+V+W+Y' },
  { id: 'polar', letters: 'DEHKNOQRSTZ', shown: 'D+E+H+K+N+Q+R+S+T+Z' },
  { id: 'charged', letters: 'BDEHKORZ', shown: 'B+D+E+H+K+R+Z' },
  { id: 'basic', letters: 'HKOR', shown: 'H+K+R' },
  { id: 'acidic', letters: 'BDEZ', shown: 'B+D+E+Z' },
] as const
export type ResidueClass = (typeof RESIDUE_CLASSES)[number]['id']

const RESIDUE_CHARGE: Readonly<Record<string, number>> = { B: -0.5, D: -1, E: -1, H: 0.5, K: 1, O: 1, R: 1, Z: -0.5 }
const EXTINCTION: Readonly<Record<string, number>> = { C: 125, W: 5500, Y: 1490 }

/** Epk.dat: pKa of the ionisable side chains and of the termini. */
export const PKA = { nTerminus: 7.5, cTerminus: 3.6, C: 8.5, D: 3.9, E: 4.1, H: 6.5, K: 10.8, R: 12.5, Y: 10.1 }

/** Edayhoff.freq (mol % in Dayhoff's proteins), read as floats with 0.001 for a letter it lacks. */
const DAYHOFF: Float32Array = (() => {
  const frequencies: Record<string, number> = {
    A: 8.6,
    C: 2.9,
    D: 5.5,
    E: 6.0,
    F: 3.6,
    G: 8.4,
    H: 2.0,
    I: 4.5,
    K: 6.6,
    L: 7.4,
    M: 1.7,
    N: 4.3,
    P: 5.2,
    Q: 3.9,
    R: 4.9,
    S: 7.0,
    T: 6.1,
    U: 0.1,
    V: 6.6,
    W: 1.3,
    Y: 3.4,
  }
  const table = new Float32Array(26).fill(0.001)
  for (const [letter, value] of Object.entries(frequencies)) table[index(letter)] = value
  return table
})()

/** Upper-case residues without stop codons (`*`), which EMBOSS's property programs do not count. */
export function proteinResidues(sequence: string): string {
  return sequence.toUpperCase().replace(/\*/g, '')
}

/**
 * Residue counts as EMBOSS's embIepCompC makes them: B is shared out between D and N, and Z between
 * E and Q, in Dayhoff's proportions (B → round(5.5/9.8 · B) D, the rest N; Z → round(6.0/9.9 · Z) E,
 * the rest Q), plus one N and one C terminus when `termini`.
 */
export function ionisableCounts(residues: string, termini: boolean): Float64Array {
  const counts = new Float64Array(SIZE)
  for (let i = 0; i < residues.length; i++) {
    const code = residues.charCodeAt(i) - 65
    if (code >= 0 && code < 26) counts[code]++
  }
  const b = counts[index('B')]
  if (b) {
    const d = Math.trunc(0.5 + Math.fround(Math.fround(b) * 5.5) / 9.8)
    counts[index('D')] += d
    counts[index('N')] += b - d
    counts[index('B')] = 0
  }
  const z = counts[index('Z')]
  if (z) {
    const e = Math.trunc(0.5 + Math.fround(Math.fround(z) * 6.0) / 9.9)
    counts[index('E')] += e
    counts[index('Q')] += z - e
    counts[index('Z')] = 0
  }
  counts[AMINO] = termini ? 1 : 0
  counts[CARBOXYL] = termini ? 1 : 0
  return counts
}

const DISSOCIATION: Float64Array = (() => {
  const constants = new Float64Array(SIZE)
  for (const letter of ['C', 'D', 'E', 'H', 'K', 'R', 'Y'] as const) constants[index(letter)] = 10 ** -PKA[letter]
  constants[AMINO] = 10 ** -PKA.nTerminus
  constants[CARBOXYL] = 10 ** -PKA.cTerminus
  return constants
})()

/** The number of protons bound and the net charge at `pH` (EMBOSS embIepGetProto and embIepGetCharge). */
export function chargeAtPh(counts: Float64Array, pH: number): { bound: number; charge: number } {
  const hydrogen = 10 ** -pH
  const bound = new Float64Array(SIZE)
  let total = 0
  for (let i = 0; i < SIZE; i++) {
    bound[i] = DISSOCIATION[i] ? counts[i] * (hydrogen / (hydrogen + DISSOCIATION[i])) : 0
    total += bound[i]
  }
  const [k, r, h, y, c, d, e] = ['K', 'R', 'H', 'Y', 'C', 'D', 'E'].map(index)
  const charge =
    bound[k] +
    bound[r] +
    bound[h] +
    bound[AMINO] -
    (counts[y] -
      bound[y] +
      counts[c] -
      bound[c] +
      counts[d] -
      bound[d] +
      counts[e] -
      bound[e] +
      counts[CARBOXYL] -
      bound[CARBOXYL])
  return { bound: total, charge }
}

/**
 * The isoelectric point: bisection of the charge between pH 1 and 14 until the bracket is narrower
 * than 0.0001 (EMBOSS embIepPhConverge); null when the charge has the same sign at both ends.
 */
export function isoelectricPoint(counts: Float64Array): number | null {
  let low = 1
  let high = 14
  const top = chargeAtPh(counts, low).charge
  const bottom = chargeAtPh(counts, high).charge
  if ((top > 0 && bottom > 0) || (top < 0 && bottom < 0)) return null
  while (high - low > 0.0001) {
    const middle = (high - low) / 2 + low
    const charge = chargeAtPh(counts, middle).charge
    if (charge > 0) low = middle
    else if (charge < 0) high = middle
    else return middle
  }
  return low === 0 ? null : low
}

/** The charge curve iep prints: pH from 1 in steps of `step` (a single-precision number, as EMBOSS reads it) up to 14. */
export function chargeCurve(
  residues: string,
  options: { step: number; termini: boolean },
): { pH: number; bound: number; charge: number }[] {
  const counts = ionisableCounts(residues, options.termini)
  const step = Math.fround(options.step)
  const points: { pH: number; bound: number; charge: number }[] = []
  for (let pH = 1; pH <= 14; pH += step) points.push({ pH, ...chargeAtPh(counts, pH) })
  return points
}

export interface ProteinStatistics {
  readonly length: number
  readonly molecularWeight: number
  readonly averageResidueWeight: number
  /** Sum of residue charges (Eamino.dat: K, R, O +1, H +0.5, D, E −1, B, Z −0.5). */
  readonly charge: number
  readonly isoelectricPoint: number | null
  readonly extinctionReduced: number
  readonly extinctionCystines: number
  readonly absorbanceReduced: number
  readonly absorbanceCystines: number
  /** Wilkinson-Harrison: the probability of expression in inclusion bodies (insoluble when `insoluble`). */
  readonly inclusionProbability: number
  readonly insoluble: boolean
  /** Per letter A–Z: count, mol % and mol % / Dayhoff's mol %. */
  readonly composition: { letter: string; three: string; count: number; molePercent: number; dayhoff: number }[]
  readonly classes: { id: ResidueClass; shown: string; count: number; molePercent: number }[]
}

/** pepstats of one protein; `termini` counts the charged N and C termini in the pI, `mono` uses monoisotopic masses. */
export function proteinStatistics(sequence: string, options: { termini: boolean; mono: boolean }): ProteinStatistics {
  const residues = proteinResidues(sequence)
  const length = residues.length
  const counts = ionisableCounts(residues, options.termini)
  const masses = options.mono ? MONO_MASS : AVERAGE_MASS
  const kind = options.mono ? 'mono' : 'average'
  let mass = 0
  let extinctionReduced = 0
  let extinctionCystines = 0
  let cystines = 0
  for (let i = 0; i < length; i++) {
    const letter = residues[i]
    mass += masses[index(letter)]
    const extinction = EXTINCTION[letter] ?? 0
    if (letter === 'C') {
      cystines++
      if (cystines % 2 === 0) extinctionCystines += extinction
    } else {
      extinctionReduced += extinction
      extinctionCystines += extinction
    }
  }
  const molecularWeight = mass + HYDROGEN[kind] + (OXYGEN[kind] + HYDROGEN[kind])
  let charge = 0
  for (let i = 0; i < 26; i++) charge += counts[i] * (RESIDUE_CHARGE[RESIDUE_LETTERS[i]] ?? 0)
  const count = (letter: string) => counts[index(letter)]
  const ngps = count('N') + count('G') + count('P') + count('S')
  const rk = count('R') + count('K')
  const de = count('D') + count('E')
  const cv = 15.43 * (ngps / length) + -29.56 * Math.abs((rk - de) / length - 0.03)
  const discriminant = cv - 1.71
  const inclusionProbability = 0.4934 + 0.276 * Math.abs(discriminant) - 0.0392 * discriminant * discriminant
  const composition = [...RESIDUE_LETTERS].map((letter, i) => {
    const molePercent = (100 * counts[i]) / length
    return { letter, three: THREE_LETTER[i], count: counts[i], molePercent, dayhoff: molePercent / DAYHOFF[i] }
  })
  const classes = RESIDUE_CLASSES.map((residueClass) => {
    let sum = 0
    for (const letter of residueClass.letters) sum += counts[index(letter)]
    return { id: residueClass.id, shown: residueClass.shown, count: sum, molePercent: (100 * sum) / length }
  })
  return {
    length,
    molecularWeight,
    averageResidueWeight: molecularWeight / length,
    charge,
    isoelectricPoint: isoelectricPoint(counts),
    extinctionReduced,
    extinctionCystines,
    absorbanceReduced: extinctionReduced / molecularWeight,
    absorbanceCystines: extinctionCystines / molecularWeight,
    inclusionProbability,
    insoluble: discriminant >= 0,
    composition,
    classes,
  }
}

/**
 * The mean residue charge in each window of `window` residues (EMBOSS charge, in single precision),
 * at the window's first position (1-based).
 */
export function windowCharge(
  sequence: string,
  window: number,
): { position: number; residue: string; charge: number }[] {
  const residues = proteinResidues(sequence)
  const points: { position: number; residue: string; charge: number }[] = []
  for (let start = 0; start + window <= residues.length; start++) {
    let sum = 0
    for (let j = 0; j < window; j++) sum = Math.fround(sum + (RESIDUE_CHARGE[residues[start + j]] ?? 0))
    points.push({ position: start + 1, residue: residues[start], charge: Math.fround(sum / window) })
  }
  return points
}
