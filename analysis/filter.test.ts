import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { AnalysisInputError } from './errors'
import { sampleTotals, type FeatureTable } from './feature-table'
import {
  DEFAULT_FILTER_PARAMETERS,
  filterFeatureTable,
  parseFilterParameters,
  type FilterParametersInput,
} from './filter'
import { readFeatureTable } from './io/feature-table/read'
import { RANKS } from './taxonomy'

interface Expected {
  features: number
  keepBacteria: string[]
  keepBacteriaRemoveProteobacteria: string[]
  keepFirmicutesOrArchaea: string[]
  prevalenceKeep: string[]
  prevalenceRemove: string[]
  totalKeep: string[]
  totalRemove: string[]
  combined: string[]
  combinedSampleTotals: Record<string, number>
  minimumDepth: number
  customDepth: number
  droppedAtCustomDepth: string[]
}
const FIXTURES = 'tests/fixtures/analysis/filter/'
const expected = JSON.parse(readFileSync(`${FIXTURES}expected.json`, 'utf8')) as Expected

let table: FeatureTable
beforeAll(async () => {
  table = await readFeatureTable(readFileSync(`${FIXTURES}global-patterns-201.tsv`), {
    fileName: 'global-patterns-201.tsv',
  })
})

const filter = (params: FilterParametersInput, seed = 1) => filterFeatureTable(table, params, { seed })
const rule = (keep: boolean, type: (typeof RANKS)[number], value: string) => ({
  checked1_keep: keep,
  taxonomy_type: type,
  taxonomy_value: value,
})
const combinedParameters: FilterParametersInput = {
  checked1: true,
  checked1_rules: [rule(true, 'Kingdom', 'Bacteria'), rule(false, 'Phylum', 'Proteobacteria')],
  checked2: true,
  checked3: true,
}

describe('filter parameters', () => {
  it('has the defaults of spec 03', () => {
    expect(DEFAULT_FILTER_PARAMETERS).toEqual({
      checked1: false,
      checked1_rules: [],
      checked2: false,
      checked2_keep: true,
      checked2_at_least: 3,
      checked2_at_least_value: 5,
      checked3: false,
      checked3_keep: true,
      checked3_otu_sum: 20,
      flattening_type: 0,
      flattening_value: 10,
    })
    expect(
      parseFilterParameters({ checked1: true, checked1_rules: [{ taxonomy_value: 'Bacteria' }] }).checked1_rules,
    ).toEqual([rule(true, 'Kingdom', 'Bacteria')])
  })

  it('accepts numbers sent as strings by a form', () => {
    expect(
      parseFilterParameters({ checked2_at_least: '4', flattening_type: '2', flattening_value: '1000' }),
    ).toMatchObject({
      checked2_at_least: 4,
      flattening_type: 2,
      flattening_value: 1000,
    })
  })

  it.each([
    [{ checked2_at_least: 0 }, /checked2_at_least/],
    [{ checked3_otu_sum: -5 }, /checked3_otu_sum/],
    [{ flattening_type: 3 }, /flattening_type/],
    [{ flattening_value: 2.5 }, /flattening_value/],
    [{ checked1_rules: [{ taxonomy_type: 'Domain' }] }, /checked1_rules\.0\.taxonomy_type/],
    [{ checked2: 'yes' }, /checked2/],
  ])('rejects %j naming the parameter', (params, message) => {
    expect(() => parseFilterParameters(params)).toThrow(AnalysisInputError)
    expect(() => parseFilterParameters(params)).toThrow(message)
  })
})

