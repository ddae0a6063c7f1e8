import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../analysis/errors'
import { rebuildError, transportError } from './error-transport'
import { ChartDrawingError } from './tool-analysis'
import { ToolRunError } from '../tools/kit/types'

/** What crosses the thread boundary: the transported form, through a structured clone. */
const acrossThreads = (error: unknown) => rebuildError(structuredClone(transportError(error)))

describe('errors carried from an executor thread', () => {
  it('keeps a ToolRunError a ToolRunError, with its code, message and stack', () => {
    const original = new ToolRunError('1001', 'Parameter "top" must be at least 1.')
    const rebuilt = acrossThreads(original) as ToolRunError
    expect(rebuilt).toBeInstanceOf(ToolRunError)
    expect(rebuilt).toMatchObject({ code: '1001', name: 'ToolRunError', message: original.message })
    expect(rebuilt.stack).toBe(original.stack)
  })

  it('keeps an AnalysisInputError with its code, params, location and every other own field, without formatting the message again', () => {
    const original = new AnalysisInputError(
      'table.notNumber',
      { name: 'depth', value: 'x' },
      { file: 'table.tsv', line: 3, column: 2 },
    )
    Object.assign(original, { extra: { row: 3 } })
    const rebuilt = acrossThreads(original) as AnalysisInputError
    expect(rebuilt).toBeInstanceOf(AnalysisInputError)
    expect(rebuilt.message).toBe('table.tsv, line 3, column 2: column "depth" holds "x" (expected a number)')
    expect(rebuilt).toMatchObject({
      location: { file: 'table.tsv', line: 3, column: 2 },
      expected: 'a number',
      code: 'table.notNumber',
      params: { name: 'depth', value: 'x' },
      extra: { row: 3 },
    })
    expect(Object.keys(rebuilt).sort()).toEqual(Object.keys(original).sort())
  })

  it('keeps built-in error classes and the cause chain of a drawing error', () => {
    const cause = new TypeError('"nonexistentScale" is not a registered scale.')
    const rebuilt = acrossThreads(
      new ChartDrawingError(
        'The chart "Odd axis" could not be drawn.',
        { code: 'run.chartNotDrawn', params: { chart: 'Odd axis' } },
        { cause },
      ),
    ) as ChartDrawingError
    expect(rebuilt).toBeInstanceOf(ChartDrawingError)
    expect(rebuilt.detail).toEqual({ code: 'run.chartNotDrawn', params: { chart: 'Odd axis' } })
    expect(rebuilt.cause).toBeInstanceOf(TypeError)
    expect((rebuilt.cause as Error).stack).toBe(cause.stack)
  })

  it('rebuilds an error of an unknown class as the nearest known one, keeping its name', () => {
    class LibraryError extends RangeError {
      constructor() {
        super('out of range')
        this.name = 'LibraryError'
      }
    }
    const rebuilt = acrossThreads(new LibraryError()) as Error
    expect(rebuilt).toBeInstanceOf(RangeError)
    expect(rebuilt.name).toBe('LibraryError')
    expect(String(rebuilt.stack)).toContain('LibraryError: out of range')
  })

  it('passes thrown non-errors through, and makes uncloneable fields text', () => {
    expect(acrossThreads('plain text')).toBe('plain text')
    const withFunction = Object.assign(new Error('odd'), { retry: () => 1 })
    expect((acrossThreads(withFunction) as { retry: unknown }).retry).toBe('() => 1')
  })
})
