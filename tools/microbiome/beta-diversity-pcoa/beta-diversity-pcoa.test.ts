import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ToolRunInput } from '../../kit/types'
import { betaDiversityPcoaExecutor } from './executor'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, expectPermutationPValue, reference, tableById } from '../test-support'

/** The result as an English reader sees it. */
const runInEnglish = async (input: ToolRunInput) => rendered(await betaDiversityPcoaExecutor(input))

describe('beta diversity PCoA (demo: Bray-Curtis, Global Patterns by SampleType)', () => {
  it("gives the distance matrix of vegan's vegdist", async () => {
    const result = await runInEnglish(demoInput('BetaDiversityPCoA'))
    const matrix = tableById(result.tables, 'distance-matrix')
    expect(matrix.columns).toEqual(['Sample', ...reference.sampleIds])
    const n = reference.sampleIds.length
    let k = 0
    for (let i = 0; i < n; i++) {
      expect(matrix.rows[i][0]).toBe(reference.sampleIds[i])
      expect(matrix.rows[i][i + 1]).toBe(0)
      for (let j = i + 1; j < n; j++, k++) {
        expectClose(matrix.rows[i][j + 1], reference.beta.braycurtis[k])
        expectClose(matrix.rows[j][i + 1], reference.beta.braycurtis[k])
      }
    }
  })

  it('gives the eigenvalues, proportions and coordinates of cmdscale(eig = TRUE), up to the sign of an axis', async () => {
    const result = await runInEnglish(demoInput('BetaDiversityPCoA'))
    const eigen = tableById(result.tables, 'pcoa-eigenvalues')
    column(eigen, 'Eigenvalue').forEach((value, axis) => expectClose(value, reference.beta.pcoaEigenvalues[axis], 1e-8))
    column(eigen, 'Proportion explained').forEach((value, axis) =>
      expectClose(value, reference.beta.pcoaProportion[axis], 1e-8),
    )
    const coordinates = tableById(result.tables, 'pcoa-coordinates')
    for (let axis = 0; axis < 5; axis++) {
      const ours = column(coordinates, `PCoA${axis + 1}`) as number[]
      const theirs = reference.beta.pcoaCoordinates.map((point) => point[axis])
      const sign = Math.sign(ours[0]) === Math.sign(theirs[0]) ? 1 : -1
      ours.forEach((value, s) => expectClose(sign * value, theirs[s], 1e-6))
    }
    // R: eig / sum(eig) = 0.1393 and 0.1091 for the first two axes. Bray-Curtis on these samples
    // has no negative eigenvalues, so the positive sum is the sum of all of them.
    const x = result.charts[0].options?.scales as { x: { title: { text: string } }; y: { title: { text: string } } }
    expect(x.x.title.text).toBe('PCoA1 (13.93% of positive eigenvalues)')
    expect(x.y.title.text).toBe('PCoA2 (10.91% of positive eigenvalues)')
  })

  it('divides by the positive eigenvalues by default and by all of them on request (negative eigenvalues: dune)', async () => {
    // vegan's dune (20 samples), whose Bray-Curtis has negative eigenvalues; the first axis'
    // share of the positive eigenvalues from scikit-bio 0.5.8, of all of them from phyloseq's
    // ordinate(…, "PCoA") (tests/fixtures/analysis/ordination/*-reference.json).
    const files = { table: readFileSync('tests/fixtures/analysis/diversity/dune.tsv', 'utf8'), metadata: null }
    const params = { group_column: '' }
    const ofPositiveSum = await runInEnglish(demoInput('BetaDiversityPCoA', { params, files }))
    const ofTrace = rendered(
      await betaDiversityPcoaExecutor(
        demoInput('BetaDiversityPCoA', { params: { ...params, proportion_of: 'trace' }, files }),
      ),
      'zh',
    )
    expectClose(
      column(tableById(ofPositiveSum.tables, 'pcoa-eigenvalues'), 'Proportion explained')[0],
      0.3735929531786877,
    )
    expectClose(column(tableById(ofTrace.tables, 'pcoa-eigenvalues'), '解释比例')[0], 0.39922248352386)
    const titleOf = (result: typeof ofTrace) =>
      (result.charts[0].options?.scales as { x: { title: { text: string } } }).x.title.text
    expect(titleOf(ofPositiveSum)).toBe('PCoA1 (37.36% of positive eigenvalues)')
    expect(titleOf(ofTrace)).toBe('PCoA1（占全部特征值和 39.92%）')
    expect(ofPositiveSum.notes.join('\n')).toContain("left out of the proportions' denominator")
    expect(ofTrace.notes.join('\n')).toContain('计入解释比例的分母')
  })

  it("tests SampleType with ANOSIM and PERMANOVA as vegan's anosim and adonis2", async () => {
    const result = await runInEnglish(demoInput('BetaDiversityPCoA'))
    const tests = tableById(result.tables, 'group-tests')
    const expected = reference.beta.sampleType
    expectClose(tests.rows[0][2], expected.anosimR)
    expectClose(tests.rows[1][2], expected.permanovaF)
    expectClose(tests.rows[1][3], expected.permanovaR2)
    // vegan with 9,999 permutations: p = 0.0001 for both; 999 permutations cannot go below 1/1000.
    expect(tests.rows[0][4]).toBe(0.001)
    expect(tests.rows[1][4]).toBe(0.001)
    const plugins = result.charts[0].options?.plugins as { subtitle: { text: string } }
    expect(plugins.subtitle.text).toBe(
      'ANOSIM: R = 0.99, p = 0.001; PERMANOVA: pseudo-F = 4.426, R² = 0.6756, p = 0.001 (999 permutations)',
    )
  })

  it('leaves samples without a group out of ANOSIM and PERMANOVA, says which, and draws them as "No group"', async () => {
    const metadata = demoText('BetaDiversityPCoA', 'metadata.tsv')
      .split('\n')
      .map((line) => {
        const cells = line.split('\t')
        if (cells[0] === 'CL3') cells[6] = 'NA'
        if (cells[0] === 'CC1') cells[6] = ''
        return cells.join('\t')
      })
      .join('\n')
    const result = await runInEnglish(demoInput('BetaDiversityPCoA', { files: { metadata } }))
    expect(result.notes).toContain(
      '2 sample(s) left out of the tests between groups, as R leaves them out: 2 without a group in column "SampleType" (empty, NA, N/A, NaN or null): CL3, CC1.',
    )
    const noGroup = (result.charts[0].data as { datasets: { label: string; data: unknown[] }[] }).datasets.find(
      (dataset) => dataset.label === 'No group',
    )
    expect(noGroup?.data).toHaveLength(2)
  })

  it('gives permutation p-values within sampling error of vegan with 99,999 permutations (Euclidean, human / nonhuman)', async () => {
    const result = await runInEnglish(
      demoInput('BetaDiversityPCoA', { params: { metric: 'euclidean', group_column: 'human', permutations: 9999 } }),
    )
    const tests = tableById(result.tables, 'group-tests')
    const expected = reference.beta.humanEuclidean
    expectClose(tests.rows[0][2], expected.anosimR)
    expectClose(tests.rows[1][2], expected.permanovaF)
    expectClose(tests.rows[1][3], expected.permanovaR2)
    // vegan: ANOSIM p = 0.187, PERMANOVA p = 0.032.
    expectPermutationPValue(tests.rows[0][4] as number, expected.anosimP, 9999)
    expectPermutationPValue(tests.rows[1][4] as number, expected.permanovaP, 9999)
  })

  it('keeps the ordination and says why when the groups cannot be tested (one sample per group, one group, no groups)', async () => {
    // vegan's dune: the first axis' share of the positive eigenvalues from scikit-bio 0.5.8, as above.
    const table = readFileSync('tests/fixtures/analysis/diversity/dune.tsv', 'utf8')
    const sampleIds = table.split('\n')[0].split('\t').slice(1)
    const metadata = (groupOf: (sample: string) => string) =>
      ['sample\tsite', ...sampleIds.map((id) => `${id}\t${groupOf(id)}`)].join('\n')
    const runs = [
      { files: { table, metadata: metadata((id) => `site${id}`) }, reason: 'allSingletons' },
      { files: { table, metadata: metadata(() => 'meadow') }, reason: 'oneGroup' },
      { files: { table, metadata: null }, reason: 'noGroups' },
    ]
    for (const { files, reason } of runs) {
      const params = { group_column: files.metadata ? 'site' : '' }
      const result = await runInEnglish(demoInput('BetaDiversityPCoA', { params, files }))
      expect(result.charts.map((chart) => chart.id)).toEqual(['pcoa'])
      expectClose(column(tableById(result.tables, 'pcoa-eigenvalues'), 'Proportion explained')[0], 0.3735929531786877)
      expect(result.tables.some((t) => t.id === 'group-tests')).toBe(false)
      expect(result.warnings).toEqual([{ code: 'groupTestsNotRun', params: { tests: 'ANOSIM, PERMANOVA', reason } }])
    }
  })

  it('gives the same result for the same seed', async () => {
    const params = { metric: 'euclidean', group_column: 'human' }
    const first = await runInEnglish(demoInput('BetaDiversityPCoA', { params, seed: 7 }))
    const second = await runInEnglish(demoInput('BetaDiversityPCoA', { params, seed: 7 }))
    expect(tableById(second.tables, 'group-tests')).toEqual(tableById(first.tables, 'group-tests'))
  })

  it('names the table samples the metadata lacks (1002 by the run job)', async () => {
    const metadata = demoText('BetaDiversityPCoA', 'metadata.tsv')
      .split('\n')
      .filter((line) => !line.startsWith('Even'))
      .join('\n')
    await expect(betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { files: { metadata } }))).rejects.toThrow(
      'samples missing from the metadata: "Even1", "Even2", "Even3"',
    )
  })

  it('asks for a grouping column when a metadata file is given without one (1001)', async () => {
    const failure = await runFailure(
      () => betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { params: { group_column: '' } })),
      'zh',
    )
    expect(failure).toMatchObject({ code: '1001', text: expect.stringContaining('group_column（分组列）为空') })
  })
})

