import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ToolRunInput } from '../../kit/types'
import { curveDepths, rarefactionCurvesExecutor } from './executor'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, reference, tableById } from '../test-support'

/** The result as an English reader sees it. */
const runInEnglish = async (input: ToolRunInput) => rendered(await rarefactionCurvesExecutor(input))

describe('rarefaction curves (demo: Global Patterns, coloured by SampleType)', () => {
  it("draws one curve per sample whose points are vegan's rarefy at the same depths", async () => {
    const result = await runInEnglish(demoInput('RarefactionCurves'))
    const [chart] = result.charts
    const datasets = chart.data.datasets as { label: string; borderColor: string; data: { x: number; y: number }[] }[]
    expect(datasets).toHaveLength(26)
    expect(datasets[0].label).toBe('CL3 (Soil)')
    // The three soil samples share a colour, the feces samples another.
    expect(new Set(datasets.slice(0, 3).map((dataset) => dataset.borderColor)).size).toBe(1)
    expect(datasets[3].borderColor).not.toBe(datasets[0].borderColor)
    const { steps, checkedK, curves } = reference.rarefaction
    curves.forEach((curve, s) => {
      const points = datasets[s].data
      expect(points).toHaveLength(steps + 1)
      checkedK.forEach((k, i) => {
        expect(points[k].x).toBe(curve.depths[i])
        expectClose(points[k].y, curve.richness[i])
      })
    })
  })

  it('compares every sample at the depth of the smallest one, as rarefy(x, min(rowSums(x)))', async () => {
    const result = await runInEnglish(demoInput('RarefactionCurves'))
    const table = tableById(result.tables, 'richness-at-common-depth')
    expect(reference.rarefaction.smallest).toBe(58688)
    expect(column(table, 'Sample')).toEqual(reference.sampleIds)
    column(table, 'Expected richness at 58688 reads').forEach((value, s) =>
      expectClose(value, reference.rarefaction.atSmallest[s]),
    )
    // The observed richness is the curve's end: vegan's specnumber.
    column(table, 'Observed richness').forEach((value, s) => expect(value).toBe(reference.alpha.observed[s]))
  })

  it('spaces the depths quadratically from 0 to the sample depth, by hand: 100 reads in 4 steps', () => {
    expect(curveDepths(100, 4)).toEqual([0, 6, 25, 56, 100])
  })

  it('gives each depth of a curve once when the sample has fewer reads than the grid has points', async () => {
    // 40 reads over 30 quadratic steps: floor(40 k² / 900) is 0 for k = 0..4, 1 for k = 5, 6, ...
    expect(curveDepths(40, 30)).toEqual([...new Set(curveDepths(40, 30))])
    const table = ['#OTU ID\tsmall\tlarge', 'a\t30\t3000', 'b\t9\t900', 'c\t1\t100'].join('\n')
    const result = await runInEnglish(
      demoInput('RarefactionCurves', { files: { table, metadata: null }, params: { steps: 30 } }),
    )
    const rows = tableById(result.tables, 'rarefaction-curves').rows.map((row) => `${row[0]}@${row[1]}`)
    expect(rows.length).toBeGreaterThan(31)
    expect(rows).toEqual([...new Set(rows)])
  })

  it('stops the curves at the maximum depth when one is given', async () => {
    const result = await runInEnglish(demoInput('RarefactionCurves', { params: { max_depth: 100000 } }))
    const datasets = result.charts[0].data.datasets as { data: { x: number }[] }[]
    // Every sample has more than 58,688 reads; those above 100,000 stop there.
    expect(Math.max(...datasets.flatMap((dataset) => dataset.data.map((point) => point.x)))).toBe(100000)
    expect(datasets[reference.sampleIds.indexOf('CL3')].data.at(-1)?.x).toBe(100000)
  })

  it('compares at the depth the user chose, as rarefy(x[rowSums(x) >= 100000, ], 100000), naming the samples left out', async () => {
    const { compareDepth, comparedSamples, atCompareDepth } = reference.rarefaction
    const result = await runInEnglish(demoInput('RarefactionCurves', { params: { compare_depth: compareDepth } }))
    const table = tableById(result.tables, 'richness-at-common-depth')
    expect(table.title).toBe('Expected richness of each sample at the chosen depth (100000)')
    expect(column(table, 'Sample')).toEqual(comparedSamples)
    column(table, 'Expected richness at 100000 reads').forEach((value, s) => expectClose(value, atCompareDepth[s]))
    const leftOut = reference.sampleIds.filter((id) => !comparedSamples.includes(id))
    expect(leftOut).toHaveLength(1)
    expect(result.notes).toContain(
      `1 sample(s) with fewer than 100000 reads are left out of the comparison at that depth: ${leftOut[0]}.`,
    )
  })

  it('draws the reads of every sample, smallest first, with the comparison depth as a line', async () => {
    const result = await runInEnglish(demoInput('RarefactionCurves'))
    const chart = result.charts.find((candidate) => candidate.id === 'reads-per-sample')
    const [dataset] = chart?.data.datasets as { data: number[] }[]
    const reads = dataset.data
    expect(reads).toHaveLength(26)
    expect(reads[0]).toBe(reference.rarefaction.smallest)
    expect(reads).toEqual([...reads].sort((a, b) => a - b))
    const line = (chart?.options?.plugins as { annotation: { annotations: { compareDepth: { yMin: number } } } })
      .annotation.annotations.compareDepth
    expect(line.yMin).toBe(58688)
  })

  it('refuses a comparison depth no sample reaches, naming the largest', async () => {
    // The form's largest depth, far beyond the demo's deepest sample (2,357,181 reads).
    const failure = await runFailure(() =>
      rarefactionCurvesExecutor(demoInput('RarefactionCurves', { params: { compare_depth: 1e9 } })),
    )
    expect(failure).toMatchObject({ code: '1002', text: expect.stringContaining('No sample has 1000000000 reads') })
  })

  it('refuses a sample without reads, naming it (1002)', async () => {
    const lines = demoText('RarefactionCurves', 'otu_table.tsv').trimEnd().split('\n')
    const header = lines[0].split('\t')
    const withEmptySample = [`${lines[0]}\tBlank`, ...lines.slice(1).map((line) => `${line}\t0`)].join('\n')
    expect(header).toHaveLength(27)
    const failure = await runFailure(() =>
      rarefactionCurvesExecutor(demoInput('RarefactionCurves', { files: { table: withEmptySample, metadata: null } })),
    )
    expect(failure).toEqual({ code: '1002', text: 'Sample(s) Blank have no reads: no rarefaction curve possible.' })
  })
})

