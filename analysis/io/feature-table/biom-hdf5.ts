import { randomUUID } from 'node:crypto'
import type { File as Hdf5File } from 'h5wasm/node'
import { AnalysisInputError } from '../../errors'
import type { FeatureTable } from '../../feature-table'
import { parseCount, requireCellsWithin, taxonomyText } from './cells'

/** h5wasm takes seconds to load under tsx (4 MB of Emscripten output); only HDF5 uploads pay for it. */
const loadHdf5 = () => import('h5wasm/node').then((module) => module.default)
type Hdf5 = Awaited<ReturnType<typeof loadHdf5>>

export async function readBiomHdf5(
  bytes: Uint8Array,
  file: string | undefined,
  maxCells: number,
): Promise<FeatureTable> {
  const h5wasm = await loadHdf5()
  const { FS } = await h5wasm.ready
  // h5wasm reads through Emscripten's in-memory file system; a unique name keeps concurrent reads apart.
  const path = `/biom-${randomUUID()}.h5`
  FS.writeFile(path, bytes)
  try {
    const h5 = new h5wasm.File(path, 'r')
    try {
      return readBiomGroups(h5wasm, h5, file, maxCells)
    } finally {
      h5.close()
    }
  } finally {
    FS.unlink(path)
  }
}

function readBiomGroups(h5wasm: Hdf5, h5: Hdf5File, file: string | undefined, maxCells: number): FeatureTable {
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

  // The id lists' lengths, from their dataspaces, are the table's dimensions: checked before anything is read.
  const length = (name: string) => dataset(name).shape?.[0] ?? 1
  requireCellsWithin(length('observation/ids'), length('sample/ids'), maxCells, { file })
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
