import { describe, expect, it } from 'vitest'
import { TOOLS } from '../../../tools/index'
import { glyphFor } from './tool-cover-art'

describe('generated tool covers', () => {
  const seeded = TOOLS.map((tool) => tool.definition)

  it("draw what each seeded tool makes, read from its title, not only its category's emblem", () => {
    const titleOnly = (title: string) => glyphFor(title, null)
    const withoutPicture = seeded.filter((tool) => titleOnly(tool.titleEn) === 'dots').map((tool) => tool.titleEn)
    expect(withoutPicture).toEqual([])
  })

  it('tell unrelated tools apart', () => {
    const pictures = (titles: string[]) => titles.map((title) => glyphFor(title, 'chart'))
    expect(
      new Set(pictures(['Sankey diagram', 'Treemap', 'Word cloud', 'Network graph', 'Waterfall chart'])).size,
    ).toBe(5)
    expect(new Set(pictures(["Welch's t-test", 'Protein statistics', 'Restriction sites', 'RDA biplot'])).size).toBe(4)
    // A heatmap is not a map.
    expect(glyphFor('Clustered heatmap', 'chart')).toBe('grid')
  })
})
