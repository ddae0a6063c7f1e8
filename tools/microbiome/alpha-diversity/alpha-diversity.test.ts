import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALPHA_METRICS } from '../../../analysis/diversity/alpha'
import { alphaDiversityExecutor } from './executor'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, reference, tableById } from '../test-support'

describe('alpha diversity (demo: Global Patterns by SampleType)', () => {
  it('gives every index of every sample as vegan does', async () => {
    const result = rendered(await alphaDiversityExecutor(demoInput('AlphaDiversity')))
    const table = tableById(result.tables, 'alpha-diversity')
    expect(column(table, 'Sample')).toEqual(reference.sampleIds)
    expect(column(table, 'SampleType')).toEqual(reference.sampleType)
    for (const metric of ALPHA_METRICS)
      column(table, metric).forEach((value, s) => expectClose(value, reference.alpha[metric][s]))
  })

  it("tests every index between the 9 environments with R's kruskal.test and puts the plotted one under the chart", async () => {
    const result = rendered(await alphaDiversityExecutor(demoInput('AlphaDiversity')))
    const tests = tableById(result.tables, 'group-tests')
    expect(column(tests, 'Metric')).toEqual([...ALPHA_METRICS])
    ALPHA_METRICS.forEach((metric, k) => {
      expectClose(column(tests, 'H')[k], reference.kruskal[metric].statistic)
      expectClose(column(tests, 'p')[k], reference.kruskal[metric].p)
    })
    // R: kruskal.test(shannon ~ SampleType) gives H = 21.977, p = 0.004958.
    expect(result.notes).toContain('Kruskal-Wallis test (9 groups): H = 21.98, p = 0.004958')
    const [chart] = result.charts
    expect(chart.type).toBe('boxplot')
    expect(chart.data.labels).toEqual([
      'Soil',
      'Feces',
      'Skin',
      'Tongue',
      'Freshwater',
      'Freshwater (creek)',
      'Ocean',
      'Sediment (estuary)',
      'Mock',
    ])
    const soil = reference.sampleIds.flatMap((_, s) =>
      reference.sampleType[s] === 'Soil' ? [reference.alpha.shannon[s]] : [],
    )
    const [dataset] = chart.data.datasets as { data: number[][] }[]
    dataset.data[0].forEach((value, k) => expectClose(value, soil[k]))
  })

  it('uses the Wilcoxon rank-sum test of R for two groups (human / nonhuman)', async () => {
    const result = rendered(
      await alphaDiversityExecutor(demoInput('AlphaDiversity', { params: { group_column: 'human' } })),
    )
    const tests = tableById(result.tables, 'group-tests')
    expect(tests.columns).toEqual(['Metric', 'Group A', 'Group B', 'W', 'p', 'p.adj (BH)'])
    ALPHA_METRICS.forEach((metric, k) => {
      expect(tests.rows[k].slice(0, 3)).toEqual([metric, 'nonhuman', 'human'])
      expectClose(column(tests, 'W')[k], reference.wilcoxonHuman[metric].statistic)
      expectClose(column(tests, 'p')[k], reference.wilcoxonHuman[metric].p)
    })
  })

  it("adjusts pairwise Wilcoxon p-values as R's pairwise.wilcox.test(p.adjust.method = 'BH')", async () => {
    const result = rendered(await alphaDiversityExecutor(demoInput('AlphaDiversity', { params: { test: 'wilcoxon' } })))
    const shannonRows = tableById(result.tables, 'group-tests').rows.filter((row) => row[0] === 'shannon')
    expect(shannonRows).toHaveLength(36)
    const { groupA, groupB, adjustedP } = reference.pairwiseShannon
    groupA.forEach((a, k) => {
      const row = shannonRows.find((candidate) => candidate[1] === a && candidate[2] === groupB[k])
      expect(row, `${a} vs ${groupB[k]}`).toBeDefined()
      expectClose(row?.[5], adjustedP[k])
    })
  })

  it('names the missing grouping column and the columns the metadata has (1001)', async () => {
    const failure = await runFailure(() =>
      alphaDiversityExecutor(demoInput('AlphaDiversity', { params: { group_column: 'Habitat' } })),
    )
    expect(failure).toMatchObject({
      code: '1001',
      text: expect.stringContaining('"Habitat" is not in the header of metadata.tsv'),
    })
  })

  it('names the row and column of a count that is not a number (1002 by the run job)', async () => {
    const lines = demoText('AlphaDiversity', 'otu_table.tsv').split('\n')
    lines[2] = lines[2].replace(/\t0\t/, '\tn/a\t')
    await expect(
      alphaDiversityExecutor(demoInput('AlphaDiversity', { files: { table: lines.join('\n') } })),
    ).rejects.toThrow(/line 3, column 2: non-numeric count "n\/a"/)
  })
})

describe('alpha diversity on data that cannot support the count indices', () => {
  const run = (table: string) =>
    alphaDiversityExecutor(
      demoInput('AlphaDiversity', { params: { group_column: '' }, files: { table, metadata: null } }),
    )

  it("warns that vegan's dune (cover classes, 15 to 48 per site) is no read count", async () => {
    const result = await run(readFileSync('tests/fixtures/analysis/diversity/dune.tsv', 'utf8'))
    expect(result.warnings).toEqual([
      {
        code: 'shallowSamples',
        params: { methods: 'alphaCounts', minimum: 1000, count: 20, samples: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …' },
      },
    ])
  })

  it('warns that relative abundances are not counts, quoting a value', async () => {
    const table = ['OTU\tA\tB', 'o1\t0.25\t0.5', 'o2\t0.75\t0.5'].join('\n')
    const result = await run(table)
    expect(result.warnings?.[0]).toEqual({ code: 'countsNotWhole', params: { methods: 'alphaCounts', value: 0.25 } })
  })

  it('says nothing on read counts of a sequencing run (the Global Patterns demo)', async () => {
    expect(rendered(await alphaDiversityExecutor(demoInput('AlphaDiversity'))).warnings).toEqual([])
  })
})
