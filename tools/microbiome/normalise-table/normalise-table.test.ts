import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readFeatureTable } from '../../../analysis/io/feature-table/read'
import { sampleRow, sampleTotals } from '../../../analysis/feature-table'
import type { ToolResult, ToolRunInput } from '../../kit/types'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, tableById } from '../test-support'
import { normaliseFeatureTableExecutor } from './executor'

/** metagenomeSeq 1.40.0 and vegan 2.6-4 on the demo table (tests/fixtures/analysis/normalisation/generate.R). */
const reference = (
  JSON.parse(
    readFileSync(new URL('../../../tests/fixtures/analysis/normalisation/reference.json', import.meta.url), 'utf8'),
  ) as Record<
    string,
    { sampleIds: string[]; rows: number[]; cssFactors: number[]; cssValues: number[][]; clrHalfValues: number[][] }
  >
).normaliseDemo

const run = (params: Record<string, unknown> = {}, seed = 1) =>
  normaliseFeatureTableExecutor(demoInput('NormaliseFeatureTable', { params, seed }))

/** The downloaded table, read back as the next tool would. */
async function downloaded(result: ToolResult) {
  const file = result.files[0]
  return readFeatureTable(new TextEncoder().encode(file.content as string), { fileName: file.name })
}

describe('Normalise a feature table (demo: Global Patterns, top 2,000 OTUs)', () => {
  it("CSS: metagenomeSeq's scaling factors and normalised counts, in the download and on the page", async () => {
    const result = rendered(await run())
    const samples = tableById(result.tables, 'samples')
    column(samples, 'CSS scaling factor').forEach((value, s) => expectClose(value, reference.cssFactors[s], 1e-12))
    expect(result.files[0].name).toBe('otu_table_taxonomy_top2000.css.tsv')
    const table = await downloaded(result)
    expect(table.sampleIds).toEqual(reference.sampleIds)
    expect(table.taxonomy?.[0]).toMatch(/^k__Archaea; p__Crenarchaeota/)
    reference.rows.forEach((f, k) =>
      table.sampleIds.forEach((_, s) => expectClose(sampleRow(table, s)[f], reference.cssValues[k][s], 1e-12)),
    )
    const preview = tableById(result.tables, 'normalised-preview')
    expect(preview.title).toBe('The normalised table (first 20 features; download the whole table)')
    expectClose(preview.rows[0][1], reference.cssValues[0][0], 1e-12)
    expect(result.notes).toContain(
      "The quantile 0.5 is metagenomeSeq cumNormStatFast's default (the data suggested no other).",
    )
  })

  it('CLR with pseudocount 0.5: vegan decostand(x, "clr", pseudocount = 0.5)', async () => {
    const result = rendered(await run({ method: 'clr', pseudocount: 0.5 }))
    // CLR values are negative, which the feature table reader refuses: read the download's cells directly.
    const lines = (result.files[0].content as string).trim().split('\n')
    expect(lines[0].split('\t').slice(1, -1)).toEqual(reference.sampleIds)
    reference.rows.forEach((f, k) =>
      lines[f + 1]
        .split('\t')
        .slice(1, -1)
        .forEach((value, s) => expectClose(Number(value), reference.clrHalfValues[k][s], 1e-9)),
    )
    expect(result.notes).toContain(
      "Normalised by the centred log-ratio (CLR): the natural log of each count plus a pseudocount of 0.5, minus the sample's mean of those logs over all features.",
    )
  })

  it('rarefies every sample to the chosen depth, drops and names shallower ones, and repeats itself for the same seed', async () => {
    const first = rendered(await run({ method: 'rarefy', depth: 60000 }, 5))
    const table = await downloaded(first)
    sampleTotals(table).forEach((total) => expect(total).toBe(60000))
    // The demo's two smallest samples (in the top 2,000 OTUs) have fewer than 60,000 reads.
    expect(first.notes.some((note) => /^\d+ sample\(s\) with fewer than 60000 reads were dropped: /.test(note))).toBe(
      true,
    )
    const again = await run({ method: 'rarefy', depth: 60000 }, 5)
    expect(again.files[0].content).toBe(first.files[0].content)
  })

  it('total-sum scaling: every sample sums to 1', async () => {
    const result = rendered(await run({ method: 'tss' }))
    column(tableById(result.tables, 'samples'), 'Sum after').forEach((sum) => expectClose(sum, 1, 1e-12))
  })

  it('refuses to rarefy relative abundances, naming the value (1002), in both languages', async () => {
    const input: ToolRunInput = demoInput('NormaliseFeatureTable', {
      params: { method: 'rarefy' },
      files: { table: 'OTU ID\ts1\ts2\nA\t0.5\t0.25\nB\t0.5\t0.75\n' },
    })
    expect(await runFailure(() => normaliseFeatureTableExecutor(input), 'en')).toMatchObject({
      code: '1002',
      text: expect.stringContaining(
        'Rarefying needs whole-number read counts: the value 0.5 in sample "s1" is not one.',
      ),
    })
    expect(await runFailure(() => normaliseFeatureTableExecutor(input), 'zh')).toMatchObject({
      text: expect.stringContaining('抽平需要整数序列数'),
    })
  })
})
