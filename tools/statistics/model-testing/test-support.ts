/** Test support for the model and multivariate statistics executors: running a demo and its failures. */
import { expect } from 'vitest'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { Language } from '../../../core/language'
import type { Rendered } from '../../../core/result-text'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { ToolRunError, type ToolResult } from '../../kit/types'
import { demoInput, rendered, type DemoInputOptions } from '../../kit/test-support'
import { statisticsToolFolders } from '../index'

export { modelReference } from '../../../analysis/stats/model-reference'

/** The demo's result with `options` applied, as a reader of `language` sees it (English unless said). */
export async function runModelDemo(
  scriptClassName: string,
  options: DemoInputOptions = {},
  language: Language = 'en',
): Promise<Rendered<ToolResult>> {
  const tool = statisticsToolFolders.find((folder) => folder.scriptClassName === scriptClassName)
  if (!tool) throw new Error(`no statistics tool ${scriptClassName}`)
  return rendered(await tool.executor(demoInput(scriptClassName, options)), language)
}

/** The code and English words of the ToolRunError the run with `options` ends with. */
export async function modelFailure(
  scriptClassName: string,
  options: DemoInputOptions,
): Promise<{ code: string; text: string }> {
  try {
    await runModelDemo(scriptClassName, options)
  } catch (error) {
    if (error instanceof ToolRunError) return { code: error.code, text: rendered(error.text) as string }
    throw error
  }
  throw new Error(`${scriptClassName} did not fail`)
}

/** Every chart must be plain JSON and draw: a PNG that is more than a blank canvas. */
export function expectDrawable(charts: readonly ChartSpec[]): void {
  for (const chart of charts) {
    expect(JSON.parse(JSON.stringify(chart))).toStrictEqual(chart)
    expect(renderChartPng(rendered(chart), 1).byteLength).toBeGreaterThan(5000)
  }
}

/** |actual − expected| ≤ relative·|expected|. */
export function close(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(Math.abs(expected), 1e-300))
}
