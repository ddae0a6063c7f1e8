import { AnalysisInputError } from '../errors'
import { invalidLetterError, isNucleotideCode, isProteinCode, type SequenceAlphabet } from './alphabet'

/** One sequence as a user pasted it: the name (first word of the header), the rest of the header, the residues. */
export interface SequenceRecord {
  readonly name: string
  readonly description: string
  /** Residues as given (case kept), without whitespace or position numbers. */
  readonly sequence: string
  /** The 1-based line of the header (or of the first residue line when there is no header). */
  readonly line: number
}

export interface ParseSequencesOptions {
  readonly alphabet: SequenceAlphabet
  /** Names the input in error messages: a file name or the form field the text came from. */
  readonly source?: string
}

/** The name given to pasted residues without a `>` header line. */
export const UNNAMED_SEQUENCE = 'sequence'

const SPACE = 0x20
const TAB = 0x09
const CARRIAGE_RETURN = 0x0d
const DIGIT_0 = 0x30
const DIGIT_9 = 0x39

/**
 * Reads pasted FASTA: `>name description` header lines, each followed by residue lines. Residues
 * pasted without any header form one sequence named "sequence". Spaces, tabs and position numbers
 * inside residue lines are ignored (as in GenBank or EMBL listings); any other character outside
 * the alphabet is an error naming its line and column, as is a header without a name or a header
 * without residues.
 */
export function parseSequences(text: string, options: ParseSequencesOptions): SequenceRecord[] {
  const isAllowed = options.alphabet === 'nucleotide' ? isNucleotideCode : isProteinCode
  const records: SequenceRecord[] = []
  const lines = text.split('\n')
  let current: { name: string; description: string; line: number; parts: string[] } | null = null

  const finish = () => {
    if (!current) return
    const sequence = current.parts.join('')
    if (sequence.length === 0)
      throw new AnalysisInputError(
        'sequence.emptySequence',
        { name: current.name },
        { file: options.source, line: current.line },
      )
    records.push({ name: current.name, description: current.description, sequence, line: current.line })
  }

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    const lineNumber = index + 1
    const trimmed = line.trim()
    if (trimmed.startsWith('>')) {
      finish()
      const header = trimmed.slice(1).trim()
      const space = header.search(/\s/)
      const name = space < 0 ? header : header.slice(0, space)
      if (name.length === 0)
        throw new AnalysisInputError(
          'sequence.missingName',
          {},
          { file: options.source, line: lineNumber, column: line.indexOf('>') + 1 },
        )
      current = { name, description: space < 0 ? '' : header.slice(space + 1).trim(), line: lineNumber, parts: [] }
      continue
    }
    if (trimmed.length === 0) continue
    if (!current) current = { name: UNNAMED_SEQUENCE, description: '', line: lineNumber, parts: [] }
    current.parts.push(residuesOfLine(line, lineNumber, isAllowed, options))
  }
  finish()
  if (records.length === 0) throw new AnalysisInputError('sequence.noSequence', {}, { file: options.source })
  return records
}

function residuesOfLine(
  line: string,
  lineNumber: number,
  isAllowed: (code: number) => boolean,
  options: ParseSequencesOptions,
): string {
  let clean = true
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i)
    if (isAllowed(code)) continue
    if (code === SPACE || code === TAB || code === CARRIAGE_RETURN || (code >= DIGIT_0 && code <= DIGIT_9)) {
      clean = false
      continue
    }
    const character = String.fromCodePoint(line.codePointAt(i) ?? code)
    throw invalidLetterError(character, options.alphabet, { file: options.source, line: lineNumber, column: i + 1 })
  }
  return clean ? line : line.replace(/[\s0-9]+/g, '')
}

/** FASTA text with the residues wrapped at `width` (60, as EMBOSS writes). */
export function formatFasta(
  records: readonly { name: string; description?: string; sequence: string }[],
  width = 60,
): string {
  const parts: string[] = []
  for (const record of records) {
    parts.push(record.description ? `>${record.name} ${record.description}\n` : `>${record.name}\n`)
    for (let start = 0; start < record.sequence.length; start += width)
      parts.push(record.sequence.slice(start, start + width), '\n')
  }
  return parts.join('')
}
