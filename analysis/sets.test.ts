import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from './errors'
import { setIntersections } from './sets'

describe('setIntersections', () => {
  it('splits three sets into the seven Venn regions by exclusive membership', () => {
    const { vennRegions, upset } = setIntersections({
      Soil: ['a', 'b', 'c', 'd'],
      Ocean: ['c', 'd', 'e'],
      Feces: ['d', 'e', 'f', 'f'],
    })
    expect(vennRegions).toEqual([
      { sets: ['Soil'], size: 2, elements: ['a', 'b'] },
      { sets: ['Ocean'], size: 0, elements: [] },
      { sets: ['Soil', 'Ocean'], size: 1, elements: ['c'] },
      { sets: ['Feces'], size: 1, elements: ['f'] },
      { sets: ['Soil', 'Feces'], size: 0, elements: [] },
      { sets: ['Ocean', 'Feces'], size: 1, elements: ['e'] },
      { sets: ['Soil', 'Ocean', 'Feces'], size: 1, elements: ['d'] },
    ])
    expect(upset.setSizes).toEqual([
      { set: 'Soil', size: 4 },
      { set: 'Ocean', size: 3 },
      { set: 'Feces', size: 3 },
    ])
    expect(upset.intersections.map((region) => [region.sets, region.size])).toEqual([
      [['Soil'], 2],
      [['Feces'], 1],
      [['Soil', 'Ocean'], 1],
      [['Ocean', 'Feces'], 1],
      [['Soil', 'Ocean', 'Feces'], 1],
    ])
  })

  it('draws no Venn diagram for one set or more than five, but still an UpSet plot', () => {
    const one = setIntersections({ only: ['x', 'y'] })
    expect(one.vennRegions).toBeNull()
    expect(one.upset.intersections).toEqual([{ sets: ['only'], size: 2, elements: ['x', 'y'] }])
    const six = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`set${i}`, [`e${i}`, 'shared']]))
    const result = setIntersections(six)
    expect(result.vennRegions).toBeNull()
    expect(result.upset.intersections).toHaveLength(7)
    // equal sizes: fewer sets first
    expect(result.upset.intersections.at(-1)).toEqual({ sets: Object.keys(six), size: 1, elements: ['shared'] })
    expect(
      setIntersections(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`s${i}`, []]))).vennRegions,
    ).toHaveLength(31)
  })

  it('refuses more sets than a 32-bit combination can hold', () => {
    const many = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`s${i}`, ['x']]))
    expect(() => setIntersections(many)).toThrow(AnalysisInputError)
  })

  const namedSets = fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 7 })
    .chain((names) =>
      fc.tuple(
        ...names.map((name) =>
          fc.tuple(fc.constant(name), fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'))),
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, string[]>)

  it('puts every element in exactly one region, and a set is the union of its regions', () => {
    fc.assert(
      fc.property(namedSets, (sets) => {
        const { vennRegions, upset } = setIntersections(sets)
        const union = new Set(Object.values(sets).flat())
        const placed = upset.intersections.flatMap((region) => region.elements)
        expect(placed.length).toBe(union.size)
        expect(new Set(placed)).toEqual(union)
        for (const region of upset.intersections) {
          for (const element of region.elements) {
            for (const [name, members] of Object.entries(sets))
              expect(members.includes(element)).toBe(region.sets.includes(name))
          }
        }
        for (const { set, size } of upset.setSizes) {
          const fromRegions = upset.intersections
            .filter((region) => region.sets.includes(set))
            .reduce((sum, region) => sum + region.size, 0)
          expect(fromRegions).toBe(size)
          expect(size).toBe(new Set(sets[set]).size)
        }
        for (let k = 1; k < upset.intersections.length; k++) {
          expect(upset.intersections[k].size).toBeLessThanOrEqual(upset.intersections[k - 1].size)
        }
        if (vennRegions) {
          expect(vennRegions).toHaveLength(2 ** Object.keys(sets).length - 1)
          expect(vennRegions.filter((region) => region.size > 0)).toHaveLength(upset.intersections.length)
        }
      }),
    )
  })
})
