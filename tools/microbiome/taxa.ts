/** Taxa as the microbiome tools name them: ranks in a sentence, readable taxon labels, features at a level. */
import type { FeatureTable } from '../../analysis/feature-table'
import type { Rank } from '../../analysis/taxonomy'
import { collapseToRank, taxonLabels, type RankTaxon } from '../../analysis/taxonomy-summary'
import type { MessageRef, ResultText } from '../../core/result-text'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { ToolRunError } from '../kit/types'
import { microbiomeText } from './messages'

/** A rank's name as a sentence uses it ("属" / "genus"). */
export function rankName(rank: Rank): MessageRef {
  return microbiomeText[`rank_${rank}`]()
}

/**
 * A readable, unique label per taxon: its name (the user's data, kept as it is), or "Unclassified
 * <ancestor>" / "Unassigned" in the reader's language; homonyms get the ancestor that tells them apart.
 */
export function taxonLabelTexts(taxa: readonly RankTaxon[]): ResultText[] {
  return taxonLabels<ResultText>(taxa, {
    unclassified: (ancestor) => microbiomeText.unclassified({ ancestor }),
    unassigned: microbiomeText.unassigned(),
    distinguished: (label, by) =>
      typeof label === 'string' ? `${label} (${by})` : microbiomeText.distinguishedTaxon({ label, by }),
  })
}

/**
 * The same labels as plain text, for downloads (Newick trees, feature lists), which are written
 * once, in English like their headers, whatever the reader's language.
 */
export function taxonFileLabels(taxa: readonly RankTaxon[]): string[] {
  return taxonLabels<string>(taxa, {
    unclassified: (ancestor) => `Unclassified ${ancestor}`,
    unassigned: 'Unassigned',
    distinguished: (label, by) => `${label} (${by})`,
  })
}

/** Labels joined by commas, as one text: plain when every label is, else put into the reader's language when read. */
export function joinedLabels(labels: readonly ResultText[]): ResultText {
  if (labels.every((label) => typeof label === 'string')) return labels.join(', ')
  return labels.reduceRight((rest, first) => microbiomeText.listedTexts({ first, rest }))
}

/** What a comparison at `level` compares, for titles and notes: "OTU/ASV" or "genus-level taxa". */
export function levelName(level: 'feature' | Rank): ResultText {
  return level === 'feature' ? 'OTU/ASV' : microbiomeText.levelTaxa({ rank: rankName(level) })
}

/**
 * The table a tool compares at `level` (the features themselves, or their taxa at a rank) and a
 * readable label per row; a rank without a taxonomy column is the user's input problem (1002).
 */
export function featuresAtLevel(
  table: FeatureTable,
  level: 'feature' | Rank,
): { table: FeatureTable; labels: readonly ResultText[]; fileLabels: readonly string[] } {
  if (level === 'feature') return { table, labels: table.featureIds, fileLabels: table.featureIds }
  if (!table.taxonomy)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, microbiomeText.levelNeedsTaxonomy({ rank: rankName(level) }))
  const collapsed = collapseToRank(table, level)
  return {
    table: collapsed.table,
    labels: taxonLabelTexts(collapsed.taxa),
    fileLabels: taxonFileLabels(collapsed.taxa),
  }
}

/** Stops a tool that summarises taxa when the table has no taxonomy (1002). */
export function requireTaxonomy(table: FeatureTable): void {
  if (!table.taxonomy) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, microbiomeText.noTaxonomy())
}
