import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ToolRunError } from '../types'
import { betaDiversityPcoaExecutor } from './beta-diversity-pcoa'
import { demoInput, demoText } from '../test-support'
import { column, expectClose, expectPermutationPValue, reference, tableById } from './test-support'

describe('beta diversity PCoA (demo: Bray-Curtis, Global Patterns by SampleType)', () => {
  it("gives the distance matrix of vegan's vegdist", async () => {
    const result = await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA'))
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
    const result = await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA'))
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
    const ofPositiveSum = await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { params, files }))
    const ofTrace = await betaDiversityPcoaExecutor(
      demoInput('BetaDiversityPCoA', { params: { ...params, proportion_of: 'trace' }, files, language: 'zh' }),
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
    const result = await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA'))
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
    const result = await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { files: { metadata } }))
    expect(result.notes).toContain(
      '2 sample(s) left out of the tests between groups, as R leaves them out: 2 without a group in column "SampleType" (empty or NA): CL3, CC1.',
    )
    const noGroup = (result.charts[0].data as { datasets: { label: string; data: unknown[] }[] }).datasets.find(
      (dataset) => dataset.label === 'No group',
    )
    expect(noGroup?.data).toHaveLength(2)
  })

  it('gives permutation p-values within sampling error of vegan with 99,999 permutations (Euclidean, human / nonhuman)', async () => {
    const result = await betaDiversityPcoaExecutor(
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

  it('gives the same result for the same seed', async () => {
    const params = { metric: 'euclidean', group_column: 'human' }
    const first = await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { params, seed: 7 }))
    const second = await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { params, seed: 7 }))
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
    const run = betaDiversityPcoaExecutor(
      demoInput('BetaDiversityPCoA', { params: { group_column: '' }, language: 'zh' }),
    )
    await expect(run).rejects.toBeInstanceOf(ToolRunError)
    await expect(run).rejects.toMatchObject({
      code: '1001',
      message: expect.stringContaining('group_column（分组列）为空'),
    })
  })
})
