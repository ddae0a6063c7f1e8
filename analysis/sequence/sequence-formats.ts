/**
 * Nucleotide sequence entries read from FASTA, EMBL or GenBank text (the format told by the first line)
 * and written as EMBOSS 6.6.0 `seqret -osformat fasta|genbank|embl` writes them: the identifier, the
 * accessions and sequence version, the description and the residues (case kept). Features, references,
 * keywords and taxonomy of EMBL or GenBank entries are not carried over.
 */
import { AnalysisInputError } from '../errors'
import { isNucleotideCode } from './alphabet'
import { parseSequences } from './fasta'

export type SequenceFormat = 'fasta' | 'embl' | 'genbank'

export interface SequenceEntry {
  readonly name: string
  /** Primary accession first. */
  readonly accessions: readonly string[]
  /** Accession.version (EMBL SV, GenBank VERSION), or ''. */
  readonly version: string
  readonly description: string
  readonly sequence: string
}

/** An accession with its version, as EMBOSS takes it from the second word of a FASTA header (X65923.1). */
const ACCESSION_VERSION =
  /^([A-Za-z]\d{5}|[A-Za-z]{2}\d{6}|[A-Za-z]{2}\d{8}|[A-Za-z]{2}_\d{6,9}|[A-Za-z]{4,6}\d{8,10})\.\d+$/

/** The format of a text by its first non-blank line: `>` FASTA, `ID ` EMBL, `LOCUS` GenBank (a bare sequence is FASTA). */
export function detectFormat(text: string): SequenceFormat {
  const first = text.split('\n').find((line) => line.trim() !== '') ?? ''
  if (/^ID {3}/.test(first)) return 'embl'
  if (/^LOCUS /.test(first)) return 'genbank'
  return 'fasta'
}

function residues(lines: readonly string[], start: number, source: string | undefined): string {
  let out = ''
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]
    for (let c = 0; c < line.length; c++) {
      const code = line.charCodeAt(c)
      if (code === 0x20 || code === 0x09 || code === 0x0d || (code >= 0x30 && code <= 0x39)) continue
      if (!isNucleotideCode(code))
        throw new AnalysisInputError(
          'sequence.invalidNucleotide',
          { character: line[c] },
          { file: source, line: start + k + 1, column: c + 1 },
        )
      out += line[c]
    }
  }
  return out
}

/** Reads the entries of FASTA, EMBL or GenBank text (nucleotides). */
export function readEntries(text: string, format: SequenceFormat, source?: string): SequenceEntry[] {
  if (format === 'fasta')
    return parseSequences(text, { alphabet: 'nucleotide', source }).map((record) => {
      const [first, ...rest] = record.description.split(/\s+/)
      if (first !== undefined && ACCESSION_VERSION.test(first))
        return {
          name: record.name,
          accessions: [first.replace(/\.\d+$/, '')],
          version: first,
          description: rest.join(' '),
          sequence: record.sequence,
        }
      return {
        name: record.name,
        accessions: [],
        version: '',
        description: record.description,
        sequence: record.sequence,
      }
    })
  const lines = text.replace(/\r/g, '').split('\n')
  const entries: SequenceEntry[] = []
  let i = 0
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++
      continue
    }
    const headerLine = i
    let name = ''
    const accessions: string[] = []
    let version = ''
    const description: string[] = []
    let sequenceStart = -1
    for (; i < lines.length && !lines[i].startsWith('//'); i++) {
      const line = lines[i]
      if (sequenceStart >= 0) continue
      if (format === 'embl') {
        const code = line.slice(0, 2)
        const value = line.slice(5).trim()
        if (code === 'ID') {
          name = value.split(/[\s;]+/)[0] ?? ''
          const sv = /;\s*SV\s+(\d+);/.exec(value)
          if (sv && !version) version = `${name}.${sv[1]}`
        } else if (code === 'AC')
          accessions.push(
            ...value
              .split(';')
              .map((a) => a.trim())
              .filter(Boolean),
          )
        else if (code === 'SV') version = value.split(/\s+/)[0]
        else if (code === 'DE') description.push(value)
        else if (code === 'SQ') sequenceStart = i + 1
      } else {
        const key = line.slice(0, 12).trim()
        const value = line.slice(12).trim()
        if (key === 'LOCUS') name = value.split(/\s+/)[0] ?? ''
        else if (key === 'ACCESSION') accessions.push(...value.split(/\s+/).filter(Boolean))
        else if (key === 'VERSION') version = value.split(/\s+/)[0] ?? ''
        else if (key === 'DEFINITION') {
          description.push(value)
          while (i + 1 < lines.length && /^ {12}\S/.test(lines[i + 1])) description.push(lines[++i].trim())
        } else if (key === 'ORIGIN') sequenceStart = i + 1
      }
    }
    if (sequenceStart < 0 || name === '')
      throw new AnalysisInputError(
        'sequence.emptySequence',
        { name: name || '?' },
        { file: source, line: headerLine + 1 },
      )
    const sequence = residues(lines.slice(sequenceStart, i), sequenceStart, source)
    if (sequence.length === 0)
      throw new AnalysisInputError('sequence.emptySequence', { name }, { file: source, line: headerLine + 1 })
    // EMBL keeps its version from the ID line when its accession is the entry's name.
    if (
      format === 'embl' &&
      version &&
      accessions.length > 0 &&
      version.startsWith(`${name}.`) &&
      name !== accessions[0]
    )
      version = `${accessions[0]}.${version.slice(name.length + 1)}`
    let joined = description.join(' ')
    if (format === 'genbank') joined = joined.replace(/\.$/, '')
    entries.push({ name, accessions, version, description: joined, sequence })
    i++
  }
  if (entries.length === 0) throw new AnalysisInputError('sequence.noSequence', {}, { file: source })
  return entries
}