/** scikit-bio 0.5.8 on the whole Global Patterns table and tree (tests/fixtures/analysis/diversity/generate.py). */
const skbio = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/diversity/skbio-reference.json', import.meta.url), 'utf8'),
) as Record<'unweighted_unifrac' | 'weighted_unifrac' | 'weighted_unifrac_normalized', number[]>

describe('beta diversity PCoA on UniFrac (demo table with its 19,216-tip tree)', () => {
  const condensedOf = (rows: readonly (readonly unknown[])[]) => rows.flatMap((row, i) => row.slice(i + 2) as number[])

  it.each([
    ['unweighted_unifrac', 'unweighted_unifrac', 'Unweighted UniFrac'],
    ['weighted_unifrac', 'weighted_unifrac', 'Weighted UniFrac'],
    ['weighted_normalized_unifrac', 'weighted_unifrac_normalized', 'Weighted UniFrac (normalized)'],
  ] as const)("%s: scikit-bio's distances, named in the chart and the tables", async (metric, skbioName, name) => {
    const result = await runInEnglish(demoInput('BetaDiversityPCoA', { params: { metric } }))
    const matrix = tableById(result.tables, 'distance-matrix')
    condensedOf(matrix.rows).forEach((value, k) => expectClose(value, skbio[skbioName][k]))
    expect(result.charts[0].title).toBe(`PCoA (${name})`)
    expect(matrix.title).toBe(`${name} distance matrix`)
    expect(tableById(result.tables, 'pcoa-coordinates').title).toBe(`PCoA coordinates (${name})`)
    expect(result.notes[0]).toMatch(new RegExp(`^${name.replace(/[()]/g, '\\$&')} distances between 26 samples`))
  })

  it('runs the whole survey in well under 10 s', async () => {
    const started = performance.now()
    await runInEnglish(demoInput('BetaDiversityPCoA', { params: { metric: 'unweighted_unifrac' } }))
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('asks for the tree when UniFrac is chosen without one (1001), in both languages', async () => {
    for (const [language, text] of [
      ['en', 'Parameter metric: Weighted UniFrac needs a phylogenetic tree. Upload a rooted Newick tree'],
      ['zh', '参数 metric：加权 UniFrac 需要进化树。请在“进化树”（tree）处上传 Newick 格式的有根树'],
    ] as const) {
      const failure = await runFailure(
        () =>
          betaDiversityPcoaExecutor(
            demoInput('BetaDiversityPCoA', { params: { metric: 'weighted_unifrac' }, files: { tree: null } }),
          ),
        language,
      )
      expect(failure).toMatchObject({ code: '1001', text: expect.stringContaining(text) })
    }
  })

  it('names the features the tree lacks (1002 by the run job) and says which tips it left out', async () => {
    const tree = '((549322:0.1,522457:0.2):0.3,(951:0.1,unused:0.2):0.1);'
    const table = 'OTU ID\ts1\ts2\n549322\t3\t0\n522457\t1\t4\n951\t0\t2\nX1\t1\t1\nX2\t0\t1\n'
    const run = betaDiversityPcoaExecutor(
      demoInput('BetaDiversityPCoA', {
        params: { metric: 'unweighted_unifrac' },
        files: { table, tree, metadata: null },
      }),
    )
    await expect(run).rejects.toThrow('2 features are not tips of the tree: "X1", "X2"')

    const fitting = await runInEnglish(
      demoInput('BetaDiversityPCoA', {
        params: { metric: 'unweighted_unifrac' },
        files: { table: table.split('\n').slice(0, 4).join('\n'), tree, metadata: null },
      }),
    )
    // s1 only: 549322 (0.1); s2 only: 951 (0.1) and the branch above (951, unused) (0.1); both: 522457 (0.2)
    // and the branch above (549322, 522457) (0.3). Unique 0.3 of 0.8; the unused tip's own branch counts nowhere.
    expect(tableById(fitting.tables, 'distance-matrix').rows[0][2]).toBeCloseTo(0.3 / 0.8, 12)
    expect(fitting.notes).toContain(
      "1 tip of the tree is not a feature of the table and was left out (as scikit-bio and phyloseq do: only the branches leading to the table's features count).",
    )
  })

  it('says it ignored the tree for a metric that does not use it', async () => {
    const result = await runInEnglish(demoInput('BetaDiversityPCoA', { params: { metric: 'jaccard' } }))
    expect(result.notes).toContain('Jaccard (presence/absence) does not use the tree; tree.nwk was ignored.')
  })
})

/** vegan 2.6-4's vegdist on the demo table (tests/fixtures/analysis/normalisation/generate.R). */
const vegan = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/normalisation/reference.json', import.meta.url), 'utf8'),
) as { globalPatterns: { aitchison: number[]; robustAitchison: number[] } }

describe('beta diversity PCoA on Aitchison distances (demo table)', () => {
  it.each([
    ['aitchison', 'aitchison', 'Aitchison (CLR, pseudocount 1)'],
    ['robust_aitchison', 'robustAitchison', 'Robust Aitchison (rCLR)'],
  ] as const)("%s: vegan's vegdist, named in the chart", async (metric, key, name) => {
    const result = await runInEnglish(demoInput('BetaDiversityPCoA', { params: { metric } }))
    const matrix = tableById(result.tables, 'distance-matrix')
    // vegan: 152.59 (Aitchison) and 174.62 (robust) between the first two samples, CL3 and CC1.
    matrix.rows
      .flatMap((row, i) => row.slice(i + 2) as number[])
      .forEach((value, k) => {
        expectClose(value, vegan.globalPatterns[key][k])
      })
    expect(result.charts[0].title).toBe(`PCoA (${name})`)
  })
})

describe('beta diversity PCoA after normalisation', () => {
  it("CLR then Euclidean is vegan's Aitchison distance, and the notes say how the table was normalised", async () => {
    const result = await runInEnglish(
      demoInput('BetaDiversityPCoA', { params: { metric: 'euclidean', normalisation: 'clr' } }),
    )
    const matrix = tableById(result.tables, 'distance-matrix')
    matrix.rows
      .flatMap((row, i) => row.slice(i + 2) as number[])
      .forEach((value, k) => {
        expectClose(value, vegan.globalPatterns.aitchison[k], 1e-9)
      })
    expect(result.notes).toContain(
      "Normalised by the centred log-ratio (CLR): the natural log of each count plus a pseudocount of 1, minus the sample's mean of those logs over all features.",
    )
  })

  it('refuses CLR with a metric other than Euclidean (1001)', async () => {
    const failure = await runFailure(() =>
      betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { params: { normalisation: 'clr' } })),
    )
    expect(failure).toMatchObject({
      code: '1001',
      text: expect.stringContaining('only the Euclidean distance applies'),
    })
  })

  it('rarefies to the smallest sample with the run seed before Bray-Curtis', async () => {
    const result = await runInEnglish(demoInput('BetaDiversityPCoA', { params: { normalisation: 'rarefy' } }))
    expect(result.notes).toContain(
      "Every sample was rarefied to 58688 reads (the smallest sample's total), drawn without replacement with seed 1.",
    )
  })
})
