/**
 * `npm run -s analysis -- <command> [options]`: the analysis library from a shell, for checking a
 * result by hand or scripting a comparison with R. JSON (or a TSV table) goes to stdout, errors to
 * stderr with a non-zero exit code: 1 for bad input, 2 for bad usage. `npm run analysis` runs this
 * file bundled (scripts/analysis-cli.mjs); docs/analysis-cli.md describes every command.
 */
import { parseArgs } from 'node:util'
import { AnalysisInputError } from './errors'
import { commandHelp, UsageError, type Command, type Values } from './cli/command'
import { EXPRESSION_COMMANDS } from './cli/expression-commands'
import { FASTQ_COMMANDS } from './cli/fastq-commands'
import { MICROBIOME_COMMANDS } from './cli/microbiome-commands'

const COMMANDS: Record<string, Command> = { ...MICROBIOME_COMMANDS, ...FASTQ_COMMANDS, ...EXPRESSION_COMMANDS }

const HELP_FLAGS = new Set(['--help', '-h'])

/** The top-level `--help`: every command with its one-line description, then the exit codes. */
function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length))
  return [
    'usage: npm run -s analysis -- <command> [options]',
    '       npm run -s analysis -- <command> --help    (its options, their defaults, its output and an example)',
    '',
    'commands:',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}  ${command.description}`),
    '',
    'Results go to stdout (JSON or TSV), messages to stderr. Exit codes: 0 done, 1 bad input',
    '(the message names the file, line and column), 2 bad usage. See docs/analysis-cli.md.',
    '',
  ].join('\n')
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined) {
    process.stderr.write(usage())
    return 2
  }
  if (name === 'help' || HELP_FLAGS.has(name)) {
    const asked = args[0] === undefined ? undefined : COMMANDS[args[0]]
    process.stdout.write(asked ? commandHelp(asked) : usage())
    return 0
  }
  const command = COMMANDS[name]
  try {
    if (!command) throw new UsageError(`unknown command "${name}"`)
    // Help wins over everything else on the line, so a half-typed command can still ask for it.
    if (args.some((arg) => HELP_FLAGS.has(arg))) {
      process.stdout.write(commandHelp(command))
      return 0
    }
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
