import { describe, expect, it } from 'vitest'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { constrainedReference, expectEigenvalues, expectScores } from '../constrained-ordination-test-support'
import { column, expectClose, expectPermutationPValue, tableById } from '../test-support'
import { redundancyAnalysisExecutor } from './executor'

const AXES = ['RDA1', 'RDA2', 'RDA3', 'RDA4']
const run = async (params: Record<string, unknown> = {}, files?: Record<string, string>) =>
  rendered(await redundancyAnalysisExecutor(demoInput('RedundancyAnalysis', { params, files })))

describe('redundancy analysis (demo: rda(dune ~ Management + A1, dune.env))', () => {
  it("gives vegan's eigenvalues, inertia, anova.cca table and scaling-2 scores", async () => {
    const result = await run()
    const expected = constrainedReference.duneRda
    expectEigenvalues(tableById(result.tables, 'eigenvalues'), expected)
    const inertia = tableById(result.tables, 'inertia')
    column(inertia, 'Inertia').forEach((value, k) =>
      expectClose(value, [expected.totalInertia, expected.constrainedInertia, expected.unconstrainedInertia][k], 1e-8),
    )
    expect(column(inertia, 'Rank')).toEqual([null, 4, 15])

    const anova = tableById(result.tables, 'anova')
    expect(anova.title).toBe('Permutation test for rda under reduced model (999 permutations, anova.cca)')
    expect(anova.columns).toEqual(['', 'Df', 'Variance', 'F', 'Pr(>F)'])
    expect(column(anova, 'Df')).toEqual(expected.anova.df)
    column(anova, 'Variance').forEach((value, k) => expectClose(value, expected.anova.inertia[k], 1e-8))
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
    expectScores(tableById(result.tables, 'biplot-scores'), expected.biplotNames, expected.scaling2.biplot, AXES)
    expectScores(
      tableById(result.tables, 'centroid-scores'),
      expected.scaling2.centroidNames,
      expected.scaling2.centroids,
      AXES,
    )

    // The biplot: sites coloured by Management, one arrow for A1 (the factor shows as centroids).
    const chart = result.charts[0]
    expect(chart.title).toBe('RDA biplot (scaling 2: species)')
    const annotations = (
      chart.options?.plugins as { annotation: { annotations: Record<string, { label?: { content: string } }> } }
    ).annotation.annotations
    expect(Object.keys(annotations).filter((key) => key.startsWith('arrow-'))).toEqual(['arrow-0'])
    expect(annotations['arrow-0'].label?.content).toBe('A1')
    expect(annotations['centroid-0']).toMatchObject({ content: 'ManagementBF' })
    const labels = (chart.data.datasets as { label: string }[]).map((dataset) => dataset.label)
    expect(labels).toEqual(['SF', 'BF', 'HF', 'NM', 'Factor centroids'])
    expect(result.notes[1]).toContain('Scaling 2 ("species", vegan\'s default)')
    expect(result.notes).toContain(
      "Factor constraints enter as treatment contrasts against their first level in sorted order (as R's model.matrix): Management (BF).",
    )
  })

  it('gives the scaling-1 scores and the Hellinger-transformed RDA as vegan does', async () => {
    const scaled = await run({ scaling: '1' })
    const expected = constrainedReference.duneRda.scaling1
    expectScores(
      tableById(scaled.tables, 'species-scores'),
      constrainedReference.duneRda.species,
      expected.species,
      AXES,
    )
    expectScores(
      tableById(scaled.tables, 'biplot-scores'),
      constrainedReference.duneRda.biplotNames,
      expected.biplot,
      AXES,
    )
    expect(scaled.charts[0].title).toBe('RDA biplot (scaling 1: sites)')

    const hellinger = await run({ transform: 'hellinger' })
    const reference = constrainedReference.duneHellingerRda
    expectEigenvalues(tableById(hellinger.tables, 'eigenvalues'), reference)
    expectClose(column(tableById(hellinger.tables, 'anova'), 'F')[0], reference.anova.F, 1e-8)
  })

  it('names a constraint column the table lacks, and a sample without a value', async () => {
    const absent = await runFailure(() =>
      redundancyAnalysisExecutor(demoInput('RedundancyAnalysis', { params: { constraints: ['Management', 'pH'] } })),
    )
    expect(absent).toMatchObject({ code: '1001', text: expect.stringContaining('the constraint column "pH" is not') })
    const environment = demoText('RedundancyAnalysis', 'dune-env.tsv').replace(/^(5\t)6\.3/m, '$1NA')
    const missing = await runFailure(() =>
      redundancyAnalysisExecutor(demoInput('RedundancyAnalysis', { files: { metadata: environment } })),
    )
    expect(missing).toEqual({
      code: '1002',
      text: 'The constraint column "A1" has no value for sample(s) 5: every sample needs a value of every constraint.',
    })
  })
})
