import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { AnalysisInputError } from '../analysis/errors'
import { hugeSparseBiom } from '../analysis/io/feature-table/test-support'
import { createExecutorPool } from './executor-pool'
import { ToolRunError } from '../tools/kit/types'
import { bundledTranslations } from '../db/translations'
import type { ToolAnalysisRequest } from './tool-analysis'
import { rendered } from '../tools/kit/test-support'

const demo = readFileSync(
  new URL('../tools/charts-advanced/clustered-heatmap/demo/marioni-top40-log2cpm.tsv', import.meta.url),
  'utf8',
)
const pool = createExecutorPool({ threads: 1, timeLimitSeconds: 60, memoryLimitMb: 512 })

afterAll(() => pool.close())

const translations = bundledTranslations()

function heatmapOf(table: string, params: Record<string, unknown> = {}): ToolAnalysisRequest {
  return {
    scriptClassName: 'ClusteredHeatmap',
    translations,
    input: {
      params,
      files: { table: { key: 'table', fileName: 'matrix.tsv', bytes: new TextEncoder().encode(table) } },
      delimiter: 1,
      seed: 1,
    },
  }
}

describe('the executor pool', () => {
  it('knows the registered executors', async () => {
    expect(await pool.hasExecutor('ClusteredHeatmap')).toBe(true)
    expect(await pool.hasExecutor('NoSuchTool')).toBe(false)
  })

  it('runs the executor and draws its charts in a thread, leaving this thread without browser shims', async () => {
    // Test files share this thread (vitest.config.ts): one that drew a chart here has shimmed it. Taken away for the
    // call, so what the call leaves behind shows.
    const shims = { window: Reflect.get(globalThis, 'window'), Path2D: Reflect.get(globalThis, 'Path2D') }
    Reflect.deleteProperty(globalThis, 'window')
    Reflect.deleteProperty(globalThis, 'Path2D')
    onTestFinished(() => {
      for (const [name, value] of Object.entries(shims)) if (value !== undefined) Reflect.set(globalThis, name, value)
    })
    const { result, pngs } = await pool.analyse(heatmapOf(demo))
    expect(result.charts.map((chart) => chart.id)).toEqual(['heatmap'])
    expect(pngs).toHaveLength(1)
    // One PNG per language, each its own drawing (the title is in that language).
    expect(new TextDecoder().decode(pngs[0].zh.slice(1, 4))).toBe('PNG')
    expect(new TextDecoder().decode(pngs[0].en.slice(1, 4))).toBe('PNG')
    expect(Buffer.from(pngs[0].zh).equals(Buffer.from(pngs[0].en))).toBe(false)
    expect('window' in globalThis).toBe(false)
    expect('Path2D' in globalThis).toBe(false)
  })

  it("rejects with the executor's own error classes: a bad cell as AnalysisInputError with its location, a bad parameter as ToolRunError", async () => {
    const badCell = demo.replace('\t4.789\t', '\tabc\t')
    const inputError = await pool.analyse(heatmapOf(badCell)).catch((error: unknown) => error)
    expect(inputError).toBeInstanceOf(AnalysisInputError)
    expect((inputError as AnalysisInputError).location).toMatchObject({ line: 2 })

    const parameterError = await pool
      .analyse(heatmapOf(demo, { value_columns: ['R1L1Kidney'] }))
      .catch((error: unknown) => error)
    expect(parameterError).toBeInstanceOf(ToolRunError)
    expect(parameterError).toMatchObject({ code: '1001' })
    expect(rendered((parameterError as ToolRunError).text)).toBe('Pick at least 2 value columns.')
  })

  it("budgets a table's counts against the thread's memory limit, which V8's heap limit does not count", async () => {
    // 64 MB lets a table take 64 MB / (8 bytes × 4 copies) = 2,097,152 cells; this one declares 2,200,000.
    const small = createExecutorPool({ threads: 1, timeLimitSeconds: 60, memoryLimitMb: 64 })
    try {
      const error = await small
        .analyse({
          scriptClassName: 'AlphaDiversity',
          translations,
          input: {
            params: {},
            files: {
              table: {
                key: 'table',
                fileName: 'wide.biom',
                bytes: new TextEncoder().encode(hugeSparseBiom(2_000, 1_100)),
              },
            },
            delimiter: 1,
            seed: 1,
          },
        })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(AnalysisInputError)
      expect(error).toMatchObject({
        code: 'featureTable.tooManyCells',
        params: { features: 2_000, samples: 1_100, cells: 2_200_000, limit: 2_097_152 },
      })
    } finally {
      await small.close()
    }
  })
})
