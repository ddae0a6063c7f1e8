import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, tableById } from '../test-support'
import { faithPdExecutor } from './executor'

/** Written by tests/fixtures/analysis/diversity/generate.py (scikit-bio) on the same table and tree as the demo. */
const skbio = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/diversity/skbio-reference.json', import.meta.url), 'utf8'),
) as { samples: string[]; faith_pd: number[] }

describe("Faith's PD (demo: all Global Patterns OTUs and the survey's tree)", () => {
  it('gives every sample the Faith PD of scikit-bio', async () => {
    const result = rendered(await faithPdExecutor(demoInput('FaithPD')))
    const table = tableById(result.tables, 'faith-pd')
    const samples = column(table, 'Sample') as string[]
    expect([...samples].sort()).toEqual([...skbio.samples].sort())
    const pd = column(table, 'Faith PD')
    samples.forEach((sample, row) => expectClose(pd[row], skbio.faith_pd[skbio.samples.indexOf(sample)], 1e-9))
    const [chart] = result.charts
    expect(chart.type).toBe('bar')
    expect((chart.data.datasets as { data: number[] }[])[0].data).toEqual(pd)
    expect(column(table, 'SampleType').slice(0, 3)).toEqual(['Soil', 'Soil', 'Soil'])
  })

  it('needs the tree and names the features the tree lacks', async () => {
    const missing = await runFailure(() => faithPdExecutor(demoInput('FaithPD', { files: { tree: null } })))
    expect(missing.code).toBe('1002')
    // The library's input error, which the run job reports as a 1002 in the reader's language.
    await expect(faithPdExecutor(demoInput('FaithPD', { files: { tree: '((a:1,b:2):1,c:3);' } }))).rejects.toThrow(
      /^19216 features are not tips of the tree: "549322", "522457"/,
    )
  })
})
