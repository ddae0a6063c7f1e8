/** Test support for the basic chart executors: reading chart.js datasets and comparing numbers. */
import type { ChartSpec } from '../../core/charts/chart-spec'

/** A chart.js dataset as the tests read it. */
export interface DatasetView {
  type?: string
  label: string
  data: unknown[]
  [option: string]: unknown
}

export function datasetsOf(chart: ChartSpec): DatasetView[] {
  return (chart.data as { datasets: DatasetView[] }).datasets
}

/** Asserts |actual − expected| ≤ tolerance with a message naming both. */
export function expectClose(actual: number | null | undefined, expected: number, tolerance: number): void {
  if (typeof actual !== 'number' || !(Math.abs(actual - expected) <= tolerance)) {
    throw new Error(`expected ${actual} to be within ${tolerance} of ${expected}`)
  }
}
