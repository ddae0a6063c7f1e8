/**
 * Codon usage as EMBOSS 6.6.0 cusp counts it, and the effective number of codons (Wright 1990) as
 * EMBOSS chips computes it. Codons are read in frame 1 of each sequence (whole codons only) and
 * pooled; as in EMBOSS (ajCodIndexC), an ambiguity code counts as the first base it stands for in
 * the order A, C, G, T (N and R as A, Y and S as C, K as G), and U as T. Amino acids follow the
 * standard genetic code.
 */
import { NUCLEOTIDE_BITS_BY_CODE } from './alphabet'

const BASES = 'ACGT'
/** The standard code in cusp's codon order (AAA, AAC, AAG, AAT, ACA ... TTT). */
const AMINO_ACID_OF = 'KNKNTTTTRSRSIIMIQHQHPPPPRRRRLLLLEDEDAAAAGGGGVVVV*Y*YSSSS*CWCLFLF'

export const codonOf = (index: number) => BASES[index >> 4] + BASES[(index >> 2) & 3] + BASES[index & 3]

function baseIndex(code: number): number {
  const bits = code < 128 ? NUCLEOTIDE_BITS_BY_CODE[code] : 0
  if (bits & 1) return 0
  if (bits & 2) return 1
  if (bits & 4) return 2
  if (bits & 8) return 3
  return 0
}

/** Counts of the 64 codons (cusp order) over frame 1 of all the sequences. */
export function codonCounts(sequences: readonly string[]): Float64Array {
  const counts = new Float64Array(64)
  for (const sequence of sequences)
    for (let i = 0; i + 2 < sequence.length; i += 3)
      counts[
        (baseIndex(sequence.charCodeAt(i)) << 4) |
          (baseIndex(sequence.charCodeAt(i + 1)) << 2) |
          baseIndex(sequence.charCodeAt(i + 2))
      ]++
  return counts
}

export interface CodonUsageRow {
  readonly codon: string
  readonly aminoAcid: string
  /** Share of this codon among the codons of its amino acid (stops among stops). */
  readonly fraction: number
  /** Per thousand codons. */
  readonly perThousand: number
  readonly count: number
}

export interface CodonUsage {
  /** The rows in cusp's order: amino acids A–Y, each codon alphabetically, then the stop codons. */
  readonly rows: CodonUsageRow[]
  readonly codons: number
  /** The number of stop codons, which cusp prints as the CDS count. */
  readonly stops: number
  /** GC % of all codon positions, and of the first, second and third. */
  readonly gc: { coding: number; first: number; second: number; third: number }
}

