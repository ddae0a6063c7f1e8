import { AnalysisInputError, type InputLocation } from '../errors'
import type { FeatureTable } from '../feature-table'
import { quotedList } from '../input-problems'
import { lineageText, RANKS, type Rank } from '../taxonomy'
import { decodeText, forEachDelimitedRow, lineNumberAt } from './text'

/** A taxonomy file's assignments, keyed by feature id, as the text a table keeps per feature. */
export interface FeatureTaxonomy {
  /** Feature ids in file order. */
  readonly featureIds: readonly string[]
  /** The lineage of each feature (Greengenes or SILVA text, as `parseTaxonomy` reads); null when unassigned. */
  readonly lineages: readonly (string | null)[]
  /** `ranks`: one column per rank; `lineage`: one lineage-string column. */
  readonly layout: 'ranks' | 'lineage'
}

/** What attaching a taxonomy file did to the table, for the batch's record and the user. */
export interface TaxonomyAttachment {
  readonly table: FeatureTable
  /** Features of the table without a row in the file: unassigned at every rank. */
  readonly featuresWithoutTaxonomy: number
  /** Rows of the file for features the table does not have: ignored. */
  readonly taxonomyRowsNotInTable: number
  /** The table carried its own taxonomy (a `taxonomy` column or BIOM metadata); the file's replaced it. */
  readonly replacedTableTaxonomy: boolean
}

