import { AnalysisInputError } from '../../errors'
import type { FeatureTable } from '../../feature-table'
import { lineAndColumnAt } from '../text'
import { parseCount, requireCellsWithin, taxonomyText, type CountCell } from './cells'

interface BiomJsonEntry {
  id?: unknown
  metadata?: Record<string, unknown> | null
}

export function readBiomJson(text: string, file: string | undefined, maxCells: number): FeatureTable {
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

  requireCellsWithin(featureIds.length, sampleIds.length, maxCells, { file })
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
