/** Test support for the advanced chart executors: run inputs built from a tool's seeded demo, and the R references. */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import { advancedChartTools } from '../../../db/seed/tools/charts-advanced'
import { renderChartPng } from '../render-chart-png'
import { ToolRunError, type ToolResult, type ToolRunInput } from '../types'
import { advancedChartExecutors } from './index'

export function demoFileBytes(scriptClassName: string, fileName: string): Uint8Array {
  return readFileSync(new URL(`../../../db/seed/tools/demo-files/${scriptClassName}/${fileName}`, import.meta.url))
}

/** What the run job hands an executor when a user loads the tool's demo and submits it; `table` replaces the demo file. */
export function demoInput(
  scriptClassName: string,
  options: { language?: 'zh' | 'en'; params?: Record<string, unknown>; table?: string } = {},
): ToolRunInput {
  const tool = advancedChartTools.find((candidate) => candidate.scriptClassName === scriptClassName)
  if (!tool) throw new Error(`no advanced chart tool ${scriptClassName}`)
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

export async function runDemo(
  scriptClassName: string,
  options: Parameters<typeof demoInput>[1] = {},
): Promise<ToolResult> {
  return advancedChartExecutors[scriptClassName](demoInput(scriptClassName, options))
}

/** The executor's failure for `options`, which must be a ToolRunError (or the library's input error). */
export async function runFailure(scriptClassName: string, options: Parameters<typeof demoInput>[1]): Promise<Error> {
  try {
    await runDemo(scriptClassName, options)
  } catch (error) {
    return error as Error
  }
  throw new Error(`${scriptClassName} did not fail`)
}

export function expectToolError(error: Error, code: ToolRunError['code'], message: RegExp): void {
  expect(error).toBeInstanceOf(ToolRunError)
  expect((error as ToolRunError).code).toBe(code)
  expect(error.message).toMatch(message)
}

/** Every chart must be plain JSON (no callbacks, nothing undefined) and draw: a PNG that is more than a blank canvas. */
export function expectDrawable(charts: readonly ChartSpec[]): void {
  for (const chart of charts) {
    expect(JSON.parse(JSON.stringify(chart))).toStrictEqual(chart)
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  }
}

export function close(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(Math.abs(expected), 1e-300))
}

/** R's reference values for the demos (tests/fixtures/tools/charts-advanced/generate.R). */
export const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/tools/charts-advanced/demo-references.json', import.meta.url), 'utf8'),
) as {
  clusteredHeatmap: {
    rowOrder: string[]
    columnOrder: string[]
    rowHeights: number[]
    columnHeights: number[]
    zC8B_R1L1Kidney: number
    maxAbsZ: number
  }
  correlation: { first: string[]; second: string[]; rho: number[]; p: number[]; q: number[] }
  differential: {
    up: number
    down: number
    genes: number
    largestSignificantP: number
    mostSignificant: string
    aRange: number[]
  }
  qq: { inflation: number; expectedTop: number; observedTop: number }
  manhattan: { belowGenomeWide: number; belowSuggestive: number; chromosomes: string[]; strongest: string }
  venn: { regions: string[]; sizes: number[]; union: number }
  upset: { intersections: number; largest: number[]; largestSets: string[] }
  survival: {
    chiSquare: number
    pValue: number
    groups: string[]
    medians: number[]
    survival365: number[]
    lower365: number[]
    upper365: number[]
  }
  roc: Record<'s100b' | 'ndka' | 'wfns', { auc: number; lower: number; upper: number }>
  enrichment: {
    terms: number
    topTerm: string
    topRatio: number
    topCount: number
    bottomTerm: string
    smallestAdjusted: number
  }
  pca: { proportion: number[]; setosaCenter: number[] }
  dendrogram: { heights: number[]; order: string[] }
}
