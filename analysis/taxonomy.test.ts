import { describe, expect, it } from 'vitest'
import { lineageText, parseTaxonomy, RANKS } from './taxonomy'

describe('parseTaxonomy', () => {
  it('lists the seven ranks', () => {
    expect(RANKS).toEqual(['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species'])
  })

  it('reads a Greengenes lineage, with empty ranks as null', () => {
    expect(
      parseTaxonomy('k__Bacteria; p__Firmicutes; c__Clostridia; o__Clostridiales; f__Lachnospiraceae; g__; s__'),
    ).toEqual({
      Kingdom: 'Bacteria',
      Phylum: 'Firmicutes',
      Class: 'Clostridia',
      Order: 'Clostridiales',
      Family: 'Lachnospiraceae',
      Genus: null,
      Species: null,
    })
  })

  it('reads a SILVA lineage, mapping d__ (domain) to Kingdom', () => {
    expect(
      parseTaxonomy(
        'd__Bacteria;p__Proteobacteria;c__Gammaproteobacteria;o__Enterobacterales;f__Enterobacteriaceae;g__Escherichia-Shigella',
      ),
    ).toEqual({
      Kingdom: 'Bacteria',
      Phylum: 'Proteobacteria',
      Class: 'Gammaproteobacteria',
      Order: 'Enterobacterales',
      Family: 'Enterobacteriaceae',
      Genus: 'Escherichia-Shigella',
      Species: null,
    })
  })

  it("drops QIIME 1's Root and stops at the last rank given", () => {
    expect(parseTaxonomy('Root;k__Bacteria;p__Firmicutes;c__Clostridia;o__Clostridiales;f__')).toMatchObject({
      Kingdom: 'Bacteria',
      Order: 'Clostridiales',
      Family: null,
      Genus: null,
    })
  })

  it('reads SILVA 132 numbered levels and unprefixed positional lineages', () => {
    expect(parseTaxonomy('D_0__Bacteria;D_1__Firmicutes;D_2__Bacilli').Class).toBe('Bacilli')
    expect(parseTaxonomy('Bacteria; Firmicutes; Bacilli; Lactobacillales')).toMatchObject({
      Kingdom: 'Bacteria',
      Order: 'Lactobacillales',
      Family: null,
    })
  })

  it('keeps species epithets and bracketed names as written', () => {
    const ranks = parseTaxonomy(
      'k__Bacteria; p__Firmicutes; c__Clostridia; o__Clostridiales; f__[Tissierellaceae]; g__Finegoldia; s__magna',
    )
    expect(ranks.Family).toBe('[Tissierellaceae]')
    expect(ranks.Species).toBe('magna')
  })

  it('treats Unassigned and empty text as no assignment', () => {
    const none = { Kingdom: null, Phylum: null, Class: null, Order: null, Family: null, Genus: null, Species: null }
    expect(parseTaxonomy('Unassigned')).toEqual(none)
    expect(parseTaxonomy('')).toEqual(none)
  })
})

describe('lineageText', () => {
  it('writes per-rank names as a Greengenes lineage that parseTaxonomy reads back', () => {
    const ranks = {
      Kingdom: 'Archaea',
      Phylum: 'Crenarchaeota',
      Class: 'Thermoprotei',
      Order: null,
      Family: null,
      Genus: null,
      Species: null,
    }
    expect(lineageText(ranks)).toBe('k__Archaea; p__Crenarchaeota; c__Thermoprotei; o__; f__; g__; s__')
    expect(parseTaxonomy(lineageText(ranks) ?? '')).toEqual(ranks)
  })

  it('is null when no rank is assigned', () => {
    expect(lineageText(parseTaxonomy(''))).toBeNull()
  })
})
