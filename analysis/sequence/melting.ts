/**
 * Melting temperature of a nucleic-acid duplex by nearest-neighbour thermodynamics, as EMBOSS 6.6.0 dan
 * computes it (Breslauer et al. 1986 stacking values for DNA, Sugimoto et al. 1995 for RNA/DNA hybrids,
 * the SantaLucia 1998 salt correction of the entropy). dan works in C floats; every step is rounded to
 * single precision here (Math.fround) where dan rounds it, so that printed values agree digit for digit.
 */

const f = Math.fround

/** Enthalpy (kcal/mol) and entropy (cal/K/mol) of each stacked pair, both strands (EMBOSS Edna.melt, Erna.melt). */
type StackTable = Readonly<Record<string, readonly [enthalpy: number, entropy: number]>>

function stackTable(rows: readonly (readonly [string, string, number, number])[]): StackTable {
  const table: Record<string, readonly [number, number]> = {}
  for (const [pair, complement, enthalpy, entropy] of rows) {
    table[pair] = [f(enthalpy), f(entropy)]
    table[complement] = [f(enthalpy), f(entropy)]
  }
  return table
}

const DNA_STACKS = stackTable([
  ['AA', 'TT', 7.9, 22.2],
  ['AC', 'GT', 8.4, 22.4],
  ['AG', 'CT', 7.8, 21.0],
  ['AT', 'AT', 7.2, 20.4],
  ['CA', 'TG', 8.5, 22.7],
  ['CC', 'GG', 8.0, 19.9],
  ['CG', 'CG', 10.6, 27.2],
  ['GA', 'TC', 8.2, 22.2],
  ['GC', 'GC', 9.8, 24.4],
  ['TA', 'TA', 7.2, 21.3],
])

const RNA_STACKS = stackTable([
  ['AA', 'TT', 6.6, 18.4],
  ['AC', 'GT', 10.2, 26.2],
  ['AG', 'CT', 7.6, 19.2],
  ['AT', 'AT', 5.7, 15.5],
  ['CA', 'TG', 10.5, 27.8],
  ['CC', 'GG', 12.2, 29.7],
  ['CG', 'CG', 8.0, 19.4],
  ['GA', 'TC', 13.3, 35.5],
  ['GC', 'GC', 14.2, 34.9],
  ['TA', 'TA', 8.1, 16.9],
])

export interface MeltingOptions {
  /** Bases per window. */
  window: number
  /** Bases from one window's start to the next. */
  shift: number
  /** Oligo concentration, nM. */
  dnaConcentration: number
  /** Monovalent salt concentration, mM. */
  saltConcentration: number
  /** RNA/DNA hybrid stacking values instead of DNA/DNA. */
  rna: boolean
  /** Temperature (°C) at which ΔG is given. */
  temperature: number
}

export interface MeltingWindow {
  /** 1-based first and last base. */
  start: number
  end: number
  /** The window's bases, upper case. */
  bases: string
  /** Melting temperature, °C. */
  tm: number
  /** G+C percentage, ambiguity codes counted by their share of G or C. */
  gc: number
  /** Free energy at the chosen temperature (kcal/mol), enthalpy (kcal/mol), entropy (cal/K/mol). */
  deltaG: number
  deltaH: number
  deltaS: number
}

/** The G+C share of each code (S counts fully, N half, B and V two thirds…); other letters count nothing. */
function gcShare(code: string): number {
  if ('GCS'.includes(code)) return 1
  if ('RYMKNX'.includes(code)) return 0.5
  if ('BV'.includes(code)) return 0.6666667
  if ('DH'.includes(code)) return 0.3333333
  return 0
}

/** Summed stacking enthalpy and entropy of the window; only pairs of definite bases (U read as T) count. */
function stackSums(bases: string, table: StackTable): { enthalpy: number; entropy: number } {
  let enthalpy = 0
  let entropy = 0
  for (let i = 0; i + 1 < bases.length; i++) {
    const stack = table[bases.slice(i, i + 2).replace(/U/g, 'T')]
    if (!stack) continue
    enthalpy = f(enthalpy + stack[0])
    entropy = f(entropy + stack[1])
  }
  return { enthalpy, entropy }
}

/** Tm, %GC and ΔG/ΔH/ΔS of each window along one sequence (dan's windows: every `shift` bases while whole). */
export function meltingProfile(sequence: string, options: MeltingOptions): MeltingWindow[] {
  const upper = sequence.toUpperCase()
  const table = options.rna ? RNA_STACKS : DNA_STACKS
  const salt = f(options.saltConcentration)
  const dna = f(options.dnaConcentration)
  const temperature = f(options.temperature)
  const gasConstant = f(1.987)
  const logDna = f(gasConstant * f(Math.log(dna / 4000000000.0)))
  const zeroCelsius = f(273.15)
  const windows: MeltingWindow[] = []
  for (let start = 0; start + options.window <= upper.length; start += options.shift) {
    const bases = upper.slice(start, start + options.window)
    const sums = stackSums(bases, table)
    let entropy = -10.8 - sums.entropy
    entropy += (bases.length - 1) * Math.log10(salt / 1000.0) * f(0.368)
    const tm = f((-sums.enthalpy * 1000.0) / (entropy + logDna) - zeroCelsius)
    let gcCount = 0
    for (const code of bases) gcCount += gcShare(code)
    const gc = f(100 * f(gcCount / options.window))
    const deltaH = -sums.enthalpy
    const deltaS = -sums.entropy
    const deltaG = f(deltaH - f(f(f(0.001) * deltaS) * f(zeroCelsius + temperature)))
    windows.push({ start: start + 1, end: start + options.window, bases, tm, gc, deltaG, deltaH, deltaS })
  }
  return windows
}