export function codonUsage(counts: Float64Array): CodonUsage {
  let codons = 0
  const perAminoAcid = new Map<string, number>()
  const gc = [0, 0, 0]
  for (let i = 0; i < 64; i++) {
    codons += counts[i]
    const aminoAcid = AMINO_ACID_OF[i]
    perAminoAcid.set(aminoAcid, (perAminoAcid.get(aminoAcid) ?? 0) + counts[i])
    const codon = codonOf(i)
    for (let position = 0; position < 3; position++)
      if (codon[position] === 'C' || codon[position] === 'G') gc[position] += counts[i]
  }
  const row = (i: number): CodonUsageRow => {
    const aminoAcid = AMINO_ACID_OF[i]
    const family = perAminoAcid.get(aminoAcid) ?? 0
    return {
      codon: codonOf(i),
      aminoAcid,
      fraction: family ? counts[i] / family : 0,
      perThousand: codons ? (counts[i] / codons) * 1000 : 0,
      count: counts[i],
    }
  }
  const rows: CodonUsageRow[] = []
  for (const aminoAcid of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    for (let i = 0; i < 64; i++) if (AMINO_ACID_OF[i] === aminoAcid) rows.push(row(i))
  for (let i = 0; i < 64; i++) if (AMINO_ACID_OF[i] === '*') rows.push(row(i))
  const totalGc = Math.fround(gc[0] + gc[1] + gc[2])
  return {
    rows,
    codons,
    stops: perAminoAcid.get('*') ?? 0,
    gc: {
      coding: (100 * totalGc) / codons / 3,
      first: (100 * gc[0]) / codons,
      second: (100 * gc[1]) / codons,
      third: (100 * gc[2]) / codons,
    },
  }
}

/**
 * Wright's effective number of codons (Gene 87:23-29, 1990) as chips computes it: per amino acid
 * F = (n Σp² − 1) / (n − 1) (left out when n < 2 or n Σp² − 1 < 0.05), averaged within each
 * degeneracy class; Nc = 2 + 9/F₂ + 1/F₃ + 5/F₄ + 3/F₆ (F₃ the mean of F₂ and F₄ when Ile gives
 * none; a class with no value is left out), at most 61.
 */
export function effectiveNumberOfCodons(counts: Float64Array): number {
  const usage = codonUsage(counts)
  const degeneracy = new Map<string, number>()
  const total = new Map<string, number>()
  const homozygosity = new Map<string, number>()
  for (let i = 0; i < 64; i++) {
    const aminoAcid = AMINO_ACID_OF[i]
    if (aminoAcid === '*') continue
    degeneracy.set(aminoAcid, (degeneracy.get(aminoAcid) ?? 0) + 1)
    total.set(aminoAcid, (total.get(aminoAcid) ?? 0) + counts[i])
  }
  for (const row of usage.rows)
    if (row.aminoAcid !== '*')
      homozygosity.set(row.aminoAcid, (homozygosity.get(row.aminoAcid) ?? 0) + row.fraction ** 2)
  const largest = Math.max(...degeneracy.values())
  const sums = new Float64Array(largest)
  const members = new Float64Array(largest)
  for (const [aminoAcid, fold] of [...degeneracy.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const n = total.get(aminoAcid) ?? 0
    const num = n * (homozygosity.get(aminoAcid) ?? 0) - 1
    if (n - 1 < 1 || num < 0.05) continue
    sums[fold - 1] += num / (n - 1)
    members[fold - 1]++
  }
  const mean = Array.from(sums, (sum, i) => (members[i] ? sum / members[i] : sum))
  const zero = (value: number) => Math.abs(value) <= 2.22e-15 // EMBOSS U_DEPS
  if (zero(mean[2])) mean[2] = (mean[1] + mean[3]) / 2
  let nc = 2
  const weights: Readonly<Record<number, number>> = { 1: 9, 2: 1, 3: 5, 5: 3 }
  for (let i = 1; i < largest; i++) {
    if (zero(mean[i]) || !(i in weights)) continue
    nc += weights[i] / mean[i]
  }
  return Math.min(nc, 61)
}

/** The codon of each amino acid (and `*`) that a cusp-format table uses most (its Fraction column; the first in cusp's codon order on a tie). */
export function preferredCodons(cuspFile: string): Map<string, string> {
  const fractions: { codon: string; aminoAcid: string; fraction: number }[] = []
  for (const line of cuspFile.split('\n')) {
    const fields = line.trim().split(/\s+/)
    if (line.startsWith('#') || fields.length < 5 || !/^[ACGT]{3}$/.test(fields[0])) continue
    fractions.push({ codon: fields[0], aminoAcid: fields[1], fraction: Number(fields[2]) })
  }
  fractions.sort((a, b) => (a.codon < b.codon ? -1 : a.codon > b.codon ? 1 : 0))
  const best = new Map<string, { codon: string; fraction: number }>()
  for (const entry of fractions) {
    const current = best.get(entry.aminoAcid)
    if (!current || entry.fraction > current.fraction) best.set(entry.aminoAcid, entry)
  }
  return new Map([...best].map(([aminoAcid, entry]) => [aminoAcid, entry.codon]))
}

/**
 * A protein written back as the most used codon of each residue (EMBOSS backtranseq): B as D, Z as E,
 * X as NNN, gaps (-) dropped. Returns the residue of a letter the table has no codon for (J, O, U) as `missing`.
 */
export function backTranslate(
  protein: string,
  preferred: ReadonlyMap<string, string>,
): { sequence: string; missing: string | null } {
  let sequence = ''
  for (const raw of protein.toUpperCase()) {
    if (raw === '-') continue
    if (raw === 'X') {
      sequence += 'NNN'
      continue
    }
    const residue = raw === 'B' ? 'D' : raw === 'Z' ? 'E' : raw
    const codon = preferred.get(residue)
    if (!codon) return { sequence, missing: raw }
    sequence += codon
  }
  return { sequence, missing: null }
}