describe('rarefaction curves on data that cannot support them', () => {
  const run = (table: string) =>
    runInEnglish(demoInput('RarefactionCurves', { params: { group_column: '' }, files: { table, metadata: null } }))

  it("warns on vegan's dune (cover classes 0-9, 15 to 48 per sample): every sample below 1,000, compared at 15", async () => {
    // min(rowSums(dune)) in R is 15; every one of the 20 sites sums to less than 1,000.
    const result = await run(readFileSync('tests/fixtures/analysis/diversity/dune.tsv', 'utf8'))
    expect(result.warnings).toEqual([
      {
        code: 'shallowSamples',
        params: { methods: 'rarefaction', minimum: 1000, count: 20, samples: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …' },
      },
      { code: 'rarefactionDepthBelowMinimum', params: { depth: 15, minimum: 1000 } },
    ])
  })

  it('warns when one tiny sample (8 reads) sets the common depth, naming it', async () => {
    const table = ['OTU\tA\tB\tTiny', 'o1\t3000\t2500\t5', 'o2\t2000\t2600\t3', 'o3\t10\t0\t0'].join('\n')
    const result = await run(table)
    expect(result.warnings).toEqual([
      { code: 'shallowSamples', params: { methods: 'rarefaction', minimum: 1000, count: 1, samples: 'Tiny' } },
      { code: 'rarefactionDepthBelowMinimum', params: { depth: 8, minimum: 1000 } },
    ])
  })

  it('warns when the chosen comparison depth is below the minimum although every sample is deep enough', async () => {
    const table = ['OTU\tA\tB', 'o1\t3000\t2500', 'o2\t2000\t2600'].join('\n')
    const result = await runInEnglish(
      demoInput('RarefactionCurves', {
        params: { group_column: '', compare_depth: 500 },
        files: { table, metadata: null },
      }),
    )
    expect(result.warnings).toEqual([{ code: 'rarefactionDepthBelowMinimum', params: { depth: 500, minimum: 1000 } }])
  })

  it('says nothing on read counts of a sequencing run (the Global Patterns demo)', async () => {
    expect((await runInEnglish(demoInput('RarefactionCurves'))).warnings).toEqual([])
  })
})
