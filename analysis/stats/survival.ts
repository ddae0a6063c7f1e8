/**
 * Kaplan-Meier survival curves and the log-rank test, as R's survival package computes them
 * (`survfit(Surv(time, status) ~ group)` with its default log-scale confidence intervals, and
 * `survdiff(Surv(time, status) ~ group)`), so the numbers under a BioCloud survival chart are the
 * ones a reviewer gets in R. Observations with a NaN time are left out, as R drops NA.
 */
import { AnalysisInputError } from '../errors'
import { chiSquareUpperTail } from './distributions'
import { normalQuantile } from './distributions-extra'

export interface SurvivalStep {
  readonly time: number
  /** At risk just before `time`. */
  readonly nRisk: number
  readonly nEvent: number
  readonly nCensor: number
  /** S(t), the Kaplan-Meier estimate just after `time`. */
  readonly survival: number
  /** Greenwood standard error of S(t) (R: `summary(fit)$std.err`); NaN once S reaches 0. */
  readonly standardError: number
  /** Log-scale confidence limits, S·exp(∓z·SE/S), the upper one capped at 1 (R's `conf.type = "log"`). */
  readonly lower: number
  readonly upper: number
}

export interface KaplanMeierCurve {
  /** One step per distinct observed time (events and censorings), in time order. */
  readonly steps: SurvivalStep[]
  readonly n: number
  readonly events: number
  /** R's median survival: the first time S(t) ≤ 0.5; null when the curve never gets there. */
  readonly median: number | null
}

export interface KaplanMeierOptions {
  /** Of the pointwise intervals; default 0.95. */
  readonly confidenceLevel?: number
}

/** `event[i]` is true for an event (death, relapse) at `time[i]`, false for a censored time. */
export function kaplanMeier(
  time: ArrayLike<number>,
  event: ArrayLike<boolean>,
  options: KaplanMeierOptions = {},
): KaplanMeierCurve {
  const observations = observationsOf(time, event)
  const z = normalQuantile(1 - (1 - (options.confidenceLevel ?? 0.95)) / 2)
  const steps: SurvivalStep[] = []
  let nRisk = observations.length
  let survival = 1
  // Greenwood's sum Σ d / (n (n − d)): the variance of log S, R's `fit$std.err` squared.
  let greenwood = 0
  let events = 0
  for (let start = 0; start < observations.length;) {
    const t = observations[start].time
    let nEvent = 0
    let end = start
    for (; end < observations.length && observations[end].time === t; end++) if (observations[end].event) nEvent++
    const nCensor = end - start - nEvent
    if (nEvent > 0) {
      survival *= 1 - nEvent / nRisk
      greenwood += nEvent < nRisk ? nEvent / (nRisk * (nRisk - nEvent)) : NaN
    }
    const logError = Math.sqrt(greenwood)
    steps.push({
      time: t,
      nRisk,
      nEvent,
      nCensor,
      survival,
      standardError: survival > 0 ? survival * logError : NaN,
      lower: survival > 0 ? survival * Math.exp(-z * logError) : NaN,
      upper: survival > 0 ? Math.min(1, survival * Math.exp(z * logError)) : NaN,
    })
    events += nEvent
    nRisk -= end - start
    start = end
  }
  return { steps, n: observations.length, events, median: medianSurvival(steps) }
}

/**
 * As survival's `quantile.survfit`: the first event time where S ≤ 0.5; when S is exactly 0.5
 * there (a flat stretch at one half), the midpoint between it and the next time S drops.
 */
function medianSurvival(steps: SurvivalStep[]): number | null {
  const drops = steps.filter((step) => step.nEvent > 0)
  const tolerance = Math.sqrt(Number.EPSILON)
  const index = drops.findIndex((step) => step.survival <= 0.5 + tolerance)
  if (index === -1) return null
  if (Math.abs(drops[index].survival - 0.5) < tolerance) {
    return index + 1 < drops.length ? (drops[index].time + drops[index + 1].time) / 2 : drops[index].time
  }
  return drops[index].time
}

export interface LogRankGroup {
  readonly group: string
  readonly n: number
  readonly observed: number
  readonly expected: number
}

export interface LogRankTest {
  readonly groups: LogRankGroup[]
  readonly chiSquare: number
  readonly degreesOfFreedom: number
  readonly pValue: number
}

/**
 * The log-rank test of equal survival across groups (R: `survdiff(Surv(time, status) ~ group)`,
 * ρ = 0): at every event time the deaths in each group are compared with the number expected from
 * its share of those at risk; χ² = (O − E)ᵀ V⁻¹ (O − E) over all groups but the first, with V the
 * hypergeometric covariance, on (groups with E > 0) − 1 degrees of freedom. Groups keep the order
 * of first appearance.
 */
