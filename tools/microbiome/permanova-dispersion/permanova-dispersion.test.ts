import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, expectPermutationPValue, tableById } from '../test-support'
import { permanovaDispersionExecutor } from './executor'

/** vegan 2.6-4 on the demo (tests/fixtures/analysis/permdisp/generate.R). */
const reference = JSON.parse(readFileSync('tests/fixtures/analysis/permdisp/reference.json', 'utf8')) as Record<
  string,
  {
    samples: string[]
    distances: number[]
    groups: string[]
    groupMeans: number[]
    f: number
    pF: number
    permutationP: number
    adonis2: { df: number[]; sumOfSqs: number[]; r2: number[]; f: number; p: number }
  }
>

describe('PERMANOVA and dispersion test (demo: Global Patterns, Bray-Curtis by SampleType)', () => {
  it("gives adonis2's table, betadisper's distances and F, and draws them as boxes per group", async () => {
    const result = rendered(await permanovaDispersionExecutor(demoInput('PermanovaDispersion')))
    const expected = reference.globalPatternsSampleType
    const table = tableById(result.tables, 'permanova-table')
    expect(column(table, 'Df')).toEqual(expected.adonis2.df)
    column(table, 'SumOfSqs').forEach((value, row) => expectClose(value, expected.adonis2.sumOfSqs[row]))
    column(table, 'R²').forEach((value, row) => expectClose(value, expected.adonis2.r2[row]))
    expectClose(column(table, 'F')[0], expected.adonis2.f)
    const distances = tableById(result.tables, 'distances-to-centroid')
    expect(column(distances, 'Sample')).toEqual(expected.samples)
    column(distances, 'Distance to centroid').forEach((value, i) => expectClose(value, expected.distances[i]))
    column(tableById(result.tables, 'permdisp'), 'Mean distance to centroid').forEach((value, g) =>
      expectClose(value, expected.groupMeans[g]),
    )
    const chart = result.charts[0]
    expect(chart.title).toBe('Distance of each sample to its group centroid (Bray-Curtis)')
    expect((chart.data as { labels: string[] }).labels).toEqual(expected.groups)
    // vegan: permutest p = 0.0001 with 99,999 permutations; 999 cannot go below 1/1000.
    expect(result.notes).toContain('PERMANOVA: pseudo-F = 4.426, R² = 0.6756, p = 0.001')
    const note = result.notes.find((text) => text.startsWith('PERMDISP:')) as string
    expect(note).toContain('F = 18.06, p = 0.001 (999 permutations')
  })

  it('gives the PERMDISP p within sampling error of vegan with Euclidean distances (human / nonhuman)', async () => {
    const expected = reference.globalPatternsHuman
    const result = rendered(
      await permanovaDispersionExecutor(
        demoInput('PermanovaDispersion', {
          params: { metric: 'euclidean', group_column: 'human', permutations: 9999 },
        }),
      ),
    )
    column(tableById(result.tables, 'distances-to-centroid'), 'Distance to centroid').forEach((value, i) =>
      expectClose(value, expected.distances[i]),
    )
    const p = Number(/PERMDISP: .*?p = ([\d.e-]+) \(/.exec(result.notes.join('\n'))?.[1])
    // vegan permutest: p from 99,999 permutations; ours from 9,999.
    expectPermutationPValue(p, expected.permutationP, 9999)
  })

  it('needs the metadata and two groups', async () => {
    const withoutMetadata = await runFailure(() =>
      permanovaDispersionExecutor(demoInput('PermanovaDispersion', { files: { metadata: null } })),
    )
    expect(withoutMetadata).toMatchObject({ code: '1002' })
    const metadata =
      'sample\tsite\n' + reference.globalPatternsSampleType.samples.map((id) => `${id}\tmeadow`).join('\n')
    const oneGroup = await runFailure(() =>
      permanovaDispersionExecutor(
        demoInput('PermanovaDispersion', { params: { group_column: 'site' }, files: { metadata } }),
      ),
    )
    expect(oneGroup).toMatchObject({ text: expect.stringContaining('needs at least 2 groups') })
  })
})
