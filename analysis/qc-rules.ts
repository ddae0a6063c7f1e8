export const QC_STATUSES = ['Pass', 'Warn', 'Fail'] as const
export type QcStatus = (typeof QC_STATUSES)[number]

type Bound = number | string | null | undefined

/** One metric's thresholds. Forms send strings; an empty bound means "no bound" (spec 03, 5). */
export interface QcBounds {
  failLow?: Bound
  failHigh?: Bound
  warningLow?: Bound
  warningHigh?: Bound
}

/** A QC rule maps a metric (a column of the QC table) to its thresholds. */
export type QcRule = Record<string, QcBounds>

export type QcCell = string | number | null

export interface QcEvaluationInput {
  /** The QC table's first row: the sample column, then one column per metric. */
  header: readonly string[]
  /** One row per sample, sample name first. */
  rows: readonly (readonly QcCell[])[]
  ignoreKeys?: readonly string[]
  rule: QcRule
}

export interface QcSampleEvaluation {
  sample: string
  cells: readonly QcCell[]
  sampleStatus: QcStatus
  /** The status of each metric that was evaluated for this sample. */
  sampleStatusMap: Record<string, QcStatus>
}

export interface QcEvaluation {
  sampleCount: number
  rows: QcSampleEvaluation[]
  counts: Record<QcStatus, number>
  /** Shares of samples in percent, two decimals, summing to exactly 100 (or all 0 without samples). */
  percentages: Record<QcStatus, number>
  /** The dashboard pie: sample count per status. */
  chartData: { name: QcStatus; value: number }[]
  /** Header names of the metrics that had a rule with at least one bound. */
  evaluatedMetrics: string[]
}

/** The QC table's own summary column, never a metric (spec 03, section 9). */
const ALWAYS_IGNORED = 'QCMETRICS'

/** Metric names are compared ignoring spaces and case, as the spec says for ignore_keys. */
function metricKey(name: string): string {
  return name.replace(/\s+/g, '').toUpperCase()
}

/**
 * Evaluates the QC rule of spec 03 (sections 4 and 9): a metric fails outside its fail bounds,
 * else warns outside its warning bounds, else passes; a sample takes its worst metric. Metrics
 * without any bound, and cells that are not numbers, are skipped.
 */
export function evaluateQc({ header, rows, ignoreKeys = [], rule }: QcEvaluationInput): QcEvaluation {
  const ignored = new Set([ALWAYS_IGNORED, ...ignoreKeys].map(metricKey))
  const boundsByKey = new Map(
    Object.entries(rule).map(([metric, bounds]) => [metricKey(metric), normalizedBounds(bounds)]),
  )
  const metrics = header.flatMap((name, column) => {
    if (column === 0) return []
    const key = metricKey(name)
    const bounds = boundsByKey.get(key)
    if (ignored.has(key) || bounds === undefined || Object.values(bounds).every((bound) => bound === null)) return []
    return [{ name, column, bounds }]
  })

  const counts: Record<QcStatus, number> = { Pass: 0, Warn: 0, Fail: 0 }
  const evaluated = rows.map((cells): QcSampleEvaluation => {
    const sampleStatusMap: Record<string, QcStatus> = {}
    let sampleStatus: QcStatus = 'Pass'
    for (const { name, column, bounds } of metrics) {
      const value = numericValue(cells[column])
      if (value === null) continue
      const status = metricStatus(value, bounds)
      sampleStatusMap[name] = status
      if (status === 'Fail' || (status === 'Warn' && sampleStatus === 'Pass')) sampleStatus = status
    }
    counts[sampleStatus]++
    return { sample: String(cells[0] ?? ''), cells, sampleStatus, sampleStatusMap }
  })

  return {
    sampleCount: rows.length,
    rows: evaluated,
    counts,
    percentages: percentagesOf(counts, rows.length),
    chartData: QC_STATUSES.map((name) => ({ name, value: counts[name] })),
    evaluatedMetrics: metrics.map((metric) => metric.name),
  }
}

interface Bounds {
  failLow: number | null
  failHigh: number | null
  warningLow: number | null
  warningHigh: number | null
}

function normalizedBounds(bounds: QcBounds): Bounds {
  return {
    failLow: numericValue(bounds.failLow),
    failHigh: numericValue(bounds.failHigh),
    warningLow: numericValue(bounds.warningLow),
    warningHigh: numericValue(bounds.warningHigh),
  }
}

function numericValue(value: Bound): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

function metricStatus(value: number, bounds: Bounds): QcStatus {
  if (outside(value, bounds.failLow, bounds.failHigh)) return 'Fail'
  if (outside(value, bounds.warningLow, bounds.warningHigh)) return 'Warn'
  return 'Pass'
}

function outside(value: number, low: number | null, high: number | null): boolean {
  return (low !== null && value < low) || (high !== null && value > high)
}

/** Warn and Fail are rounded to two decimals; Pass takes the remainder so the three sum to 100. */
function percentagesOf(counts: Record<QcStatus, number>, total: number): Record<QcStatus, number> {
  if (total === 0) return { Pass: 0, Warn: 0, Fail: 0 }
  const warn = roundTo2((counts.Warn / total) * 100)
  const fail = roundTo2((counts.Fail / total) * 100)
  return { Pass: roundTo2(100 - warn - fail), Warn: warn, Fail: fail }
}

function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}
