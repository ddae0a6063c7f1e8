/**
 * `npm run -s analysis -- <command> [options]`: the analysis library from a shell, for checking a
 * result by hand or scripting a comparison with R. JSON (or a TSV table) goes to stdout, errors to
 * stderr with a non-zero exit code: 1 for bad input, 2 for bad usage.
 */
import { parseArgs } from 'node:util'
import { AnalysisInputError } from './errors'
import { UsageError, type Command, type Values } from './cli/command'
import { EXPRESSION_COMMANDS } from './cli/expression-commands'
import { MICROBIOME_COMMANDS } from './cli/microbiome-commands'

const COMMANDS: Record<string, Command> = { ...MICROBIOME_COMMANDS, ...EXPRESSION_COMMANDS }

function usage(): string {
  return [
    'usage: npm run -s analysis -- <command> [options]',
    '',
    ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
  ].join('\n')
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined) {
    process.stderr.write(`${usage()}\n`)
    return 2
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(`${usage()}\n`)
    return 0
  }
  const command = COMMANDS[name]
  try {
    if (!command) throw new UsageError(`unknown command "${name}"`)
    let values: Values
    try {
      values = parseArgs({ args, options: command.options, strict: true, allowPositionals: false }).values
    } catch (error) {
      throw new UsageError((error as Error).message)
    }
    await command.run(values)
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(
        `error: ${error.message}\nusage: npm run -s analysis -- ${command?.usage ?? '<command> [options]'}\n`,
      )
      return 2
    }
    if (error instanceof AnalysisInputError) {
      process.stderr.write(`error: ${error.message}\n`)
      return 1
    }
    throw error
  }
}

process.exitCode = await main(process.argv.slice(2))
