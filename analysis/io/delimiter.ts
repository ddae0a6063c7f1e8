import Papa from 'papaparse'

/*
 * Which character separates a table's cells: one rule for the server, which reads the whole file,
 * and the browser, which previews a chosen file's first rows before anything is uploaded. No Node
 * API here, so the browser bundle takes this module as it is.
 */

const CONTENT_GUESS_SAMPLE_CHARS = 64 * 1024

/**
 * The suffix first (.csv, .tsv), then papaparse's guess from the first rows. Space is guessed last
 * because free-text columns (descriptions) are full of spaces; tab when nothing can be told.
 */
export function detectDelimiter(text: string, fileName?: string): string {
  const suffix = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1]
  if (suffix === 'csv') return ','
  if (suffix === 'tsv' || suffix === 'tab') return '\t'
  const sample = text.slice(0, CONTENT_GUESS_SAMPLE_CHARS)
  return guessDelimiter(sample, ['\t', ',', ';']) ?? guessDelimiter(sample, [' ']) ?? '\t'
}

function guessDelimiter(sample: string, candidates: string[]): string | undefined {
  const guess = Papa.parse<string[]>(sample, { delimitersToGuess: candidates, preview: 10, skipEmptyLines: true })
  if (guess.errors.some((error) => error.code === 'UndetectableDelimiter')) return undefined
  return guess.meta.delimiter
}

/**
 * Rows as delimited text, a cell quoted (its quotes doubled) only when it holds the delimiter, a
 * quote or a line break: what every reader of delimited text reads back cell for cell.
 */
export function writeDelimited(rows: readonly (readonly string[])[], delimiter: string): string {
  if (rows.length === 0) return ''
  return `${Papa.unparse(rows as string[][], { delimiter, newline: '\n', quotes: false, escapeFormulae: false })}\n`
}
