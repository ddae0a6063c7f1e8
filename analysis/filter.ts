import { z } from 'zod'
import { AnalysisInputError } from './errors'
import { sampleTotals, type FeatureTable } from './feature-table'
import { rarefy } from './rarefaction'
import { parseTaxonomy, RANKS } from './taxonomy'

/**
 * The OTU/ASV filter panel's parameters, with the spec's field names and defaults (spec 03,
 * section 3). The spec does not name the list of taxonomy rules; it is `checked1_rules`. Nor does
 * it give defaults for the three switches and `checked3_keep`: the switches start off and
 * `checked3_keep` keeps, like `checked2_keep`. Numeric inputs have a minimum of 1 (spec 03, 5).
 */
const taxonomyRuleSchema = z.object({
  checked1_keep: z.boolean().default(true),
  taxonomy_type: z.enum(RANKS).default('Kingdom'),
  taxonomy_value: z.string().default(''),
})

export const filterParametersSchema = z.object({
  checked1: z.boolean().default(false),
  checked1_rules: z.array(taxonomyRuleSchema).default([]),
  checked2: z.boolean().default(false),
  checked2_keep: z.boolean().default(true),
  checked2_at_least: z.coerce.number().int().min(1).default(3),
  checked2_at_least_value: z.coerce.number().min(1).default(5),
  checked3: z.boolean().default(false),
  checked3_keep: z.boolean().default(true),
  checked3_otu_sum: z.coerce.number().min(1).default(20),
  flattening_type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .default(0),
  flattening_value: z.coerce.number().int().min(1).default(10),
})

export type TaxonomyRule = z.infer<typeof taxonomyRuleSchema>
export type FilterParameters = z.infer<typeof filterParametersSchema>
/** What a caller may pass: any subset, the rest takes the defaults. */
export type FilterParametersInput = z.input<typeof filterParametersSchema>

export const DEFAULT_FILTER_PARAMETERS: FilterParameters = filterParametersSchema.parse({})

/** Validates parameters from a form or the CLI, filling in defaults. */
export function parseFilterParameters(input: unknown): FilterParameters {
  const parsed = filterParametersSchema.safeParse(input ?? {})
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new AnalysisInputError('filter.invalidParameter', {
    parameter: issue.path.join('.') || '(root)',
    reason: issue.message,
  })
}

export interface DroppedSample {
  sampleId: string
  reads: number
  reason: string
}

export interface FilterSummary {
  featuresBefore: number
  featuresAfter: number
  samplesBefore: number
  samplesAfter: number
  /** Features removed by each step, each feature counted once, at the first step that removed it. */
  removedFeatures: { taxonomy: number; prevalence: number; total: number; emptyAfterRarefaction: number }
  droppedSamples: DroppedSample[]
  rarefactionDepth: number | null
  /** Taxonomy rules without a value are ignored (the panel warns about them). */
  ignoredTaxonomyRules: number
}

/**
 * Applies the filter panel's rules in the panel's order: taxonomy rules, prevalence, total count,
 * then flattening (rarefaction). Each feature rule looks at one feature's own counts, so the
 * feature rules are idempotent; flattening is idempotent on its own. Together they are not:
 * rarefying lowers counts, so a second pass may remove features the first one kept.
 */
