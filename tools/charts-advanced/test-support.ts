/** Test support for the advanced chart executors: running a demo, its failures, and the R references. */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { ChartSpec } from '../../core/charts/chart-spec'
import type { Language } from '../../core/language'
import type { Rendered } from '../../core/result-text'
import { renderChartPng } from '../../jobs/render-chart-png'
import { ToolRunError, type ToolResult } from '../kit/types'
import { demoInput, rendered, type DemoInputOptions } from '../kit/test-support'
import { advancedChartToolFolders } from './index'

/** The demo's result with `options` applied, as a reader of `language` sees it (English unless said). */
export async function runDemo(
  scriptClassName: string,
  options: DemoInputOptions = {},
  language: Language = 'en',
): Promise<Rendered<ToolResult>> {
  const tool = advancedChartToolFolders.find((folder) => folder.definition.scriptClassName === scriptClassName)
  if (!tool) throw new Error(`no advanced chart ${scriptClassName}`)
  return rendered(await tool.executor(demoInput(scriptClassName, options)), language)
}

/** The executor's failure for `options`, which must be a ToolRunError (or the library's input error). */
export async function runFailure(scriptClassName: string, options: DemoInputOptions): Promise<Error> {
  try {
    await runDemo(scriptClassName, options)
  } catch (error) {
    return error as Error
  }
  throw new Error(`${scriptClassName} did not fail`)
}

/** A ToolRunError with `code` whose words, in English, match `message`. */
export function expectToolError(error: Error, code: ToolRunError['code'], message: RegExp): void {
  expect(error).toBeInstanceOf(ToolRunError)
  expect((error as ToolRunError).code).toBe(code)
  expect(rendered((error as ToolRunError).text)).toMatch(message)
}

/** Every chart must be plain JSON (no callbacks, nothing undefined) and draw: a PNG that is more than a blank canvas. */
export function expectDrawable(charts: readonly ChartSpec[]): void {
  for (const chart of charts) {
    expect(JSON.parse(JSON.stringify(chart))).toStrictEqual(chart)
    expect(renderChartPng(rendered(chart), 1).byteLength).toBeGreaterThan(5000)
  }
}
export function close(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(Math.abs(expected), 1e-300))
}

/** R's reference values for the demos (tests/fixtures/tools/charts-advanced/generate.R). */
export const reference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/tools/charts-advanced/demo-references.json', import.meta.url), 'utf8'),
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
