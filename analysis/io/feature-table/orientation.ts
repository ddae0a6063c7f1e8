import { AnalysisInputError } from '../../errors'
import type { FeatureTable } from '../../feature-table'
import { quotedList } from '../../input-problems'

/**
 * A table with samples as rows reads without error as features as rows (its sample ids become
 * feature ids), and every result computed from it is wrong. The table alone rarely tells (a
 * genus-level table of many samples is wider than tall too), but the dataset's other files do:
 * a table whose row ids are the metadata's sample ids, or whose column ids are the taxonomy's
 * feature ids, is transposed. It is refused rather than transposed back, so the user learns that
 * their export is laid out the other way round and every tool reads the same file the same way.
 */
export function refuseSamplesAsRows(
  table: FeatureTable,
  known: { metadataSampleIds?: readonly string[]; taxonomyFeatureIds?: readonly string[] },
  options: { fileName?: string } = {},
): void {
  const location = { file: options.fileName }
  if (known.metadataSampleIds) {
    const rowIdsThatAreSamples = idsIn(table.featureIds, known.metadataSampleIds)
    if (rowIdsThatAreSamples.length > 0 && idsIn(table.sampleIds, known.metadataSampleIds).length === 0) {
      throw new AnalysisInputError(
        'featureTable.samplesAsRowsByMetadata',
        { count: rowIdsThatAreSamples.length, ids: quotedList(rowIdsThatAreSamples) },
        location,
      )
    }
  }
  if (known.taxonomyFeatureIds) {
    const columnIdsThatAreFeatures = idsIn(table.sampleIds, known.taxonomyFeatureIds)
    if (columnIdsThatAreFeatures.length > 0 && idsIn(table.featureIds, known.taxonomyFeatureIds).length === 0) {
      throw new AnalysisInputError(
        'featureTable.samplesAsRowsByTaxonomy',
        { count: columnIdsThatAreFeatures.length, ids: quotedList(columnIdsThatAreFeatures) },
        location,
      )
    }
  }
}

function idsIn(ids: readonly string[], known: readonly string[]): string[] {
  const knownIds = new Set(known)
  return ids.filter((id) => knownIds.has(id))
}
