/** What every command of `npm run -s analysis` shares: its shape, usage errors, option and input readers, output. */
import { readFileSync } from 'node:fs'
import type { ParseArgsConfig } from 'node:util'
import { AnalysisInputError } from '../errors'
import type { DatasetFile } from '../io/dataset'

/** Bad usage (exit code 2), as opposed to bad input (AnalysisInputError, exit code 1). */
export class UsageError extends Error {}

export type Options = NonNullable<ParseArgsConfig['options']>
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>

export interface Command {
  usage: string
  options: Options
  run(values: Values): Promise<void>
}

export function inputFile(path: string): DatasetFile {
  return { bytes: readInput(path), fileName: path }
}

export function optionalInputFile(values: Values, name: string): DatasetFile | undefined {
  return typeof values[name] === 'string' ? inputFile(requiredOption(values, name)) : undefined
}

export function readInput(path: string): Uint8Array {
  try {
    return readFileSync(path)
  } catch (error) {
    throw new AnalysisInputError(
      'cli.unreadableFile',
      { reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message },
      { file: path },
    )
  }
}

export function requiredOption(values: Values, name: string): string {
  const value = values[name]
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`)
  return value
}

export function integerOption(values: Values, name: string): number {
  const text = requiredOption(values, name)
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new UsageError(`--${name} ${text}: expected a whole number`)
  return value
}

export function bySample<T>(ids: readonly string[], valueOf: (sample: number) => T): Record<string, T> {
  return Object.fromEntries(ids.map((id, s) => [id, valueOf(s)]))
}

/** JSON has no NaN or Infinity; an undefined statistic prints as null. */
export function printJson(value: unknown): void {
  process.stdout.write(
    `${JSON.stringify(value, (_, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v))}\n`,
  )
}
