import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { constrainedReference, expectEigenvalues, expectScores } from '../constrained-ordination-test-support'
import { column, expectClose, expectPermutationPValue, tableById } from '../test-support'
import { canonicalCorrespondenceAnalysisExecutor } from './executor'

const AXES = ['CCA1', 'CCA2', 'CCA3']

describe('canonical correspondence analysis (demo: cca(varespec ~ Al + P + K, varechem))', () => {
  it("gives vegan's eigenvalues, anova.cca table and scaling-2 scores, with an arrow per constraint", async () => {
    const result = rendered(await canonicalCorrespondenceAnalysisExecutor(demoInput('CanonicalCorrespondenceAnalysis')))
    const expected = constrainedReference.varespecCca
    expectEigenvalues(tableById(result.tables, 'eigenvalues'), expected)
    expect(column(tableById(result.tables, 'eigenvalues'), 'Axis').slice(0, 4)).toEqual(['CCA1', 'CCA2', 'CCA3', 'CA1'])
    const anova = tableById(result.tables, 'anova')
    expect(anova.columns).toEqual(['', 'Df', 'ChiSquare', 'F', 'Pr(>F)'])
    expect(column(anova, 'Df')).toEqual(expected.anova.df)
    column(anova, 'ChiSquare').forEach((value, k) => expectClose(value, expected.anova.inertia[k], 1e-8))
    expectClose(column(anova, 'F')[0], expected.anova.F, 1e-8)
    expectPermutationPValue(column(anova, 'Pr(>F)')[0] as number, expected.anova.p, 999)

    const sites = tableById(result.tables, 'site-scores')
    expectScores(
      sites,
      expected.sites,
      expected.scaling2.sites,
      AXES.map((axis) => `${axis} (wa)`),
    )
    expectScores(
      sites,
      expected.sites,
      expected.scaling2.constraints,
      AXES.map((axis) => `${axis} (lc)`),
    )
    expectScores(tableById(result.tables, 'species-scores'), expected.species, expected.scaling2.species, AXES)
    expectScores(tableById(result.tables, 'biplot-scores'), ['Al', 'P', 'K'], expected.scaling2.biplot, AXES)
    expect(result.tables.map((table) => table.id)).not.toContain('centroid-scores')

    const chart = result.charts[0]
    expect(chart.title).toBe('CCA biplot (scaling 2: species)')
    const annotations = (
      chart.options?.plugins as { annotation: { annotations: Record<string, { label?: { content: string } }> } }
    ).annotation.annotations
    expect(['arrow-0', 'arrow-1', 'arrow-2'].map((key) => annotations[key].label?.content)).toEqual(['Al', 'P', 'K'])
    // The demo shows the species: one point each, named.
    const species = (chart.data.datasets as { label: string; data: unknown[] }[]).find(
      (dataset) => dataset.label === 'Species',
    )
    expect(species?.data).toHaveLength(44)
    expect(result.notes[0]).toBe(
      'CCA of 24 samples and 44 species constrained by Al, P, K: the constraints explain 30.92% of the total inertia (chi-square / grand total) (F = 2.984, p = 0.001 from 999 permutations).',
    )
  })

  it('refuses a run without constraints, naming the parameter', async () => {
    const failure = await runFailure(() =>
      canonicalCorrespondenceAnalysisExecutor(
        demoInput('CanonicalCorrespondenceAnalysis', { params: { constraints: [] } }),
      ),
    )
    expect(failure).toEqual({
      code: '1001',
      text: 'Parameter constraints (constraint columns) is empty: choose at least one column of the environmental table.',
    })
  })
})
