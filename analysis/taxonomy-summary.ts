/**
 * Summaries of a feature table by taxonomy, for composition plots and taxon-level tests: counts
 * summed per taxon at one rank, relative abundances, group means, and the top taxa with the rest
 * pooled as "Others".
 */
import { AnalysisInputError } from './errors'
import { sampleTotals, type FeatureTable } from './feature-table'
import { parseTaxonomy, RANKS, type Rank } from './taxonomy'

export interface RankTaxon {
  /**
   * The names from Kingdom down to the rank joined by ";", an unassigned rank as an empty name
   * ("Bacteria;Firmicutes;;"). Features are pooled by this whole path, as phyloseq's `tax_glom`
   * and QIIME's `taxa collapse` do, so a genus name that occurs in two families stays two taxa.
   */
  readonly lineage: string
  /** The name at the rank; null when the features are unassigned there. */
  readonly name: string | null
  /** The closest assigned rank above, to name an unassigned taxon by; null when none is assigned. */
  readonly nearestAssigned: { readonly rank: Rank; readonly name: string } | null
}

export interface RankTable {
  /** One feature per taxon (feature ids are the taxa's lineages), in order of first appearance. */
  readonly table: FeatureTable
  /** The taxon of each feature of `table`. */
  readonly taxa: readonly RankTaxon[]
}

/**
 * Sums the counts of all features of the same taxon at `rank`. Features without a lineage count
 * as unassigned at every rank. Needs the table's taxonomy (a `taxonomy` column or BIOM metadata).
 */
export function collapseToRank(table: FeatureTable, rank: Rank): RankTable {
  const { taxonomy } = table
  if (!taxonomy) {
    throw new AnalysisInputError('taxonomy.missing', {})
  }
  const depth = RANKS.indexOf(rank) + 1
  const taxonOfFeature = new Int32Array(table.featureIds.length)
  const taxonIndex = new Map<string, number>()
  const taxa: RankTaxon[] = []
  // Many features share a lineage text, so each distinct text is parsed once.
  const taxonOfText = new Map<string, number>()
  taxonomy.forEach((text, f) => {
    const known = taxonOfText.get(text ?? '')
    if (known !== undefined) {
      taxonOfFeature[f] = known
      return
    }
    const ranks = parseTaxonomy(text ?? '')
    const path = RANKS.slice(0, depth).map((r) => ranks[r])
    const lineage = path.map((name) => name ?? '').join(';')
    let index = taxonIndex.get(lineage)
    if (index === undefined) {
      index = taxa.length
      taxonIndex.set(lineage, index)
      const assignedAbove = path.slice(0, -1).findLastIndex((name) => name !== null)
      taxa.push({
        lineage,
        name: path[depth - 1],
        nearestAssigned:
          assignedAbove === -1 ? null : { rank: RANKS[assignedAbove], name: path[assignedAbove] as string },
      })
    }
    taxonOfText.set(text ?? '', index)
    taxonOfFeature[f] = index
  })

  const width = table.featureIds.length
  const samples = table.sampleIds.length
  const counts = new Float64Array(samples * taxa.length)
  for (let s = 0; s < samples; s++) {
    const from = s * width
    const to = s * taxa.length
    for (let f = 0; f < width; f++) counts[to + taxonOfFeature[f]] += table.counts[from + f]
  }
  return {
    table: {
      sampleIds: table.sampleIds,
      featureIds: taxa.map((taxon) => taxon.lineage),
      counts,
      taxonomy: taxa.map((taxon) => taxon.lineage),
    },
    taxa,
  }
}

/**
 * How labels are worded: plain text, or (for results stored without a language) any value the
 * caller translates later. Labels are compared by their JSON form to find homonyms.
 */
export interface TaxonLabelWords<Label> {
  /** The label of a taxon unassigned at its rank, from its closest assigned ancestor. */
  unclassified(ancestor: string): Label
  /** The label of a taxon with no assigned rank at all. */
  unassigned: Label
  /** A label told apart from a homonym by the ancestor (or lineage) that differs: "Clostridium (Lachnospiraceae)". */
  distinguished(label: string | Label, by: string): Label
}

/**
 * A readable, unique label per taxon: its name, or "unclassified <ancestor>" when unassigned at
 * the rank. Two taxa with the same label (a homonym in two families) get their lineages' next
 * distinguishing ancestor in brackets.
 */
