/** Test support for the basic chart executors: a run input built from a tool's seeded demo. */
import { readFileSync } from 'node:fs'
import { basicChartTools } from '../../../db/seed/tools/charts-basic'
import type { ToolDefinition } from '../../../db/seed/tools/types'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { ToolRunInput } from '../types'

export function basicChartTool(scriptClassName: string): ToolDefinition {
  const tool = basicChartTools.find((candidate) => candidate.scriptClassName === scriptClassName)
  if (!tool) throw new Error(`no basic chart tool ${scriptClassName}`)
  return tool
}

export function demoFileBytes(scriptClassName: string, fileName: string): Uint8Array {
  return readFileSync(new URL(`../../../db/seed/tools/demo-files/${scriptClassName}/${fileName}`, import.meta.url))
}

/** What the run job hands an executor when a user loads the tool's demo and submits it. */
export function demoInput(
  scriptClassName: string,
  options: { language?: 'zh' | 'en'; params?: Record<string, unknown>; table?: string } = {},
): ToolRunInput {
  const tool = basicChartTool(scriptClassName)
  const files = Object.fromEntries(
    Object.entries(tool.demo.files).map(([key, fileName]) => [
      key,
      {
        key,
        fileName,
        bytes:
          options.table === undefined
            ? demoFileBytes(scriptClassName, fileName)
            : new TextEncoder().encode(options.table),
      },
    ]),
  )
  return {
    params: { ...tool.demo.params, ...options.params },
    files,
    delimiter: tool.tableDelimiter ?? 1,
    language: options.language ?? 'en',
    seed: 1,
  }
}

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
