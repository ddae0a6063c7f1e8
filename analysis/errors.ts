import { INPUT_PROBLEMS, type InputProblemCode, type InputProblemParams, type ProblemParams } from './input-problems'

export {
  INPUT_PROBLEM_CODES,
  type InputProblemCode,
  type InputProblemParams,
  type ProblemParams,
} from './input-problems'

/** Where in which file the input went wrong, so a user can find and fix it. */
export interface InputLocation {
  readonly file?: string
  readonly line?: number
  readonly column?: number
}

/**
 * Bad user input, as opposed to a bug. It carries a stable `code` (see `input-problems.ts`) and the
 * `params` that fill its wording, so the platform can say it in the user's language; tool runs
 * report it as data-validation error 1002. `message` is the English sentence the CLI prints and
 * the logs keep: it names the file, line and column when known.
 */
export class AnalysisInputError<C extends InputProblemCode = InputProblemCode> extends Error {
  readonly code: C
  readonly params: ProblemParams
  readonly location: InputLocation
  /** What was expected instead, in English, when the wording says. */
  readonly expected?: string

  constructor(code: C, params: InputProblemParams<C>, location: InputLocation = {}) {
    const [problem, expected] = (INPUT_PROBLEMS[code] as (params: ProblemParams) => readonly [string, string?])(params)
    super(formatInputError(problem, location, expected))
    this.name = 'AnalysisInputError'
    this.code = code
    this.params = params
    this.location = location
    this.expected = expected
  }
}

function formatInputError(problem: string, location: InputLocation, expected?: string): string {
  const where = [
    location.file,
    location.line !== undefined ? `line ${location.line}` : undefined,
    location.column !== undefined ? `column ${location.column}` : undefined,
  ]
    .filter(Boolean)
    .join(', ')
  const expectation = expected ? ` (expected ${expected})` : ''
  return where ? `${where}: ${problem}${expectation}` : `${problem}${expectation}`
}
