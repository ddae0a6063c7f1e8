/** Where in which file the input went wrong, so a user can find and fix it. */
export interface InputLocation {
  readonly file?: string
  readonly line?: number
  readonly column?: number
}

/**
 * Bad user input, as opposed to a bug. Tool runs report it as data-validation error 1002; the CLI
 * prints `message` and exits non-zero. `message` always names the file, line and column when known.
 */
export class AnalysisInputError extends Error {
  readonly location: InputLocation
  readonly expected?: string

  constructor(problem: string, location: InputLocation = {}, expected?: string) {
    super(formatInputError(problem, location, expected))
    this.name = 'AnalysisInputError'
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
