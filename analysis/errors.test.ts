import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError, INPUT_PROBLEM_CODES } from './errors'
import { INPUT_PROBLEMS } from './input-problems'
import { readSampleMetadata } from './io/metadata'

const analysisFolder = path.dirname(fileURLToPath(import.meta.url))

describe('AnalysisInputError', () => {
  it('carries a stable code and its parameters as data, and the English sentence as its message', () => {
    const error = (() => {
      try {
        readSampleMetadata(new TextEncoder().encode('id\tgroup\nA\tx\nA\ty\n'), { fileName: 'm.tsv' })
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(AnalysisInputError)
    expect(error).toMatchObject({
      code: 'metadata.duplicateSampleId',
      params: { id: 'A', firstLine: 2 },
      location: { file: 'm.tsv', line: 3, column: 1 },
      message: 'm.tsv, line 3, column 1: duplicate sample id "A" (first on line 2) (expected each sample once)',
    })
  })

  it('has an English wording for every code, and codes that name their area', () => {
    expect(INPUT_PROBLEM_CODES.length).toBeGreaterThan(100)
    for (const code of INPUT_PROBLEM_CODES) {
      expect(code).toMatch(/^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/)
      const [problem] = (INPUT_PROBLEMS[code] as (params: object) => readonly [string, string?])(
        new Proxy({}, { get: () => '1' }),
      )
      expect(problem.length, code).toBeGreaterThan(0)
    }
  })
})

describe('the analysis library', () => {
  // The platform translates the codes; the library must not reach into it (nor into i18n) to do so.
  it('imports nothing from outside analysis/ but Node built-ins and npm packages (its tests may read fixtures)', () => {
    const outside: string[] = []
    for (const name of readdirSync(analysisFolder, { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue
      const file = path.join(analysisFolder, name)
      const source = readFileSync(file, 'utf8')
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const leaves =
          specifier.startsWith('.') &&
          !path.resolve(path.dirname(file), specifier).startsWith(analysisFolder + path.sep)
        if (leaves || /^(~|#)/.test(specifier) || /i18n/.test(specifier)) outside.push(`${name}: ${specifier}`)
      }
    }
    expect(outside).toEqual([])
  })
})