describe('filterFeatureTable against R on 201 global-patterns OTUs', () => {
  it('changes nothing with the defaults', () => {
    const { table: filtered, summary } = filter({})
    expect(filtered).toEqual(table)
    expect(summary).toMatchObject({
      featuresBefore: 201,
      featuresAfter: 201,
      samplesBefore: 26,
      samplesAfter: 26,
      droppedSamples: [],
      rarefactionDepth: null,
    })
  })

  it.each([
    ['keeps a kingdom', [rule(true, 'Kingdom', 'Bacteria')], expected.keepBacteria],
    [
      'keeps a kingdom and removes a phylum',
      [rule(true, 'Kingdom', 'Bacteria'), rule(false, 'Phylum', 'Proteobacteria')],
      expected.keepBacteriaRemoveProteobacteria,
    ],
    [
      'keeps the union of keep rules',
      [rule(true, 'Phylum', 'Firmicutes'), rule(true, 'Kingdom', 'Archaea')],
      expected.keepFirmicutesOrArchaea,
    ],
    [
      'matches names regardless of case and rank prefix',
      [rule(true, 'Kingdom', ' k__bacteria ')],
      expected.keepBacteria,
    ],
  ])('taxonomy rules: %s', (_, rules, ids) => {
    const { table: filtered, summary } = filter({ checked1: true, checked1_rules: rules })
    expect(filtered.featureIds).toEqual(ids)
    expect(summary.removedFeatures.taxonomy).toBe(expected.features - ids.length)
  })

  it('ignores taxonomy rules without a value, and all rules while checked1 is off', () => {
    const { summary } = filter({
      checked1: true,
      checked1_rules: [rule(true, 'Kingdom', ' '), rule(true, 'Kingdom', 'Bacteria')],
    })
    expect(summary.ignoredTaxonomyRules).toBe(1)
    expect(summary.featuresAfter).toBe(expected.keepBacteria.length)
    expect(filter({ checked1: false, checked1_rules: [rule(true, 'Kingdom', 'Bacteria')] }).summary.featuresAfter).toBe(
      201,
    )
  })

  it('keeps or removes features with a count of at least 5 in at least 3 samples', () => {
    expect(filter({ checked2: true }).table.featureIds).toEqual(expected.prevalenceKeep)
    expect(filter({ checked2: true, checked2_keep: false }).table.featureIds).toEqual(expected.prevalenceRemove)
  })

  it('keeps or removes features with a total of at least 20', () => {
    expect(filter({ checked3: true }).table.featureIds).toEqual(expected.totalKeep)
    expect(filter({ checked3: true, checked3_keep: false }).table.featureIds).toEqual(expected.totalRemove)
  })

  it('combines the rules and counts each removed feature once', () => {
    const { table: filtered, summary } = filter(combinedParameters)
    expect(filtered.featureIds).toEqual(expected.combined)
    expect(filtered.taxonomy).toHaveLength(expected.combined.length)
    const { taxonomy, prevalence, total } = summary.removedFeatures
    expect(taxonomy + prevalence + total).toBe(expected.features - expected.combined.length)
    expect(taxonomy).toBe(expected.features - expected.keepBacteriaRemoveProteobacteria.length)
    expect(Object.fromEntries(filtered.sampleIds.map((id, s) => [id, sampleTotals(filtered)[s]]))).toEqual(
      expected.combinedSampleTotals,
    )
  })

  it('flattens to the smallest sample (type 1)', () => {
    const { table: filtered, summary } = filter({ ...combinedParameters, flattening_type: 1 })
    expect(summary.rarefactionDepth).toBe(expected.minimumDepth)
    expect(summary.droppedSamples).toEqual([])
    expect(new Set(sampleTotals(filtered))).toEqual(new Set([expected.minimumDepth]))
    expect(sampleTotals(filtered).every((total) => total > 0)).toBe(true)
    expect(summary.removedFeatures.emptyAfterRarefaction).toBe(expected.combined.length - filtered.featureIds.length)
  })

  it('flattens to a custom depth (type 2), dropping shallower samples and saying why', () => {
    const { table: filtered, summary } = filter({
      ...combinedParameters,
      flattening_type: 2,
      flattening_value: expected.customDepth,
    })
    expect(summary.droppedSamples.map((dropped) => dropped.sampleId)).toEqual(expected.droppedAtCustomDepth)
    expect(summary.droppedSamples[0]).toEqual({
      sampleId: expected.droppedAtCustomDepth[0],
      reads: expected.combinedSampleTotals[expected.droppedAtCustomDepth[0]],
      reason: `fewer reads than the flattening depth ${expected.customDepth}`,
    })
    expect(filtered.sampleIds).toEqual(table.sampleIds.filter((id) => !expected.droppedAtCustomDepth.includes(id)))
    expect(summary.samplesAfter).toBe(26 - expected.droppedAtCustomDepth.length)
    expect(new Set(sampleTotals(filtered))).toEqual(new Set([expected.customDepth]))
  })

  it('drops samples that the feature rules left without reads before flattening', () => {
    const { summary } = filter({
      checked1: true,
      checked1_rules: [rule(true, 'Kingdom', 'Archaea')],
      flattening_type: 1,
    })
    const empty = summary.droppedSamples.filter((dropped) => dropped.reads === 0)
    expect(empty.length).toBeGreaterThan(0)
    expect(empty[0].reason).toBe('no reads left after the feature filters')
    expect(summary.samplesAfter).toBe(26 - empty.length)
  })

  it('needs taxonomy for taxonomy rules', () => {
    const bare = { ...table, taxonomy: undefined }
    expect(() =>
      filterFeatureTable(bare, { checked1: true, checked1_rules: [rule(true, 'Kingdom', 'Bacteria')] }, { seed: 1 }),
    ).toThrow('taxonomy rules need a table with taxonomy')
  })
})

describe('idempotence', () => {
  const featureRules = fc.record({
    checked1: fc.boolean(),
    checked1_rules: fc.array(
      fc.record({
        checked1_keep: fc.boolean(),
        taxonomy_type: fc.constantFrom(...RANKS),
        taxonomy_value: fc.constantFrom('Bacteria', 'Archaea', 'Firmicutes', 'Proteobacteria', 'Clostridia', ''),
      }),
      { maxLength: 3 },
    ),
    checked2: fc.boolean(),
    checked2_keep: fc.boolean(),
    checked2_at_least: fc.integer({ min: 1, max: 10 }),
    checked2_at_least_value: fc.integer({ min: 1, max: 50 }),
    checked3: fc.boolean(),
    checked3_keep: fc.boolean(),
    checked3_otu_sum: fc.integer({ min: 1, max: 500 }),
  })

  it('applying the feature rules twice gives what applying them once gives', () => {
    fc.assert(
      fc.property(featureRules, (params) => {
        const once = filterFeatureTable(table, params, { seed: 5 }).table
        const twice = filterFeatureTable(once, params, { seed: 5 })
        expect(twice.table).toEqual(once)
        expect(twice.summary.featuresAfter).toBe(twice.summary.featuresBefore)
      }),
      { numRuns: 60 },
    )
  })

  it('flattening an already flattened table changes nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer(),
        (flatteningType, depth, seed) => {
          const params = { flattening_type: flatteningType, flattening_value: depth }
          const once = filterFeatureTable(table, params, { seed }).table
          expect(filterFeatureTable(once, params, { seed: seed + 1 }).table).toEqual(once)
        },
      ),
      { numRuns: 30 },
    )
  })
})