/** Header names compared without case, spaces, `_`, `-` or `#`: `Feature ID`, `#OTU ID`, `feature_id`. */
const normalized = (cell: string) => cell.toLowerCase().replace(/[\s_#-]/g, '')

/** QIIME 2's `Taxon`, QIIME 1's and BIOM's `taxonomy`, mothur's and phyloseq exports' `Consensus Lineage`. */
const LINEAGE_HEADERS = new Set(['taxon', 'taxonomy', 'lineage', 'consensuslineage'])

/** SILVA and GTDB call the top rank Domain; our Kingdom. */
const RANK_OF_HEADER = new Map<string, Rank>([
  ...RANKS.map((rank) => [rank.toLowerCase(), rank] as const),
  ['domain', 'Kingdom'],
])

/** Rank prefixes some per-rank exports keep in their cells (`p__Firmicutes`, `D_1__Firmicutes`). */
const RANK_PREFIX = /^(?:[a-z]|D_\d+)__/i

type Layout = { kind: 'lineage'; column: number } | { kind: 'ranks'; rankOfColumn: Map<number, Rank> }

/**
 * Reads a taxonomy file keyed by feature id in either layout users bring: one column per rank
 * (`feature_id`, `Kingdom` .. `Species`; an empty or `NA` cell is unassigned), or one lineage
 * column in Greengenes or SILVA style (QIIME 2's `Feature ID`, `Taxon`, `Confidence` export; a
 * headerless `id<TAB>lineage` reference file). Other columns (`Confidence`) are ignored.
 */
export function readTaxonomyFile(bytes: Uint8Array, options: { fileName?: string } = {}): FeatureTaxonomy {
  const file = options.fileName
  const { text } = decodeText(bytes)
  let layout: Layout | undefined
  let fieldCount = 0
  const featureIds: string[] = []
  const lineages: (string | null)[] = []
  const firstOffsetOf = new Map<string, number>()

  forEachDelimitedRow(text, { fileName: file }, (fields, offset) => {
    const at = (column?: number): InputLocation => ({ file, line: lineNumberAt(text, offset), column })
    const cells = fields.map((cell) => cell.trim())
    if (layout === undefined) {
      layout = layoutOfHeader(cells) ?? headerlessLineage(cells)
      if (layout === undefined) {
        throw new AnalysisInputError('taxonomyFile.unknownHeader', { header: quotedList(cells) }, at())
      }
      fieldCount = cells.length
      if (!isHeaderless(layout, cells)) return
    }
    // QIIME 2 metadata files may carry a `#q2:types` row under the header.
    if (cells[0].startsWith('#')) return
    if (cells.length !== fieldCount) {
      throw new AnalysisInputError(
        'taxonomyFile.fieldCount',
        { fields: cells.length, headerFields: fieldCount },
        at(Math.min(cells.length, fieldCount) + 1),
      )
    }
    const featureId = cells[0]
    if (featureId === '') throw new AnalysisInputError('taxonomyFile.emptyFeatureId', {}, at(1))
    const firstOffset = firstOffsetOf.get(featureId)
    if (firstOffset !== undefined) {
      throw new AnalysisInputError(
        'taxonomyFile.duplicateFeatureId',
        { id: featureId, firstLine: lineNumberAt(text, firstOffset) },
        at(1),
      )
    }
    firstOffsetOf.set(featureId, offset)
    featureIds.push(featureId)
    lineages.push(layout.kind === 'lineage' ? cells[layout.column] || null : lineageOfRanks(cells, layout, at))
  })

  if (layout === undefined) throw new AnalysisInputError('taxonomyFile.empty', {}, { file })
  if (featureIds.length === 0) throw new AnalysisInputError('taxonomyFile.noRows', {}, { file })
  return { featureIds, lineages, layout: layout.kind }
}

function layoutOfHeader(cells: string[]): Layout | undefined {
  const names = cells.map(normalized)
  const lineageColumn = names.findIndex((name, i) => i > 0 && LINEAGE_HEADERS.has(name))
  if (lineageColumn !== -1) return { kind: 'lineage', column: lineageColumn }
  const rankOfColumn = new Map<number, Rank>()
  names.forEach((name, i) => {
    const rank = RANK_OF_HEADER.get(name)
    if (i > 0 && rank !== undefined) rankOfColumn.set(i, rank)
  })
  return rankOfColumn.size > 0 ? { kind: 'ranks', rankOfColumn } : undefined
}

/** Greengenes' and SILVA's reference taxonomies have no header: the first row is already `id<TAB>k__...`. */
function headerlessLineage(cells: string[]): Layout | undefined {
  return cells.length >= 2 && /(^|;)\s*(?:[a-z]|D_\d+)__/i.test(cells[1]) ? { kind: 'lineage', column: 1 } : undefined
}

function isHeaderless(layout: Layout, firstRow: string[]): boolean {
  return layout.kind === 'lineage' && layoutOfHeader(firstRow) === undefined
}

function lineageOfRanks(
  cells: string[],
  layout: { rankOfColumn: Map<number, Rank> },
  at: (column: number) => InputLocation,
): string | null {
  const ranks = Object.fromEntries(RANKS.map((rank) => [rank, null])) as Record<Rank, string | null>
  for (const [column, rank] of layout.rankOfColumn) {
    const name = cells[column].replace(RANK_PREFIX, '').trim()
    if (name === '' || name === 'NA') continue
    // The lineage text separates ranks by ";", so a name holding one would split into two ranks.
    if (name.includes(';')) throw new AnalysisInputError('taxonomyFile.semicolonInName', { rank, name }, at(column + 1))
    ranks[rank] = name
  }
  return lineageText(ranks)
}

/**
 * Gives each feature of the table its lineage from the file, by feature id. A table that carries
 * its own taxonomy gets the file's instead: the separate file is the one the user chose for this
 * dataset, while a table's embedded taxonomy is often whatever the exporting tool left in it
 * (an older classifier, a different database); `replacedTableTaxonomy` says it happened.
 * A file that names none of the table's features is refused: it belongs to another dataset.
 */
export function attachTaxonomy(
  table: FeatureTable,
  taxonomy: FeatureTaxonomy,
  options: { fileName?: string } = {},
): TaxonomyAttachment {
  const lineageOf = new Map(taxonomy.featureIds.map((id, i) => [id, taxonomy.lineages[i]]))
  let featuresWithoutTaxonomy = 0
  const lineages = table.featureIds.map((id) => {
    const lineage = lineageOf.get(id)
    if (lineage === undefined) featuresWithoutTaxonomy++
    return lineage ?? null
  })
  const matched = table.featureIds.length - featuresWithoutTaxonomy
  if (matched === 0) {
    throw new AnalysisInputError(
      'taxonomyFile.noFeatureInTable',
      { count: taxonomy.featureIds.length, ids: quotedList(taxonomy.featureIds) },
      { file: options.fileName },
    )
  }
  return {
    table: { ...table, taxonomy: lineages },
    featuresWithoutTaxonomy,
    taxonomyRowsNotInTable: taxonomy.featureIds.length - matched,
    replacedTableTaxonomy: table.taxonomy !== undefined,
  }
}
