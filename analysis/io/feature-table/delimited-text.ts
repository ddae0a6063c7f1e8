import Papa from 'papaparse'
import { AnalysisInputError } from '../../errors'
import type { FeatureTable } from '../../feature-table'
import { forEachDelimitedRow, lineNumberAt, type DelimiterCode } from '../text'
import { parseCount, requireCellsWithin } from './cells'

/**
 * Features as rows, samples as columns: a header `OTU ID` or `#OTU ID` then sample ids, optionally
 * a trailing `taxonomy` column, optionally preceded by QIIME 1's `# Constructed from biom file`.
 * A header whose first cell names samples is refused (samples as rows); the dataset's metadata
 * and taxonomy catch the other transposed tables (`orientation.ts`).
 * Each row goes straight into the sample-major count array; no per-cell objects are kept.
 */
export function readAmpliconTable(
  text: string,
  options: { fileName?: string; delimiter?: DelimiterCode | string; maxCells: number },
): FeatureTable {
  const file = options.fileName
  const totalLines = countLines(text)
  let sampleIds: string[] | undefined
  let hasTaxonomy = false
  let fieldCount = 0
  let capacity = 0
  let counts: Float64Array = new Float64Array(0)
  const featureIds: string[] = []
  const taxonomy: (string | null)[] = []
  const featureOffsets = new Map<string, number>()

  const at = (offset: number, column?: number) => ({ file, line: lineNumberAt(text, offset), column })

  forEachDelimitedRow(text, { delimiter: options.delimiter, fileName: file }, (fields, offset) => {
    if (sampleIds === undefined) {
      if (fields.length === 1 && fields[0].startsWith('#')) return
      const header = readHeader(fields, at(offset))
      sampleIds = header.sampleIds
      hasTaxonomy = header.hasTaxonomy
      fieldCount = fields.length
      capacity = Math.max(1, totalLines - lineNumberAt(text, offset))
      // Every line after the header may be a feature: the most the table can hold.
      requireCellsWithin(capacity, sampleIds.length, options.maxCells, { file })
      counts = new Float64Array(capacity * sampleIds.length)
      return
    }
    if (fields.length !== fieldCount) {
      const column = Math.min(fields.length, fieldCount) + 1
      throw new AnalysisInputError(
        'featureTable.fieldCount',
        { fields: fields.length, headerFields: fieldCount },
        at(offset, column),
      )
    }
    const featureId = fields[0].trim()
    if (featureId === '') throw new AnalysisInputError('featureTable.emptyFeatureId', {}, at(offset, 1))
    const firstOffset = featureOffsets.get(featureId)
    if (firstOffset !== undefined) {
      throw new AnalysisInputError(
        'featureTable.duplicateFeatureId',
        { id: featureId, firstLine: lineNumberAt(text, firstOffset) },
        at(offset, 1),
      )
    }
    featureOffsets.set(featureId, offset)
    const feature = featureIds.length
    if (feature === capacity) {
      capacity *= 2
      counts = restride(counts, sampleIds.length, feature, capacity)
    }
    const samples = sampleIds
    for (let s = 0; s < samples.length; s++) {
      const cell = fields[s + 1]
      // Most cells of an OTU table are "0"; skipping Number() for them is a measurable win.
      let value = cell === '0' ? 0 : Number(cell)
      if (!(value > 0) && cell !== '0') {
        value = parseCount(cell, () => ({ feature: featureId, sample: samples[s], location: at(offset, s + 2) }))
      }
      counts[s * capacity + feature] = value
    }
    featureIds.push(featureId)
    if (hasTaxonomy) taxonomy.push(fields[fieldCount - 1].trim() || null)
  })

  if (sampleIds === undefined) throw new AnalysisInputError('featureTable.empty', {}, { file })
  if (featureIds.length === 0) throw new AnalysisInputError('featureTable.noFeatureRows', {}, { file })
  return {
    sampleIds,
    featureIds,
    counts:
      featureIds.length === capacity
        ? counts
        : restride(counts, sampleIds.length, featureIds.length, featureIds.length),
    taxonomy: hasTaxonomy ? taxonomy : undefined,
  }
}

/**
 * First header cells that name samples (`SampleID`, `#SampleID`, `sample-id`, `Sample`): the rows
 * are samples, which `t(otu_table)` in R or `DataFrame.T` in pandas writes. Refused, not read
 * transposed, for the reason `refuseSamplesAsRows` gives.
 */
const SAMPLE_ID_HEADERS = new Set(['sampleid', 'sample', 'samples', 'samplename'])

function readHeader(
  fields: string[],
  location: { file?: string; line: number },
): { sampleIds: string[]; hasTaxonomy: boolean } {
  const idHeader = fields[0].trim()
  if (SAMPLE_ID_HEADERS.has(idHeader.toLowerCase().replace(/[\s_#-]/g, ''))) {
    throw new AnalysisInputError('featureTable.samplesAsRowsByHeader', { header: idHeader }, { ...location, column: 1 })
  }
  const hasTaxonomy = fields.length > 2 && fields[fields.length - 1].trim().toLowerCase() === 'taxonomy'
  const sampleFields = fields.slice(1, hasTaxonomy ? -1 : undefined).map((id) => id.trim())
  if (sampleFields.length === 0) {
    throw new AnalysisInputError('featureTable.noSampleColumns', {}, location)
  }
  const seen = new Map<string, number>()
  sampleFields.forEach((id, i) => {
    const column = i + 2
    if (id === '') throw new AnalysisInputError('featureTable.emptySampleId', {}, { ...location, column })
    const first = seen.get(id)
    if (first !== undefined)
      throw new AnalysisInputError(
        'featureTable.duplicateSampleId',
        { id, firstColumn: first },
        { ...location, column },
      )
    seen.set(id, column)
  })
  return { sampleIds: sampleFields, hasTaxonomy }
}

function countLines(text: string): number {
  let lines = text.length > 0 && !text.endsWith('\n') ? 1 : 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++
  return lines
}

/** Copies the first `used` features of each sample row into rows of a new width. */
function restride(counts: Float64Array, samples: number, used: number, width: number): Float64Array {
  const oldWidth = samples === 0 ? 0 : counts.length / samples
  const resized = new Float64Array(samples * width)
  for (let s = 0; s < samples; s++) resized.set(counts.subarray(s * oldWidth, s * oldWidth + used), s * width)
  return resized
}

/** Amplicon layout, as QIIME and most tools exchange it: `#OTU ID`, samples, then `taxonomy`. */
export function writeFeatureTableTsv(table: FeatureTable): string {
  const width = table.featureIds.length
  const samples = table.sampleIds.length
  const header = ['#OTU ID', ...table.sampleIds, ...(table.taxonomy ? ['taxonomy'] : [])]
  const lines: string[] = [unparseRow(header)]
  const values = new Array<number>(samples)
  for (let f = 0; f < width; f++) {
    for (let s = 0; s < samples; s++) values[s] = table.counts[s * width + f]
    // Counts never need quoting; only the id and taxonomy texts go through papaparse.
    let line = `${unparseRow([table.featureIds[f]])}\t${values.join('\t')}`
    if (table.taxonomy) line += `\t${unparseRow([table.taxonomy[f] ?? ''])}`
    lines.push(line)
  }
  return `${lines.join('\n')}\n`
}

function unparseRow(fields: string[]): string {
  return Papa.unparse([fields], { delimiter: '\t', newline: '\n' })
}