export function logRankTest(time: ArrayLike<number>, event: ArrayLike<boolean>, group: readonly string[]): LogRankTest {
  if (group.length !== time.length) throw new RangeError(`${group.length} group labels for ${time.length} times`)
  const names = [...new Set(group.filter((_, i) => !Number.isNaN(time[i])))]
  if (names.length < 2) throw new AnalysisInputError('survival.tooFewGroups', { groups: names.length })
  const observations = observationsOf(
    time,
    event,
    group.map((name) => names.indexOf(name)),
  )
  const k = names.length
  const atRisk = new Float64Array(k)
  const sizes = new Float64Array(k)
  for (const observation of observations) sizes[observation.group]++
  atRisk.set(sizes)
  const observed = new Float64Array(k)
  const expected = new Float64Array(k)
  const covariance = Array.from({ length: k }, () => new Float64Array(k))
  const deaths = new Float64Array(k)
  const leaving = new Float64Array(k)
  for (let start = 0; start < observations.length;) {
    const t = observations[start].time
    deaths.fill(0)
    leaving.fill(0)
    let end = start
    for (; end < observations.length && observations[end].time === t; end++) {
      const { group: g, event: died } = observations[end]
      leaving[g]++
      if (died) deaths[g]++
    }
    let totalDeaths = 0
    let totalAtRisk = 0
    for (let g = 0; g < k; g++) {
      totalDeaths += deaths[g]
      totalAtRisk += atRisk[g]
    }
    if (totalDeaths > 0) {
      const spread =
        totalAtRisk > 1
          ? (totalDeaths * (totalAtRisk - totalDeaths)) / (totalAtRisk * totalAtRisk * (totalAtRisk - 1))
          : 0
      for (let g = 0; g < k; g++) {
        observed[g] += deaths[g]
        expected[g] += (totalDeaths * atRisk[g]) / totalAtRisk
        for (let h = 0; h < k; h++) covariance[g][h] += spread * atRisk[g] * ((g === h ? totalAtRisk : 0) - atRisk[h])
      }
    }
    for (let g = 0; g < k; g++) atRisk[g] -= leaving[g]
    start = end
  }
  // R's survdiff reports such data as "Chisq = 0 on -1 (or 0) degrees of freedom": no test at all.
  if (observed.every((deaths) => deaths === 0)) throw new AnalysisInputError('survival.noEvents', {})
  const tested = names.map((_, g) => g).filter((g) => expected[g] > 0)
  if (tested.length < 2) throw new AnalysisInputError('survival.tooFewGroupsAtRisk', { groups: tested.length })
  const free = tested.slice(1)
  const difference = free.map((g) => observed[g] - expected[g])
  const chiSquare =
    free.length === 0
      ? 0
      : dot(
          solve(
            free.map((g) => free.map((h) => covariance[g][h])),
            difference,
          ),
          difference,
        )
  const degreesOfFreedom = tested.length - 1
  return {
    groups: names.map((name, g) => ({ group: name, n: sizes[g], observed: observed[g], expected: expected[g] })),
    chiSquare,
    degreesOfFreedom,
    pValue: degreesOfFreedom > 0 ? chiSquareUpperTail(chiSquare, degreesOfFreedom) : NaN,
  }
}

interface Observation {
  readonly time: number
  readonly event: boolean
  readonly group: number
}

/** Sorted by time; at one time R counts every death before the censorings, which sorting does not change. */
function observationsOf(time: ArrayLike<number>, event: ArrayLike<boolean>, group?: readonly number[]): Observation[] {
  if (event.length !== time.length) throw new RangeError(`${event.length} event flags for ${time.length} times`)
  const observations: Observation[] = []
  for (let i = 0; i < time.length; i++) {
    if (Number.isNaN(time[i])) continue
    if (time[i] < 0) throw new AnalysisInputError('survival.negativeTime', { time: time[i] })
    observations.push({ time: time[i], event: Boolean(event[i]), group: group?.[i] ?? 0 })
  }
  if (observations.length === 0) throw new AnalysisInputError('survival.noTimes', {})
  return observations.sort((a, b) => a.time - b.time)
}

function dot(a: readonly number[], b: readonly number[]): number {
  return a.reduce((sum, value, i) => sum + value * b[i], 0)
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small: groups − 1 square). */
function solve(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length
  const a = matrix.map((row, i) => [...row, rhs[i]])
  for (let column = 0; column < n; column++) {
    let pivot = column
    for (let row = column + 1; row < n; row++) if (Math.abs(a[row][column]) > Math.abs(a[pivot][column])) pivot = row
    if (Math.abs(a[pivot][column]) < 1e-300) throw new AnalysisInputError('survival.singularCovariance', {})
    ;[a[column], a[pivot]] = [a[pivot], a[column]]
    for (let row = column + 1; row < n; row++) {
      const factor = a[row][column] / a[column][column]
      for (let c = column; c <= n; c++) a[row][c] -= factor * a[column][c]
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let row = n - 1; row >= 0; row--) {
    let sum = a[row][n]
    for (let c = row + 1; c < n; c++) sum -= a[row][c] * x[c]
    x[row] = sum / a[row][row]
  }
  return x
}
