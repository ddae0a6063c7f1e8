import { unzipSync } from 'fflate'
import { AnalysisInputError } from '../../errors'

/**
 * A QIIME 2 artifact is a zip holding `<uuid>/data/feature-table.biom` (BIOM 2.1). Returns that file
 * and the name errors should give it; `readFeatureTable` reads it like any upload.
 */
export function featureTableInQiime2Artifact(
  bytes: Uint8Array,
  file: string | undefined,
): { biom: Uint8Array; fileName: string } {
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
  return { biom, fileName: file ? `${file}:${name}` : name }
}
