import { describe, expect, it } from 'vitest'
import { lefseLdaExecutor } from './executor'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, reference, tableById } from '../test-support'

describe('LEfSe LDA (demo: genera of the 2,000 most abundant Global Patterns OTUs by SampleType, LDA > 4)', () => {
  it('finds the genera, enriched groups, LDA scores and Kruskal-Wallis p-values of the R reference', async () => {
    const result = rendered(await lefseLdaExecutor(demoInput('LefseLDA')))
    const table = tableById(result.tables, 'lefse-features')
    const expected = reference.lefse
    expect(column(table, 'Lineage')).toEqual(expected.lineages)
    expect(column(table, 'Enriched in')).toEqual(expected.enrichedClass)
    column(table, 'LDA score (log10)').forEach((score, k) => expectClose(score, expected.ldaScore[k], 1e-9))
    column(table, 'Kruskal-Wallis p').forEach((p, k) => expectClose(p, expected.p[k], 1e-9))
    const perGroup = reference.composition.groups
      .map((group) => [group, expected.enrichedClass.filter((enriched) => enriched === group).length] as const)
      .filter(([, count]) => count > 0)
      .map(([group, count]) => `${group} ${count}`)
      .join(', ')
    expect(result.notes[0]).toBe(
      `Of ${expected.taxa} genus-level taxa, ${expected.lineages.length} have Kruskal-Wallis p < 0.05 between the 9 groups of "SampleType" and LDA > 4 (enriched: ${perGroup}).`,
    )
    expect(result.notes[1]).toBe(
      `The chart shows the 40 highest LDA scores; the table lists all ${expected.lineages.length}.`,
    )
  })

  it('draws horizontal bars grouped by enriched group, strongest first within a group', async () => {
    const result = rendered(await lefseLdaExecutor(demoInput('LefseLDA', { params: { max_shown: 10 } })))
    const [chart] = result.charts
    expect((chart.options as { indexAxis: string }).indexAxis).toBe('y')
    const labels = chart.data.labels as string[]
    const datasets = chart.data.datasets as { label: string; data: (number | null)[] }[]
    expect(labels).toHaveLength(10)
    // The 10 highest scores of the reference, by group in SampleType order.
    const top = reference.lefse.lineages
      .slice(0, 10)
      .map((lineage, k) => ({ lineage, group: reference.lefse.enrichedClass[k], score: reference.lefse.ldaScore[k] }))
    const order = reference.composition.groups
    top.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group) || b.score - a.score)
    expect(datasets.map((dataset) => dataset.label)).toEqual([...new Set(top.map((feature) => feature.group))])
    top.forEach((feature, row) => {
      const dataset = datasets.find((candidate) => candidate.label === feature.group)
      expectClose(dataset?.data[row] ?? null, feature.score)
    })
    expect(result.notes[1]).toBe(
      `The chart shows the 10 highest LDA scores; the table lists all ${reference.lefse.lineages.length}.`,
    )
  })

  it('needs the metadata (1002) and at least two groups (1004)', async () => {
    const noMetadata = await runFailure(() => lefseLdaExecutor(demoInput('LefseLDA', { files: { metadata: null } })))
    expect(noMetadata).toEqual({ code: '1002', text: 'The sample metadata file with the groups is missing.' })
    const oneGroup = demoText('LefseLDA', 'metadata.tsv').replace(/\tnonhuman$/gm, '\thuman')
    const failure = await runFailure(() =>
      lefseLdaExecutor(demoInput('LefseLDA', { params: { group_column: 'human' }, files: { metadata: oneGroup } })),
    )
    expect(failure).toEqual({ code: '1004', text: 'LEfSe needs at least 2 groups; column "human" has 1.' })
  })
})
