/** The R reference values shared by the tests of the basic charts' numeric modules. */
import { readFileSync } from 'node:fs'
import type { RNumber } from './test-support'

export interface DescriptiveCase {
  name: string
  values: number[]
  mean: RNumber
  variance: RNumber
  sd: RNumber
  se: RNumber
  probabilities: number[]
  quantiles: number[]
  iqr: number
  fivenum: number[]
  boxplot: Record<'coef1.5' | 'coef0' | 'coef3', { stats: number[]; n: number; out: number[] }>
}

export interface BasicChartsReference {
  descriptive: DescriptiveCase[]
  pretty: { low: number; high: number; n: number; breaks: number[]; breaksMinN1: number[] }[]
  histograms: {
    sample: string
    bins: 'sturges' | 'scott' | 'fd' | number
    breaks: number[]
    counts: number[]
    density: number[]
    mids: number[]
  }[]
  classCounts: { sample: string; sturges: number; scott: number; fd: number }[]
  densities: {
    sample: string
    rule: 'nrd0' | 'nrd'
    adjust: number
    points: number
    from?: number
    to?: number
    bandwidth: number
    x: number[]
    densityFft: number[]
    densityExact: number[]
  }[]
  bandwidths: { sample: string; nrd0: number; nrd: number }[]
  lines: {
    name: string
    x: number[]
    y: number[]
    intercept: number
    slope: number
    rSquared: number
    correlation: number
  }[]
}

export function readBasicChartsReference(): BasicChartsReference {
  const url = new URL('../../tests/fixtures/analysis/basic-charts/reference.json', import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as BasicChartsReference
}

/** The sample a histogram or density case names. */
export function sampleValues(reference: BasicChartsReference, name: string): number[] {
  const found = reference.descriptive.find((entry) => entry.name === name)
  if (!found) throw new Error(`no sample ${name} in the reference`)
  return found.values
}