/** Words wrapped into lines of at most `width` characters after the prefix (a word longer stays whole). */
function wrap(text: string, first: string, next: string, width = 80): string[] {
  const lines: string[] = []
  let line = first
  let empty = true
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line)
      line = next + word
    } else line += (empty ? '' : ' ') + word
    empty = false
  }
  lines.push(line)
  return lines
}

function blocks(sequence: string, start: number, end: number): string {
  const parts: string[] = []
  for (let k = start; k < end; k += 10) parts.push(sequence.slice(k, Math.min(k + 10, end)))
  return parts.join(' ')
}

/** seqret's fasta: ">name accession.version description", 60 residues a line. */
export function writeFasta(entries: readonly SequenceEntry[]): string {
  let out = ''
  for (const entry of entries) {
    const accession = entry.version || entry.accessions[0] || ''
    out += `>${[entry.name, accession, entry.description].filter(Boolean).join(' ')}\n`
    for (let k = 0; k < entry.sequence.length; k += 60) out += `${entry.sequence.slice(k, k + 60)}\n`
  }
  return out
}

/** seqret's genbank; `date` is the LOCUS line's DD-MON-YYYY (seqret writes the day it runs). */
export function writeGenbank(entries: readonly SequenceEntry[], date: string): string {
  let out = ''
  for (const entry of entries) {
    const n = entry.sequence.length
    out += `LOCUS       ${entry.name.padEnd(17)}${String(n).padStart(11)} bp    DNA     linear   UNC ${date}\n`
    if (entry.description) out += wrap(`${entry.description}.`, 'DEFINITION  ', ' '.repeat(12)).join('\n') + '\n'
    if (entry.accessions.length > 0) out += `ACCESSION   ${entry.accessions.join(' ')}\n`
    if (entry.version) out += `VERSION     ${entry.version}\n`
    out += 'ORIGIN\n'
    for (let k = 0; k < n; k += 60)
      out += `${String(k + 1).padStart(9)} ${blocks(entry.sequence, k, Math.min(k + 60, n))}\n`
    out += '//\n'
  }
  return out
}

/** seqret's embl: ID, AC, DE and SQ with the base counts, 60 residues a line numbered at column 80. */
export function writeEmbl(entries: readonly SequenceEntry[]): string {
  let out = ''
  for (const entry of entries) {
    const n = entry.sequence.length
    const id = entry.accessions[0] ?? entry.name
    const sv = /\.(\d+)$/.exec(entry.version)?.[1] ?? '1'
    out += `ID   ${id}; SV ${sv}; linear; unassigned DNA; STD; UNC; ${n} BP.\nXX\n`
    if (entry.accessions.length > 0) out += `AC   ${entry.accessions.map((a) => `${a};`).join(' ')}\nXX\n`
    if (entry.description) out += wrap(entry.description, 'DE   ', 'DE   ').join('\n') + '\nXX\n'
    const counts = { A: 0, C: 0, G: 0, T: 0 }
    for (const base of entry.sequence.toUpperCase()) if (base in counts) counts[base as keyof typeof counts]++
    const other = n - counts.A - counts.C - counts.G - counts.T
    out += `SQ   Sequence ${n} BP; ${counts.A} A; ${counts.C} C; ${counts.G} G; ${counts.T} T; ${other} other;\n`
    for (let k = 0; k < n; k += 60) {
      const end = Math.min(k + 60, n)
      out += `${`     ${blocks(entry.sequence, k, end)}`.padEnd(70)}${String(end).padStart(10)}\n`
    }
    out += '//\n'
  }
  return out
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** A day as GenBank writes it: 28-NOV-2026 (UTC). */
export function genbankDate(day: Date): string {
  return `${String(day.getUTCDate()).padStart(2, '0')}-${MONTHS[day.getUTCMonth()]}-${day.getUTCFullYear()}`
}