export function taxonLabels<Label>(taxa: readonly RankTaxon[], words: TaxonLabelWords<Label>): (string | Label)[] {
  const labels: (string | Label)[] = taxa.map(
    (taxon) =>
      taxon.name ?? (taxon.nearestAssigned ? words.unclassified(taxon.nearestAssigned.name) : words.unassigned),
  )
  const taxaWithLabel = new Map<string, number[]>()
  labels.forEach((label, t) => {
    const key = JSON.stringify(label)
    taxaWithLabel.set(key, [...(taxaWithLabel.get(key) ?? []), t])
  })
  for (const sharing of taxaWithLabel.values()) {
    if (sharing.length < 2) continue
    const paths = new Map(sharing.map((t) => [t, taxa[t].lineage.split(';')]))
    for (const t of sharing) {
      const path = paths.get(t) as string[]
      let distinguishing: string | undefined
      for (let i = path.length - 2; i >= 0 && distinguishing === undefined; i--) {
        if (path[i] !== '' && sharing.some((other) => other !== t && (paths.get(other) as string[])[i] !== path[i]))
          distinguishing = path[i]
      }
      labels[t] = words.distinguished(labels[t], distinguishing ?? taxa[t].lineage)
    }
  }
  return labels
}

/** Each sample's counts divided by its total; a sample without reads stays all zero. */
export function relativeAbundance(table: FeatureTable): FeatureTable {
  const width = table.featureIds.length
  const totals = sampleTotals(table)
  const counts = new Float64Array(table.counts.length)
  totals.forEach((total, s) => {
    if (total === 0) return
    for (let f = 0; f < width; f++) counts[s * width + f] = table.counts[s * width + f] / total
  })
  return { ...table, counts }
}

/**
 * The mean of each feature over the samples of each group; the result's "samples" are the groups,
 * in order of first appearance in `grouping`.
 */
export function groupMeans(table: FeatureTable, grouping: readonly string[]): FeatureTable {
  if (grouping.length !== table.sampleIds.length) {
    throw new AnalysisInputError('grouping.labelCount', { labels: grouping.length, samples: table.sampleIds.length })
  }
  const groups = [...new Set(grouping)]
  const groupIndex = new Map(groups.map((group, g) => [group, g]))
  const sizes = new Float64Array(groups.length)
  const width = table.featureIds.length
  const counts = new Float64Array(groups.length * width)
  grouping.forEach((group, s) => {
    const g = groupIndex.get(group) as number
    sizes[g]++
    for (let f = 0; f < width; f++) counts[g * width + f] += table.counts[s * width + f]
  })
  for (let g = 0; g < groups.length; g++) for (let f = 0; f < width; f++) counts[g * width + f] /= sizes[g]
  return { sampleIds: groups, featureIds: table.featureIds, counts, taxonomy: table.taxonomy }
}

export interface TopFeatures {
  /** The kept features, most abundant first, then the pooled rest (if any) as the last feature. */
  readonly table: FeatureTable
  /** Index of each kept feature in the input table; the pooled rest has none. */
  readonly kept: readonly number[]
  /** Whether the last feature of `table` is the pooled rest. */
  readonly hasOthers: boolean
}

/**
 * Keeps the `count` features with the highest mean over all samples (ties: table order) and sums
 * the others into one feature named `othersId`, which is left out when nothing is pooled.
 */
export function topFeaturesWithOthers(table: FeatureTable, count: number, othersId: string): TopFeatures {
  if (!Number.isInteger(count) || count < 1) throw new AnalysisInputError('taxonomy.invalidTopCount', { count })
  const width = table.featureIds.length
  const samples = table.sampleIds.length
  const sums = new Float64Array(width)
  for (let s = 0; s < samples; s++) for (let f = 0; f < width; f++) sums[f] += table.counts[s * width + f]
  const order = Array.from({ length: width }, (_, f) => f).sort((a, b) => sums[b] - sums[a] || a - b)
  const kept = order.slice(0, count)
  const hasOthers = width > kept.length
  const outWidth = kept.length + (hasOthers ? 1 : 0)
  const counts = new Float64Array(samples * outWidth)
  const pooled = new Uint8Array(width).fill(1)
  for (const f of kept) pooled[f] = 0
  for (let s = 0; s < samples; s++) {
    kept.forEach((f, k) => {
      counts[s * outWidth + k] = table.counts[s * width + f]
    })
    if (!hasOthers) continue
    let rest = 0
    for (let f = 0; f < width; f++) if (pooled[f]) rest += table.counts[s * width + f]
    counts[s * outWidth + kept.length] = rest
  }
  const { taxonomy } = table
  return {
    table: {
      sampleIds: table.sampleIds,
      featureIds: [...kept.map((f) => table.featureIds[f]), ...(hasOthers ? [othersId] : [])],
      counts,
      taxonomy: taxonomy ? [...kept.map((f) => taxonomy[f]), ...(hasOthers ? [null] : [])] : undefined,
    },
    kept,
    hasOthers,
  }
}
