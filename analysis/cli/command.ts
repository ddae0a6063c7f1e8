/** What every command of `npm run -s analysis` shares: its shape, usage errors, option and input readers, output. */
import { readFileSync } from 'node:fs'
import type { ParseArgsConfig } from 'node:util'
import { AnalysisInputError } from '../errors'
import type { DatasetFile } from '../io/dataset'

/** Bad usage (exit code 2), as opposed to bad input (AnalysisInputError, exit code 1). */
export class UsageError extends Error {}

/** An option as `parseArgs` reads it, with the sentence `--help` shows for it (after it, the default). */
export type Option = NonNullable<ParseArgsConfig['options']>[string] & { description: string }
export type Options = Record<string, Option>
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>

/** A command of `npm run -s analysis`; `--help` is written from these fields alone. */
export interface Command {
  /** One line for the command list of the top-level `--help`. */
  description: string
  /** The command and its options as typed, `[...]` around those that may be left out. */
  usage: string
  options: Options
  /** What a successful run prints on stdout (and stderr, when it does), e.g. the JSON's shape. */
  output: string
  /** One complete command line a user can copy, with the repository's fixture files. */
  example: string
  run(values: Values): Promise<void>
}

/** `--help` of one command: usage, description, options with their defaults, output and an example. */
export function commandHelp(command: Command): string {
  const options = Object.entries(command.options).map(([option, config]) => {
    const flag = `${config.short ? `-${config.short}, ` : ''}--${option}`
    const syntax = config.type === 'string' ? `${flag} ${option.toUpperCase().replaceAll('-', '_')}` : flag
    const fallback = config.default === undefined ? '' : ` (default: ${String(config.default)})`
    return [syntax, `${config.description}${fallback}`]
  })
  options.push(['-h, --help', 'show this help'])
  const width = Math.max(...options.map(([syntax]) => syntax.length))
  return [
    `usage: npm run -s analysis -- ${command.usage}`,
    '',
    wrap(command.description, 0),
    '',
    'options:',
    ...options.map(([syntax, text]) => `  ${syntax.padEnd(width)}  ${wrap(text, width + 4)}`),
    '',
    `output: ${wrap(command.output, 8)}`,
    '',
    'example:',
    `  npm run -s analysis -- ${command.example}`,
    '',
  ].join('\n')
}

const HELP_WIDTH = 100

/** Breaks text at spaces into lines of at most HELP_WIDTH, the later ones indented to its column. */
function wrap(text: string, indent: number): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && indent + line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  lines.push(line)
  return lines.join(`\n${' '.repeat(indent)}`)
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
