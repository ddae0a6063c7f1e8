import { describe, expect, it } from 'vitest'
import { expectRelativelyClose, readFixtureTable, readJson } from '../tests/fixtures/analysis/diversity/helpers'
import { log10Abundance } from './abundance-scaling'
import { sampleRow } from './feature-table'
import { zScores } from './stats/scaling'
import { collapseToRank, relativeAbundance } from './taxonomy-summary'

/** Written by tests/fixtures/analysis/groups/generate.R (base R `log10`, `scale`). */
const reference = readJson<{
  genusTop10: { lineages: string[]; log10: number[][]; zscores: number[][] }
}>('tests/fixtures/analysis/groups/expected.json')

describe('heatmap scalings of the 10 most abundant genera of 201 Global Patterns OTUs, against R', () => {
  it('takes log10 with zeros at half the smallest non-zero abundance, and z-scores per taxon as scale() does', async () => {
    const table = await readFixtureTable('tests/fixtures/analysis/filter/global-patterns-201.tsv')
    const relative = relativeAbundance(collapseToRank(table, 'Genus').table)
    const rows = reference.genusTop10.lineages.map((lineage) => {
      const f = relative.featureIds.indexOf(lineage)
      return relative.sampleIds.map((_, s) => sampleRow(relative, s)[f])
    })
    const { values, pseudocount } = log10Abundance(rows)
    expect(pseudocount).toBeGreaterThan(0)
    values.forEach((row, t) => expectRelativelyClose(row, reference.genusTop10.log10[t], 1e-12))
    zScores(rows, 'rows').forEach((row, t) => expectRelativelyClose(row, reference.genusTop10.zscores[t], 1e-10))
  })

  it('leaves a matrix without zeros unshifted', () => {
    expect(log10Abundance([[1, 0.1]])).toEqual({ values: [Float64Array.from([0, -1])], pseudocount: 0 })
  })
})
