import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTER_PARAMETERS } from '#analysis/filter'
import { filterFormValues, parseFilterForm, parseSolutionName } from './otu-filter-form.server'

/** The form as the page posts it for the given values (defaults otherwise). */
function formOf(fields: [string, string][] = []): FormData {
  const form = new FormData()
  const given = new Set(fields.map(([name]) => name))
  const defaults: [string, string][] = [
    ['checked2_keep', 'keep'],
    ['checked2_at_least', '3'],
    ['checked2_at_least_value', '5'],
    ['checked3_keep', 'keep'],
    ['checked3_otu_sum', '20'],
    ['flattening_type', '0'],
    ['flattening_value', '10'],
  ]
  for (const [name, value] of defaults) if (!given.has(name)) form.append(name, value)
  for (const [name, value] of fields) form.append(name, value)
  return form
}

describe('parseFilterForm', () => {
  it('reads the untouched form as the spec defaults (at least 3, value 5, sum 20, flattening 0 / 10)', () => {
    const parsed = parseFilterForm(formOf())
    expect(parsed).toMatchObject({ success: true, params: DEFAULT_FILTER_PARAMETERS, emptyRules: 0 })
  })

  it('reads every rule: taxonomy rows in order, switches, keep/remove and numbers', () => {
    const parsed = parseFilterForm(
      formOf([
        ['checked1', 'on'],
        ['rule_keep', 'keep'],
        ['rule_type', 'Kingdom'],
        ['rule_value', ' Bacteria '],
        ['rule_keep', 'remove'],
        ['rule_type', 'Phylum'],
        ['rule_value', ''],
        ['checked2', 'on'],
        ['checked2_keep', 'remove'],
        ['checked2_at_least', '2'],
        ['checked2_at_least_value', '1.5'],
        ['checked3', 'on'],
        ['checked3_otu_sum', '100'],
        ['flattening_type', '2'],
        ['flattening_value', '5000'],
      ]),
    )
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    expect(parsed.params).toEqual({
      checked1: true,
      checked1_rules: [
        { checked1_keep: true, taxonomy_type: 'Kingdom', taxonomy_value: 'Bacteria' },
        { checked1_keep: false, taxonomy_type: 'Phylum', taxonomy_value: '' },
      ],
      checked2: true,
      checked2_keep: false,
      checked2_at_least: 2,
      checked2_at_least_value: 1.5,
      checked3: true,
      checked3_keep: true,
      checked3_otu_sum: 100,
      flattening_type: 2,
      flattening_value: 5000,
    })
    // The empty rule is kept (the form warns about it) and counted.
    expect(parsed.emptyRules).toBe(1)
  })

  it('refuses numbers below 1, fractions where a count is meant and text, keeping what was typed', () => {
    const parsed = parseFilterForm(
      formOf([
        ['checked2_at_least', '0'],
        ['checked2_at_least_value', 'many'],
        ['checked3_otu_sum', ''],
        ['flattening_type', '2'],
        ['flattening_value', '2.5'],
      ]),
    )
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(parsed.errors).toEqual({
      checked2_at_least: ['otuFilter.errors.minOne'],
      checked2_at_least_value: ['otuFilter.errors.number'],
      checked3_otu_sum: ['otuFilter.errors.required'],
      flattening_value: ['otuFilter.errors.integer'],
    })
    expect(parsed.values).toMatchObject({
      checked2_at_least: '0',
      checked2_at_least_value: 'many',
      flattening_value: '2.5',
    })
  })

  it('checks the flattening value only for custom flattening (spec: the value applies to type 2 only)', () => {
    const parsed = parseFilterForm(
      formOf([
        ['flattening_type', '1'],
        ['flattening_value', 'x'],
      ]),
    )
    expect(parsed).toMatchObject({ success: true, params: { flattening_type: 1, flattening_value: 10 } })
  })

  it('refuses a rank that is not one of the seven and an unknown flattening type', () => {
    const parsed = parseFilterForm(
      formOf([
        ['checked1', 'on'],
        ['rule_keep', 'keep'],
        ['rule_type', 'Domain'],
        ['rule_value', 'Bacteria'],
        ['flattening_type', '3'],
      ]),
    )
    expect(parsed).toMatchObject({
      success: false,
      errors: { 'rules.0.type': ['otuFilter.errors.rank'], flattening_type: ['otuFilter.errors.flatteningType'] },
    })
  })

  it('fills the form back from parameters it parsed (a loaded solution shows what was saved)', () => {
    const parsed = parseFilterForm(
      formOf([
        ['checked3', 'on'],
        ['checked3_keep', 'remove'],
        ['checked3_otu_sum', '7'],
      ]),
    )
    if (!parsed.success) throw new Error('expected a valid form')
    expect(filterFormValues(parsed.params)).toMatchObject({
      checked3: true,
      checked3_keep: 'remove',
      checked3_otu_sum: '7',
    })
  })
})

describe('parseSolutionName', () => {
  it('trims and accepts 1-50 characters', () => {
    expect(parseSolutionName('  soil only  ', 'otu')).toEqual({ success: true, name: 'soil only' })
    expect(parseSolutionName('土'.repeat(50), 'asv')).toEqual({ success: true, name: '土'.repeat(50) })
  })

  it('asks for a name with the OTU or ASV wording when it is empty or blank', () => {
    expect(parseSolutionName('   ', 'otu')).toEqual({ success: false, error: 'otuFilter.errors.nameRequiredOtu' })
    expect(parseSolutionName(null, 'asv')).toEqual({ success: false, error: 'otuFilter.errors.nameRequiredAsv' })
  })

  it('refuses 51 characters with the spec message key (方案名长度需要在1-50之间)', () => {
    expect(parseSolutionName('a'.repeat(51), 'otu')).toEqual({ success: false, error: 'otuFilter.errors.nameLength' })
  })
})
