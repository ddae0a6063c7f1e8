import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, expectPermutationPValue, tableById } from '../test-support'
import { envfitExecutor } from './executor'

/** vegan 2.6-4's envfit(cmdscale(vegdist(varespec), k = 2), varechem) (tests/fixtures/analysis/envfit/generate.R). */
const reference = JSON.parse(readFileSync('tests/fixtures/analysis/envfit/reference.json', 'utf8')) as Record<
  'braycurtis' | 'euclidean',
  { variables: string[]; r2: number[]; arrows: number[][]; p: number[] }
>

describe('envfit (demo: varespec and varechem, Bray-Curtis PCoA)', () => {
  it("gives vegan's r² and arrows (up to each axis' sign) and p within sampling error", async () => {
    const result = rendered(await envfitExecutor(demoInput('EnvfitOrdination')))
    const expected = reference.braycurtis
    const vectors = tableById(result.tables, 'envfit-vectors')
    expect(column(vectors, 'Variable')).toEqual(expected.variables)
    column(vectors, 'r²').forEach((value, v) => expectClose(value, expected.r2[v]))
    for (const [axis, name] of ['PCoA1', 'PCoA2'].entries()) {
      const ours = column(vectors, name) as number[]
      const sign = Math.sign(ours[0]) === Math.sign(expected.arrows[0][axis]) ? 1 : -1
      ours.forEach((value, v) => expectClose(sign * value, expected.arrows[v][axis], 1e-8))
    }
    column(vectors, 'p').forEach((value, v) => expectPermutationPValue(value as number, expected.p[v], 999))
    // One arrow per variable on the chart, labelled with its name.
    const annotations = (
      result.charts[0].options?.plugins as {
        annotation: { annotations: Record<string, { label?: { content: string } }> }
      }
    ).annotation.annotations
    expect(Object.keys(annotations).filter((key) => key.startsWith('arrow-'))).toHaveLength(14)
    expect(annotations['arrow-13'].label?.content).toBe('pH')
  })

  it('fits the same r² on NMDS up to the optimiser (r² is unchanged by rotation), Euclidean', async () => {
    const result = rendered(await envfitExecutor(demoInput('EnvfitOrdination', { params: { metric: 'euclidean' } })))
    column(tableById(result.tables, 'envfit-vectors'), 'r²').forEach((value, v) =>
      expectClose(value, reference.euclidean.r2[v]),
    )
    const nmdsRun = rendered(await envfitExecutor(demoInput('EnvfitOrdination', { params: { ordination: 'nmds' } })))
    expect(nmdsRun.charts[0].title).toBe('Environmental variables on the NMDS (Bray-Curtis)')
  })

  it('skips columns that are not numbers, and refuses a table without any', async () => {
    const chemistry = readFileSync('tools/microbiome/envfit/demo/varechem.tsv', 'utf8').trim().split('\n')
    const withText = chemistry.map((line, i) => `${line}\t${i === 0 ? 'grazing' : i % 2 ? 'yes' : 'no'}`).join('\n')
    const result = rendered(await envfitExecutor(demoInput('EnvfitOrdination', { files: { metadata: withText } })))
    expect(result.notes).toContain('These columns are not all numbers and were not fitted: grazing.')
    const onlyText = chemistry.map((line, i) => `${line.split('\t')[0]}\t${i === 0 ? 'grazing' : 'yes'}`).join('\n')
    const failure = await runFailure(() =>
      envfitExecutor(demoInput('EnvfitOrdination', { files: { metadata: onlyText } })),
    )
    expect(failure).toMatchObject({ code: '1002', text: expect.stringContaining('no column of numbers only') })
  })
})
