import { randomUUID } from 'node:crypto'
import { unzipSync } from 'fflate'
import type { File as Hdf5File } from 'h5wasm/node'
import Papa from 'papaparse'
import { AnalysisInputError, type InputLocation } from '../errors'
import type { FeatureTable } from '../feature-table'
import { decodeText, forEachDelimitedRow, lineAndColumnAt, lineNumberAt, type DelimiterCode } from './text'

export interface ReadFeatureTableOptions {
  fileName?: string
  delimiter?: DelimiterCode | string
}

const HDF5_SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
const GZIP_SIGNATURE = [0x1f, 0x8b]

/**
 * Reads an OTU/ASV table in any format a user uploads. The format is recognised from the content
 * (users rename files freely), so `fileName` only names the file in errors and hints the delimiter.
 */
export async function readFeatureTable(
  bytes: Uint8Array,
  options: ReadFeatureTableOptions = {},
): Promise<FeatureTable> {
  const file = options.fileName
  if (bytes.length === 0) throw new AnalysisInputError('featureTable.emptyFile', {}, { file })
  if (startsWith(bytes, HDF5_SIGNATURE)) return readBiomHdf5(bytes, file)
  if (startsWith(bytes, ZIP_SIGNATURE)) return readQiime2Artifact(bytes, file)
  if (startsWith(bytes, GZIP_SIGNATURE)) throw new AnalysisInputError('featureTable.gzip', {}, { file })
  const { text, encoding } = decodeText(bytes)
  if (!encoding.startsWith('UTF-16') && text.includes('\u0000'))
    throw new AnalysisInputError('featureTable.binary', {}, { file })
  if (text.trimStart().startsWith('{')) return readBiomJson(text, file)
  return readAmpliconTable(text, options)
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte)
}

/**
 * Parses one count. A count table holds non-negative finite numbers; decimals are allowed because
 * users upload relative abundances too.
 */
interface CountCell {
  readonly feature: string
  readonly sample: string
  /** Where in a BIOM document the count is, e.g. `data[3][1]`; absent in a text table, whose location says it. */
  readonly entry?: string
  readonly location: InputLocation
}

function parseCount(cell: unknown, describe: () => CountCell): number {
  const value = typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell) : NaN
  // Number('') and Number('  ') are 0, which would silently turn a blank cell into a zero count.
  const blank = value === 0 && typeof cell === 'string' && cell.trim() === ''
  if (Number.isFinite(value) && value >= 0 && !blank) return value
  const { feature, sample, entry, location } = describe()
  if (Number.isFinite(value) && !blank) {
    throw entry === undefined
      ? new AnalysisInputError('featureTable.negativeCount', { value, feature, sample }, location)
      : new AnalysisInputError('biom.negativeCount', { value, entry, feature, sample }, location)
  }
  const shown = JSON.stringify(cell) ?? String(cell)
  throw entry === undefined
    ? new AnalysisInputError('featureTable.notCount', { value: shown, feature, sample }, location)
    : new AnalysisInputError('biom.notCount', { value: shown, entry, feature, sample }, location)
}

// ---------------------------------------------------------------------------------------------
// TSV / CSV, amplicon layout

/**
 * Features as rows, samples as columns: a header `OTU ID` or `#OTU ID` then sample ids, optionally
 * a trailing `taxonomy` column, optionally preceded by QIIME 1's `# Constructed from biom file`.
 * Each row goes straight into the sample-major count array; no per-cell objects are kept.
 */
