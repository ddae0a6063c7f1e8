import { AnalysisInputError } from '../errors'
import { quotedList } from '../input-problems'
import { NUMBER_PATTERN } from './column-table'
import { isMissingValue } from './missing-value'
import { decodeText, forEachDelimitedRow, lineNumberAt } from './text'

export interface SampleMetadata {
  readonly sampleIds: string[]
  /** Metadata columns, without the sample id column. */
  readonly columns: string[]
  /** The column's values in `sampleIds` order. */
  column(name: string): string[]
}

/**
 * Reads a sample metadata sheet: the first column holds the sample id whatever its header says
 * (`sample_id`, `#SampleID`, `sample-id`, `id`, ...). Lines starting with `#` are comments, like
 * QIIME 2's `#q2:types` row, except a header whose id column is `#SampleID` or `#OTU ID`.
 */
export function readSampleMetadata(bytes: Uint8Array, options: { fileName?: string } = {}): SampleMetadata {
  const file = options.fileName
  const { text } = decodeText(bytes)
  let header: string[] | undefined
  const sampleIds: string[] = []
  const firstOffsetOfSample = new Map<string, number>()
  const values: string[][] = []

  forEachDelimitedRow(text, { fileName: file }, (fields, offset) => {
    const cells = fields.map((cell) => cell.trim())
    if (header === undefined) {
      if (isCommentBeforeHeader(cells)) return
      header = readHeader(cells, { file, line: lineNumberAt(text, offset) })
      return
    }
    if (cells[0].startsWith('#')) return
    const at = (column: number) => ({ file, line: lineNumberAt(text, offset), column })
    if (cells.length !== header.length) {
      throw new AnalysisInputError(
        'metadata.fieldCount',
        { fields: cells.length, headerFields: header.length },
        at(Math.min(cells.length, header.length) + 1),
      )
    }
    const sampleId = cells[0]
    if (sampleId === '') throw new AnalysisInputError('metadata.emptySampleId', {}, at(1))
    const firstOffset = firstOffsetOfSample.get(sampleId)
    if (firstOffset !== undefined) {
      throw new AnalysisInputError(
        'metadata.duplicateSampleId',
        { id: sampleId, firstLine: lineNumberAt(text, firstOffset) },
        at(1),
      )
    }
    firstOffsetOfSample.set(sampleId, offset)
    sampleIds.push(sampleId)
    values.push(cells.slice(1))
  })

  if (header === undefined) throw new AnalysisInputError('metadata.empty', {}, { file })
  const columns = header.slice(1)
  return {
    sampleIds,
    columns,
    column(name: string): string[] {
      // A sheet of sample ids alone is read (a dataset without groups) but has no column to give.
      if (columns.length === 0) throw new AnalysisInputError('metadata.noColumns', {}, { file })
      const index = columns.indexOf(name)
      if (index === -1) {
        throw new AnalysisInputError(
          'metadata.noSuchColumn',
          { name, columns: columns.map((c) => JSON.stringify(c)).join(', ') },
          { file },
        )
      }
      return values.map((row) => row[index])
    },
  }
}

/** QIIME 2 allows comments above the header, whose own id may start with '#' (`#SampleID`, `#OTU ID`). */
const HASHED_ID_HEADERS = new Set(['#sampleid', '#otuid', '#featureid'])

function isCommentBeforeHeader(cells: string[]): boolean {
  return cells[0].startsWith('#') && !HASHED_ID_HEADERS.has(cells[0].toLowerCase().replace(/[\s_-]/g, ''))
}

/** A header of the sample id alone is a sheet that lists the samples without describing them: no columns, no groups. */
function readHeader(cells: string[], location: { file?: string; line: number }): string[] {
  const seen = new Set<string>()
  cells.forEach((name, i) => {
    if (i > 0 && name === '')
      throw new AnalysisInputError('metadata.emptyColumnName', {}, { ...location, column: i + 1 })
    if (seen.has(name))
      throw new AnalysisInputError('metadata.duplicateColumn', { name }, { ...location, column: i + 1 })
    seen.add(name)
  })
  return cells
}

/**
 * The group of each table sample, in table order. Every sample must be in the metadata: a sample
 * silently left out of a test would change its result.
 */
export function groupingFor(metadata: SampleMetadata, column: string, sampleIds: readonly string[]): string[] {
  const values = metadata.column(column)
  const valueOf = new Map(metadata.sampleIds.map((id, i) => [id, values[i]]))
  const missing = sampleIds.filter((id) => !valueOf.has(id))
  if (missing.length > 0) {
    throw new AnalysisInputError('metadata.missingSamples', { count: missing.length, samples: quotedList(missing) })
  }
  return sampleIds.map((id) => valueOf.get(id) as string)
}

/** A metadata column read as numbers when every value is one, else as categories; missing values (`isMissingValue`) are null. */
export type TypedMetadataColumn =
  { type: 'numeric'; values: (number | null)[] } | { type: 'categorical'; levels: string[]; values: (string | null)[] }

/**
 * A column's values typed as QIIME 2 metadata types them: numeric when every value present is a number (at least
 * one is), categorical otherwise, with its levels in natural order (2 before 10) as Emperor lists them.
 */
export function typedMetadataColumn(values: readonly string[]): TypedMetadataColumn {
  const present = values.map((value) => (isMissingValue(value) ? null : value.trim()))
  const known = present.filter((value): value is string => value !== null)
  if (known.length > 0 && known.every((value) => NUMBER_PATTERN.test(value)))
    return { type: 'numeric', values: present.map((value) => (value === null ? null : Number(value))) }
  const levels = [...new Set(known)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  return { type: 'categorical', levels, values: present }
}
