import { gunzipSync } from 'node:zlib'
import { AnalysisInputError } from '../errors'
import { decodeText } from '../io/text'
import { invalidLetterError, isNucleotideCode, printable } from './alphabet'
import {
  FIRST_QUALITY_CHARACTER,
  LAST_QUALITY_CHARACTER,
  phredOffsetOfRange,
  phredOffsetToUse,
  type PhredOffset,
} from './phred-offset'

export interface FastqRecord {
  readonly name: string
  readonly description: string
  readonly sequence: string
  /** One quality character per base, still encoded (see `detectPhredOffset`). */
  readonly quality: string
  /** The 1-based line of the `@` header. */
  readonly line: number
}

/**
 * Reads FASTQ text (Cock et al. 2010, Nucleic Acids Res 38:1767): `@name description`, the bases
 * (IUPAC codes), a line starting with `+`, then as many quality characters as bases. Sequence and
 * quality may wrap over several lines; blank lines between records are ignored. Every problem
 * names its line (and column for a bad character).
 */
export function parseFastq(text: string, options: { source?: string } = {}): FastqRecord[] {
  const file = options.source
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
  const records: FastqRecord[] = []
  let index = 0
  while (index < lines.length) {
    if (lines[index].trim() === '') {
      index++
      continue
    }
    const headerLine = index + 1
    const header = lines[index]
    if (!header.startsWith('@'))
      throw new AnalysisInputError('sequence.fastqHeaderExpected', {}, { file, line: headerLine, column: 1 })
    const title = header.slice(1).trim()
    const space = title.search(/\s/)
    const name = space < 0 ? title : title.slice(0, space)
    if (name === '') throw new AnalysisInputError('sequence.missingName', {}, { file, line: headerLine, column: 1 })
    const description = space < 0 ? '' : title.slice(space + 1).trim()
    index++

    const bases: string[] = []
    while (index < lines.length && !lines[index].startsWith('+')) {
      const line = lines[index]
      if (line.startsWith('@') && bases.length > 0) break
      checkCharacters(line, index + 1, file, (code) => isNucleotideCode(code), 'bases')
      bases.push(line.replace(/[ \t]+/g, ''))
      index++
    }
    if (index >= lines.length)
      throw new AnalysisInputError('sequence.fastqTruncated', { name }, { file, line: lines.length })
    if (!lines[index].startsWith('+'))
      throw new AnalysisInputError('sequence.fastqSeparatorExpected', {}, { file, line: index + 1, column: 1 })
    const sequence = bases.join('')
    if (sequence.length === 0)
      throw new AnalysisInputError('sequence.emptySequence', { name }, { file, line: headerLine })
    index++

    const quality: string[] = []
    let qualityLength = 0
    const qualityStart = index + 1
    while (qualityLength < sequence.length && index < lines.length) {
      const line = lines[index]
      // A blank line ends the record (qualities are never empty); the length check below reports it.
      if (line === '') break
      checkCharacters(
        line,
        index + 1,
        file,
        (code) => code >= FIRST_QUALITY_CHARACTER && code <= LAST_QUALITY_CHARACTER,
        'quality',
      )
      quality.push(line)
      qualityLength += line.length
      index++
    }
    if (qualityLength === 0)
      throw new AnalysisInputError(
        'sequence.fastqTruncated',
        { name },
        { file, line: Math.min(qualityStart, lines.length) },
      )
    if (qualityLength !== sequence.length) {
      throw new AnalysisInputError(
        'sequence.fastqQualityLength',
        { name, bases: sequence.length, qualities: qualityLength },
        { file, line: index },
      )
    }
    records.push({ name, description, sequence, quality: quality.join(''), line: headerLine })
  }
  if (records.length === 0) throw new AnalysisInputError('sequence.noSequence', {}, { file })
  return records
}

function checkCharacters(
  line: string,
  lineNumber: number,
  file: string | undefined,
  isAllowed: (code: number) => boolean,
  part: 'bases' | 'quality',
) {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i)
    if (isAllowed(code) || (part === 'bases' && (code === 0x20 || code === 0x09))) continue
    const character = String.fromCodePoint(line.codePointAt(i) ?? code)
    const location = { file, line: lineNumber, column: i + 1 }
    throw part === 'bases'
      ? invalidLetterError(character, 'nucleotide', location)
      : new AnalysisInputError('sequence.invalidQualityCharacter', { character: printable(character) }, location)
  }
}