function readAmpliconTable(text: string, options: ReadFeatureTableOptions): FeatureTable {
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

function readHeader(
  fields: string[],
  location: { file?: string; line: number },
): { sampleIds: string[]; hasTaxonomy: boolean } {
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

// ---------------------------------------------------------------------------------------------
// BIOM 1.0 JSON

interface BiomJsonEntry {
  id?: unknown
  metadata?: Record<string, unknown> | null
}

function readBiomJson(text: string, file: string | undefined): FeatureTable {
  let document: Record<string, unknown>
  try {
    document = JSON.parse(text) as Record<string, unknown>
  } catch (error) {
    // V8 names the position for some syntax errors only.
    const position = Number((error as Error).message.match(/position (\d+)/)?.[1])
    const location = Number.isFinite(position) ? { file, ...lineAndColumnAt(text, position) } : { file }
    throw new AnalysisInputError('biom.invalidJson', { reason: (error as Error).message }, location)
  }
  const rows = document.rows
  const columns = document.columns
  if (!Array.isArray(rows) || !Array.isArray(columns))
    throw new AnalysisInputError('biom.noRowsOrColumns', {}, { file })
  const featureIds = uniqueIds(rows as BiomJsonEntry[], 'rows', file)
  const sampleIds = uniqueIds(columns as BiomJsonEntry[], 'columns', file)
  const shape = document.shape
  if (!Array.isArray(shape) || shape[0] !== featureIds.length || shape[1] !== sampleIds.length) {
    throw new AnalysisInputError(
      'biom.shapeMismatch',
      { shape: JSON.stringify(shape) ?? 'undefined', rows: featureIds.length, columns: sampleIds.length },
      { file },
    )
  }
  if (featureIds.length === 0 || sampleIds.length === 0) throw new AnalysisInputError('biom.empty', {}, { file })
  const data = document.data
  if (!Array.isArray(data)) throw new AnalysisInputError('biom.dataNotList', {}, { file })

  const width = featureIds.length
  const counts = new Float64Array(sampleIds.length * width)
  const cellProblem = (entry: string, feature: number, sample: number) => (): CountCell => ({
    entry,
    feature: featureIds[feature],
    sample: sampleIds[sample],
    location: { file },
  })
  if (document.matrix_type === 'dense') {
    if (data.length !== featureIds.length)
      throw new AnalysisInputError('biom.denseRowCount', { rows: data.length, shapeRows: featureIds.length }, { file })
    data.forEach((row: unknown, f) => {
      if (!Array.isArray(row) || row.length !== sampleIds.length)
        throw new AnalysisInputError(
          'biom.denseRowLength',
          { entry: `data[${f}]`, samples: sampleIds.length },
          { file },
        )
      row.forEach((cell: unknown, s) => {
        counts[s * width + f] = parseCount(cell, cellProblem(`data[${f}][${s}]`, f, s))
      })
    })
  } else if (document.matrix_type === 'sparse') {
    data.forEach((entry: unknown, k) => {
      if (!Array.isArray(entry) || entry.length !== 3)
        throw new AnalysisInputError('biom.sparseEntryNotTriple', { entry: `data[${k}]` }, { file })
      const [f, s, cell] = entry as [number, number, unknown]
      if (
        !Number.isInteger(f) ||
        !Number.isInteger(s) ||
        f < 0 ||
        s < 0 ||
        f >= featureIds.length ||
        s >= sampleIds.length
      ) {
        throw new AnalysisInputError(
          'biom.sparseEntryOutside',
          { entry: `data[${k}]`, rows: featureIds.length, columns: sampleIds.length },
          { file },
        )
      }
      // Repeated coordinates add up, as biom-format's own loader (via scipy) does.
      counts[s * width + f] += parseCount(cell, cellProblem(`data[${k}]`, f, s))
    })
  } else {
    throw new AnalysisInputError(
      'biom.unknownMatrixType',
      { type: JSON.stringify(document.matrix_type) ?? 'undefined' },
      { file },
    )
  }
  const taxonomy = (rows as BiomJsonEntry[]).map((row) => taxonomyText(metadataTaxonomy(row.metadata)))
  return { sampleIds, featureIds, counts, taxonomy: taxonomy.some((t) => t !== null) ? taxonomy : undefined }
}

/** BIOM's `rows` are the features, its `columns` the samples. */
function uniqueIds(entries: BiomJsonEntry[], list: 'rows' | 'columns', file: string | undefined): string[] {
  const seen = new Set<string>()
  return entries.map((entry, i) => {
    if (typeof entry?.id !== 'string' || entry.id === '') {
      throw new AnalysisInputError(
        list === 'rows' ? 'biom.featureWithoutId' : 'biom.sampleWithoutId',
        { entry: `${list}[${i}]` },
        { file },
      )
    }
    if (seen.has(entry.id))
      throw new AnalysisInputError(
        list === 'rows' ? 'biom.duplicateFeatureId' : 'biom.duplicateSampleId',
        { id: entry.id, entry: `${list}[${i}]` },
        { file },
      )
    seen.add(entry.id)
    return entry.id
  })
}

function metadataTaxonomy(metadata: Record<string, unknown> | null | undefined): unknown {
  if (!metadata) return undefined
  const key = Object.keys(metadata).find((name) => name.toLowerCase() === 'taxonomy')
  return key === undefined ? undefined : metadata[key]
}

/** BIOM keeps taxonomy as a list of ranks or as one string; the table keeps one string. */
function taxonomyText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (Array.isArray(value)) {
    const ranks = value.filter((rank): rank is string => typeof rank === 'string' && rank.trim() !== '')
    return ranks.length > 0 ? ranks.map((rank) => rank.trim()).join('; ') : null
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// BIOM 2.1 HDF5 and QIIME 2 artifacts

/** h5wasm takes seconds to load under tsx (4 MB of Emscripten output); only HDF5 uploads pay for it. */
const loadHdf5 = () => import('h5wasm/node').then((module) => module.default)
type Hdf5 = Awaited<ReturnType<typeof loadHdf5>>

async function readBiomHdf5(bytes: Uint8Array, file: string | undefined): Promise<FeatureTable> {
  const h5wasm = await loadHdf5()
  const { FS } = await h5wasm.ready
  // h5wasm reads through Emscripten's in-memory file system; a unique name keeps concurrent reads apart.
  const path = `/biom-${randomUUID()}.h5`
  FS.writeFile(path, bytes)
  try {
    const h5 = new h5wasm.File(path, 'r')
    try {
      return readBiomGroups(h5wasm, h5, file)
    } finally {
      h5.close()
    }
  } finally {
    FS.unlink(path)
  }
}

function readBiomGroups(h5wasm: Hdf5, h5: Hdf5File, file: string | undefined): FeatureTable {
  const dataset = (name: string) => {
    const entity = h5.get(name)
    if (!(entity instanceof h5wasm.Dataset)) {
      throw new AnalysisInputError('biom.missingDataset', { dataset: name }, { file })
    }
    return entity
  }
  const ids = (name: string, kind: 'feature' | 'sample'): string[] => {
    const value = dataset(name).value
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
    const seen = new Set<string>()
    return list.map((id, i) => {
      if (typeof id !== 'string')
        throw new AnalysisInputError(
          kind === 'feature' ? 'biom.featureIdNotText' : 'biom.sampleIdNotText',
          { entry: `${name}[${i}]` },
          { file },
        )
      if (seen.has(id))
        throw new AnalysisInputError(
          kind === 'feature' ? 'biom.duplicateFeatureId' : 'biom.duplicateSampleId',
          { id, entry: name },
          { file },
        )
      seen.add(id)
      return id
    })
  }
  const numbers = (name: string): Float64Array => {
    const value = dataset(name).value
    if (ArrayBuffer.isView(value) && !(value instanceof DataView))
      return Float64Array.from(value as ArrayLike<number | bigint>, Number)
    if (Array.isArray(value)) return Float64Array.from(value, Number)
    throw new AnalysisInputError('biom.datasetNotNumeric', { dataset: name }, { file })
  }

  const featureIds = ids('observation/ids', 'feature')
  const sampleIds = ids('sample/ids', 'sample')
  if (featureIds.length === 0 || sampleIds.length === 0) throw new AnalysisInputError('biom.empty', {}, { file })
  // observation/matrix is CSR with one row per feature.
  const data = numbers('observation/matrix/data')
  const indices = numbers('observation/matrix/indices')
  const indptr = numbers('observation/matrix/indptr')
  if (
    indptr.length !== featureIds.length + 1 ||
    indices.length !== data.length ||
    indptr[featureIds.length] !== data.length
  ) {
    throw new AnalysisInputError('biom.inconsistentMatrix', { indptrLength: featureIds.length + 1 }, { file })
  }
  const width = featureIds.length
  const counts = new Float64Array(sampleIds.length * width)
  for (let f = 0; f < width; f++) {
    for (let k = indptr[f]; k < indptr[f + 1]; k++) {
      const s = indices[k]
      if (!(s >= 0 && s < sampleIds.length)) {
        throw new AnalysisInputError(
          'biom.sampleIndexOutside',
          { entry: `observation/matrix/indices[${k}]`, index: s, samples: sampleIds.length },
          { file },
        )
      }
      counts[s * width + f] += parseCount(data[k], () => ({
        entry: `observation/matrix/data[${k}]`,
        feature: featureIds[f],
        sample: sampleIds[s],
        location: { file },
      }))
    }
  }
  return { sampleIds, featureIds, counts, taxonomy: hdf5Taxonomy(h5wasm, h5, width) }
}

function hdf5Taxonomy(h5wasm: Hdf5, h5: Hdf5File, features: number): (string | null)[] | undefined {
  const entity = h5.get('observation/metadata/taxonomy')
  if (!(entity instanceof h5wasm.Dataset)) return undefined
  const value = entity.value
  if (!Array.isArray(value) || value.length === 0) return undefined
  const ranksPerFeature = value.length / features
  if (!Number.isInteger(ranksPerFeature)) return undefined
  const taxonomy = Array.from({ length: features }, (_, f) =>
    taxonomyText(value.slice(f * ranksPerFeature, (f + 1) * ranksPerFeature)),
  )
  return taxonomy.some((t) => t !== null) ? taxonomy : undefined
}

/** A QIIME 2 artifact is a zip holding `<uuid>/data/feature-table.biom` (BIOM 2.1). */
async function readQiime2Artifact(bytes: Uint8Array, file: string | undefined): Promise<FeatureTable> {
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(bytes, { filter: (entry) => /(^|\/)data\/feature-table\.biom$/.test(entry.name) })
  } catch (error) {
    throw new AnalysisInputError('qiime2.unreadableZip', { reason: (error as Error).message }, { file })
  }
  const [name, biom] = Object.entries(entries)[0] ?? []
  if (name === undefined || biom === undefined) {
    throw new AnalysisInputError('qiime2.noFeatureTable', {}, { file })
  }
  return readFeatureTable(biom, { fileName: file ? `${file}:${name}` : name })
}

// ---------------------------------------------------------------------------------------------
// Writers

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

/** BIOM 1.0 sparse JSON: the format every BIOM reader accepts. */
export function writeBiomJson(table: FeatureTable): string {
  const width = table.featureIds.length
  const samples = table.sampleIds.length
  const entries: string[] = []
  let integers = true
  for (let f = 0; f < width; f++) {
    for (let s = 0; s < samples; s++) {
      const value = table.counts[s * width + f]
      if (value === 0) continue
      if (!Number.isInteger(value)) integers = false
      entries.push(`[${f},${s},${value}]`)
    }
  }
  const rows = table.featureIds.map((id, f) => {
    const lineage = table.taxonomy?.[f]
    const ranks = lineage
      ? lineage
          .split(';')
          .map((rank) => rank.trim())
          .filter((rank) => rank !== '')
      : []
    return { id, metadata: ranks.length > 0 ? { taxonomy: ranks } : null }
  })
  const head = {
    id: null,
    format: 'Biological Observation Matrix 1.0.0',
    format_url: 'http://biom-format.org',
    type: 'OTU table',
    generated_by: 'BioCloud',
    date: new Date().toISOString(),
    rows,
    columns: table.sampleIds.map((id) => ({ id, metadata: null })),
    matrix_type: 'sparse',
    matrix_element_type: integers ? 'int' : 'float',
    shape: [width, samples],
  }
  const json = JSON.stringify(head)
  return `${json.slice(0, -1)},"data":[${entries.join(',')}]}`
}