export function filterFeatureTable(
  table: FeatureTable,
  params: FilterParametersInput,
  options: { seed: number },
): { table: FeatureTable; summary: FilterSummary } {
  const p = parseFilterParameters(params)
  const width = table.featureIds.length
  const samples = table.sampleIds.length
  const removedBy = new Array<keyof FilterSummary['removedFeatures'] | null>(width).fill(null)
  const remove = (feature: number, step: keyof FilterSummary['removedFeatures']) => {
    removedBy[feature] ??= step
  }

  const rules = p.checked1 ? p.checked1_rules.filter((rule) => rule.taxonomy_value.trim() !== '') : []
  const ignoredTaxonomyRules = p.checked1 ? p.checked1_rules.length - rules.length : 0
  if (rules.length > 0) {
    const { taxonomy } = table
    if (!taxonomy) throw new AnalysisInputError('filter.taxonomyRulesNeedTaxonomy', {})
    const keepRules = rules.filter((rule) => rule.checked1_keep)
    const removeRules = rules.filter((rule) => !rule.checked1_keep)
    taxonomy.forEach((lineage, f) => {
      const ranks = lineage ? parseTaxonomy(lineage) : undefined
      const matches = (rule: TaxonomyRule) => {
        const name = ranks?.[rule.taxonomy_type]
        return name != null && normalizedTaxon(name) === normalizedTaxon(rule.taxonomy_value)
      }
      // Several keep rules widen the selection (keep Bacteria, keep Archaea); remove rules narrow it.
      if ((keepRules.length > 0 && !keepRules.some(matches)) || removeRules.some(matches)) remove(f, 'taxonomy')
    })
  }

  if (p.checked2) {
    // "Keep features with a count of at least checked2_at_least_value in at least checked2_at_least
    // samples", the reading consistent with the defaults (3 of 26 samples, at least 5 reads each).
    for (let f = 0; f < width; f++) {
      let samplesReaching = 0
      for (let s = 0; s < samples; s++) if (table.counts[s * width + f] >= p.checked2_at_least_value) samplesReaching++
      if (samplesReaching >= p.checked2_at_least !== p.checked2_keep) remove(f, 'prevalence')
    }
  }

  if (p.checked3) {
    for (let f = 0; f < width; f++) {
      let total = 0
      for (let s = 0; s < samples; s++) total += table.counts[s * width + f]
      if (total >= p.checked3_otu_sum !== p.checked3_keep) remove(f, 'total')
    }
  }

  const removedFeatures = { taxonomy: 0, prevalence: 0, total: 0, emptyAfterRarefaction: 0 }
  removedBy.forEach((step) => {
    if (step) removedFeatures[step]++
  })
  let filtered = selectFeatures(table, (f) => removedBy[f] === null)
  const droppedSamples: DroppedSample[] = []
  let rarefactionDepth: number | null = null

  if (p.flattening_type !== 0) {
    const totals = sampleTotals(filtered)
    const smallest = totals.reduce((least, reads) => (reads > 0 && reads < least ? reads : least), Infinity)
    const depth = p.flattening_type === 2 ? p.flattening_value : Number.isFinite(smallest) ? smallest : null
    filtered.sampleIds.forEach((sampleId, s) => {
      const reads = totals[s]
      if (reads === 0) droppedSamples.push({ sampleId, reads, reason: 'no reads left after the feature filters' })
      else if (depth !== null && reads < depth)
        droppedSamples.push({ sampleId, reads, reason: `fewer reads than the flattening depth ${depth}` })
    })
    if (depth !== null) {
      rarefactionDepth = depth
      const rarefied = rarefy(filtered, depth, options.seed)
      const rarefiedTotals = featureTotals(rarefied)
      filtered = selectFeatures(rarefied, (f) => rarefiedTotals[f] > 0)
      removedFeatures.emptyAfterRarefaction = rarefied.featureIds.length - filtered.featureIds.length
    } else {
      filtered = { ...filtered, sampleIds: [], counts: new Float64Array(0) }
    }
  }

  return {
    table: filtered,
    summary: {
      featuresBefore: width,
      featuresAfter: filtered.featureIds.length,
      samplesBefore: samples,
      samplesAfter: filtered.sampleIds.length,
      removedFeatures,
      droppedSamples,
      rarefactionDepth,
      ignoredTaxonomyRules,
    },
  }
}

/** Users type "Bacteria", "bacteria" or "k__Bacteria" for the same taxon. */
function normalizedTaxon(name: string): string {
  return name
    .trim()
    .replace(/^[a-z]__/i, '')
    .toLowerCase()
}

function featureTotals(table: FeatureTable): Float64Array {
  const width = table.featureIds.length
  const totals = new Float64Array(width)
  for (let i = 0; i < table.counts.length; i++) totals[i % width] += table.counts[i]
  return totals
}

function selectFeatures(table: FeatureTable, keep: (feature: number) => boolean): FeatureTable {
  const width = table.featureIds.length
  const kept = table.featureIds.flatMap((_, f) => (keep(f) ? [f] : []))
  if (kept.length === width) return table
  const samples = table.sampleIds.length
  const { taxonomy } = table
  const counts = new Float64Array(samples * kept.length)
  for (let s = 0; s < samples; s++) {
    const from = s * width
    const to = s * kept.length
    for (let k = 0; k < kept.length; k++) counts[to + k] = table.counts[from + kept[k]]
  }
  return {
    sampleIds: table.sampleIds,
    featureIds: kept.map((f) => table.featureIds[f]),
    counts,
    taxonomy: taxonomy ? kept.map((f) => taxonomy[f]) : undefined,
  }
}