export interface PhredOffsetDetection {
  readonly offset: PhredOffset
  /** The lowest and highest quality characters seen. */
  readonly lowest: string
  readonly highest: string
  /** True when both encodings fit the range (see `phredOffsetOfRange`); `offset` is then +33. */
  readonly ambiguous: boolean
}

/** Tells the Phred offset from the range of every quality character (`phredOffsetOfRange`). */
export function detectPhredOffset(records: readonly FastqRecord[]): PhredOffsetDetection {
  let lowest = LAST_QUALITY_CHARACTER
  let highest = FIRST_QUALITY_CHARACTER
  for (const record of records) {
    const { quality } = record
    for (let i = 0; i < quality.length; i++) {
      const code = quality.charCodeAt(i)
      if (code < lowest) lowest = code
      if (code > highest) highest = code
    }
  }
  const detected = phredOffsetOfRange(lowest, highest)
  return {
    offset: phredOffsetToUse('auto', detected),
    lowest: String.fromCharCode(lowest),
    highest: String.fromCharCode(highest),
    ambiguous: detected === 'ambiguous',
  }
}

export interface FastqQualitySummary {
  readonly reads: number
  readonly bases: number
  readonly minLength: number
  readonly maxLength: number
  readonly meanQuality: number
  /** Shares of bases with Phred quality ≥ 20 and ≥ 30. */
  readonly q20Fraction: number
  readonly q30Fraction: number
  /** Mean Phred quality at each read position (1-based position p at index p-1), over the reads that reach it. */
  readonly meanQualityByPosition: Float64Array
}

export function summarizeFastqQuality(records: readonly FastqRecord[], offset: PhredOffset): FastqQualitySummary {
  let maxLength = 0
  let minLength = Infinity
  for (const record of records) {
    maxLength = Math.max(maxLength, record.sequence.length)
    minLength = Math.min(minLength, record.sequence.length)
  }
  const sumByPosition = new Float64Array(maxLength)
  const readsByPosition = new Float64Array(maxLength)
  let bases = 0
  let qualitySum = 0
  let q20 = 0
  let q30 = 0
  for (const { quality } of records) {
    for (let i = 0; i < quality.length; i++) {
      // Solexa-era +64 files may go below '@'; such scores count as 0 rather than negative.
      const score = Math.max(0, quality.charCodeAt(i) - offset)
      sumByPosition[i] += score
      readsByPosition[i]++
      qualitySum += score
      if (score >= 20) q20++
      if (score >= 30) q30++
    }
    bases += quality.length
  }
  return {
    reads: records.length,
    bases,
    minLength: records.length ? minLength : 0,
    maxLength,
    meanQuality: bases ? qualitySum / bases : 0,
    q20Fraction: bases ? q20 / bases : 0,
    q30Fraction: bases ? q30 / bases : 0,
    meanQualityByPosition: sumByPosition.map((sum, i) => sum / readsByPosition[i]),
  }
}

/** Whether the bytes open with gzip's magic number (RFC 1952), whatever the file is called. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b
}

/**
 * The text of an uploaded FASTQ file, gunzipped when it is gzip (`.fastq.gz`), at most
 * `maxTextBytes` once uncompressed so a small archive cannot expand without bound.
 */
export function fastqTextFromBytes(bytes: Uint8Array, options: { fileName?: string; maxTextBytes: number }): string {
  if (isGzip(bytes)) {
    let unpacked: Buffer
    try {
      unpacked = gunzipSync(bytes, { maxOutputLength: options.maxTextBytes })
    } catch (error) {
      const tooLarge = error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      throw tooLarge
        ? new AnalysisInputError(
            'sequence.gzipTooLarge',
            { limitBytes: options.maxTextBytes },
            { file: options.fileName },
          )
        : new AnalysisInputError('sequence.gzipUnreadable', {}, { file: options.fileName })
    }
    return decodeText(new Uint8Array(unpacked.buffer, unpacked.byteOffset, unpacked.byteLength)).text
  }
  return decodeText(bytes).text
}
