import { AnalysisInputError } from '../../errors'
import type { FeatureTable } from '../../feature-table'
import { decodeText, type DelimiterCode } from '../text'
import { readBiomHdf5 } from './biom-hdf5'
import { readBiomJson } from './biom-json'
import { readAmpliconTable } from './delimited-text'
import { DEFAULT_MAX_TABLE_CELLS } from './cells'
import { featureTableInQiime2Artifact } from './qiime2-artifact'

export interface ReadFeatureTableOptions {
  fileName?: string
  delimiter?: DelimiterCode | string
  /** The most features × samples a table may have (`DEFAULT_MAX_TABLE_CELLS` when absent). */
  maxCells?: number
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
  const maxCells = options.maxCells ?? DEFAULT_MAX_TABLE_CELLS
  if (bytes.length === 0) throw new AnalysisInputError('featureTable.emptyFile', {}, { file })
  if (startsWith(bytes, HDF5_SIGNATURE)) return readBiomHdf5(bytes, file, maxCells)
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    const { biom, fileName } = featureTableInQiime2Artifact(bytes, file)
    return readFeatureTable(biom, { fileName, maxCells })
  }
  if (startsWith(bytes, GZIP_SIGNATURE)) throw new AnalysisInputError('featureTable.gzip', {}, { file })
  const { text, encoding } = decodeText(bytes)
  if (!encoding.startsWith('UTF-16') && text.includes('\u0000'))
    throw new AnalysisInputError('featureTable.binary', {}, { file })
  if (text.trimStart().startsWith('{')) return readBiomJson(text, file, maxCells)
  return readAmpliconTable(text, { ...options, maxCells })
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte)
}
