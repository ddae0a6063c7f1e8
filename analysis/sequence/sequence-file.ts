/**
 * The text of an uploaded sequence file as the sequence tools read pasted text: decoded in the
 * encoding the platform detects for every text upload (a byte-order mark decides, else UTF-8, else
 * chardet's guess; the mark never reaches the text), its format told by its first line, and an
 * EMBL or GenBank flat file written as FASTA the way EMBOSS seqret writes it. A FASTA file (or a
 * bare sequence) is passed on as it is, so a problem in it is found at the file's own line.
 */
import { decodeText } from '../io/text'
import { detectFormat, readEntries, writeFasta, type SequenceFormat } from './sequence-formats'

export interface SequenceFileText {
  /** FASTA (or the file's bare sequence) unless `keepFormat` asked for the decoded text as it is. */
  readonly text: string
  /** What the file was: `fasta` also stands for a bare sequence. */
  readonly format: SequenceFormat
  /** As the platform reports encodings: `UTF-8`, `UTF-8-BOM`, `UTF-16LE`, `GB18030`, … */
  readonly encoding: string
}

/**
 * `fileName` locates a problem of a flat file (a residue that is no nucleotide, an entry without
 * sequence) in the file. `keepFormat`: the decoded text unconverted, for a reader of all three formats.
 */
export function sequenceFileText(
  bytes: Uint8Array,
  options: { fileName?: string; keepFormat?: boolean } = {},
): SequenceFileText {
  const { text: decoded, encoding } = decodeText(bytes)
  const text = decoded.replace(/\r\n?/g, '\n')
  const format = detectFormat(text)
  if (format === 'fasta' || options.keepFormat) return { text, format, encoding }
  return { text: writeFasta(readEntries(text, format, options.fileName)), format, encoding }
}
