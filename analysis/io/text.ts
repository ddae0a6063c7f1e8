import iconv from 'iconv-lite'
import Papa from 'papaparse'
import { AnalysisInputError } from '../errors'
import { detectDelimiter } from './delimiter'
import { detectTextEncoding } from './text-encoding'

/** The delimiter codes of the task forms (spec 02, section 9). */
export const DELIMITERS = { 1: '\t', 2: ',', 3: ';', 4: ' ' } as const
export type DelimiterCode = keyof typeof DELIMITERS

/**
 * Decodes a user's text file in the encoding detectTextEncoding finds (the rule the browser's
 * header preview follows too). The BOM never reaches the text.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  const detected = detectTextEncoding(bytes)
  const body = bytes.subarray(detected.bomLength)
  const text =
    detected.label === 'utf-8' ? new TextDecoder('utf-8').decode(body) : iconv.decode(asBuffer(body), detected.label)
  return { text, encoding: detected.name }
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

export interface DelimitedOptions {
  delimiter?: DelimiterCode | string
  fileName?: string
}

/**
 * One parsed row. `offset` is where the row starts in the text, for `lineNumberAt` when a caller
 * must report a problem; computing every row's line up front would cost a second scan of the text.
 */
export type DelimitedRowHandler = (fields: string[], offset: number) => void

/**
 * Streams the rows of delimited text to `onRow` without collecting them, so a caller can convert
 * each row into typed arrays and let the strings go. Empty lines are skipped.
 */
export function forEachDelimitedRow(text: string, options: DelimitedOptions, onRow: DelimitedRowHandler): void {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const bomLength = text.length - body.length
  const delimiter = resolveDelimiter(body, options)
  let rowStart = 0
  let parseError: { error: Papa.ParseError; offset: number } | undefined
  Papa.parse<string[]>(body, {
    delimiter,
    step(result, parser) {
      const offset = rowStart
      rowStart = result.meta.cursor
      if (result.errors.length > 0) {
        const error = result.errors[0]
        // papaparse places an unterminated quote just after the quote character; point at the quote.
        const errorOffset =
          error.index === undefined ? offset : error.code === 'MissingQuotes' ? error.index - 1 : error.index
        parseError = { error, offset: errorOffset }
        parser.abort()
        return
      }
      const fields = result.data
      if (fields.length === 1 && fields[0] === '') return
      onRow(fields, offset + bomLength)
    },
  })
  if (parseError) {
    const { error, offset } = parseError
    throw new AnalysisInputError(
      error.code === 'MissingQuotes' ? 'text.unterminatedQuote' : 'text.malformedQuote',
      {},
      { file: options.fileName, ...lineAndColumnAt(text, offset + bomLength) },
    )
  }
}

/** All rows of delimited text (quoted fields, CRLF, BOM handled by papaparse); empty lines skipped. */
export function readDelimited(text: string, options: DelimitedOptions = {}): string[][] {
  const rows: string[][] = []
  forEachDelimitedRow(text, options, (fields) => rows.push(fields))
  return rows
}

/** 1-based line of a character offset. */
export function lineNumberAt(text: string, offset: number): number {
  return lineAndColumnAt(text, offset).line
}

/** 1-based line and column (in characters) of a character offset. */
export function lineAndColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/** An explicit code or character wins; otherwise the suffix or the content decides (detectDelimiter). */
function resolveDelimiter(text: string, options: DelimitedOptions): string {
  const { delimiter, fileName } = options
  if (typeof delimiter === 'number') {
    const character = DELIMITERS[delimiter]
    if (character === undefined)
      throw new AnalysisInputError('text.unknownDelimiter', { code: delimiter }, { file: fileName })
    return character
  }
  if (delimiter !== undefined && delimiter !== '') return delimiter
  return detectDelimiter(text, fileName)
}
