/** Test support for the sequence executors: a demo run read in English, its tables, files and failures. */
import { expect } from 'vitest'
import { AnalysisInputError } from '../../analysis/errors'
import { renderChartPng } from '../../jobs/render-chart-png'
import type { Rendered } from '../../core/result-text'
import { demoInput as demoRunInput, rendered, runFailure } from '../kit/test-support'
import type { ResultTable, ToolResult, ToolRunInput } from '../kit/types'
import { sequenceToolFolders } from './index'

export const sequenceTools = sequenceToolFolders.map((folder) => folder.definition)

export function folder(scriptClassName: string) {
  const found = sequenceToolFolders.find((candidate) => candidate.definition.scriptClassName === scriptClassName)
  if (!found) throw new Error(`no sequence tool ${scriptClassName}`)
  return found
}

export function tool(scriptClassName: string) {
  return folder(scriptClassName).definition
}

export type ShownResult = Rendered<ToolResult>

/** What the run job hands the executor for the tool's demo, with some parameters or files replaced. */
export function demoInput(
  scriptClassName: string,
  options: { params?: Record<string, unknown>; files?: Record<string, { fileName: string; bytes: Uint8Array }> } = {},
): ToolRunInput {
  const input = demoRunInput(scriptClassName, { params: options.params })
  const replaced = Object.fromEntries(Object.entries(options.files ?? {}).map(([key, file]) => [key, { key, ...file }]))
  return { ...input, files: { ...input.files, ...replaced } }
}

export async function run(scriptClassName: string, options?: Parameters<typeof demoInput>[1]): Promise<ShownResult> {
  return rendered(await folder(scriptClassName).executor(demoInput(scriptClassName, options)))
}

/** The code and the English words of the error a run ends with. */
export async function failure(
  scriptClassName: string,
  options?: Parameters<typeof demoInput>[1],
): Promise<{ code: string; message: string }> {
  const { code, text } = await runFailure(() => folder(scriptClassName).executor(demoInput(scriptClassName, options)))
  return { code, message: text }
}

/** A problem in the data is the library's (1002 when the job records it), named by code and located in the field or file. */
export async function inputProblem(
  scriptClassName: string,
  options?: Parameters<typeof demoInput>[1],
): Promise<Pick<AnalysisInputError, 'code' | 'params' | 'location'>> {
  try {
    await run(scriptClassName, options)
  } catch (error) {
    if (error instanceof AnalysisInputError) return { code: error.code, params: error.params, location: error.location }
    throw error
  }
  throw new Error('expected the run to fail')
}

export function table(result: ShownResult, id: string): Rendered<ResultTable> {
  const found = result.tables.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no table ${id}`)
  return found
}

export function fileText(result: ShownResult, name: string): string {
  const file = result.files.find((candidate) => candidate.name === name)
  if (!file) throw new Error(`no file ${name}`)
  return typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content as Uint8Array)
}

export function expectChartsRender(result: ShownResult) {
  for (const chart of result.charts)
    expect([...renderChartPng(chart, 1).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
}

export const fixture = (name: string) => new URL(`../../tests/fixtures/analysis/sequence/${name}`, import.meta.url)
