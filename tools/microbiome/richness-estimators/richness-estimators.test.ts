import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { methodsReference } from '../methods-test-support'
import { column, expectClose, tableById } from '../test-support'
import { richnessEstimatorsExecutor } from './executor'

const reference = methodsReference.richness

describe('richness estimators (demo: all Global Patterns OTUs, by SampleType)', () => {
  it('gives every sample the S.obs, Chao1, ACE and standard errors of vegan estimateR', async () => {
    const result = rendered(await richnessEstimatorsExecutor(demoInput('RichnessEstimators')))
    const table = tableById(result.tables, 'richness-estimators')
    const samples = column(table, 'Sample') as string[]
    expect([...samples].sort()).toEqual([...reference.sampleIds].sort())
    samples.forEach((sample, row) => {
      const k = reference.sampleIds.indexOf(sample)
      expect(column(table, 'Observed S.obs')[row]).toBe(reference['S.obs'][k])
      expectClose(column(table, 'Chao1')[row], reference['S.chao1'][k], 1e-12)
      expectClose(column(table, 'Chao1 SE')[row], reference['se.chao1'][k], 1e-9)
      expectClose(column(table, 'ACE')[row], reference['S.ACE'][k], 1e-12)
      expectClose(column(table, 'ACE SE')[row], reference['se.ACE'][k], 1e-7)
    })
    // Samples of a group stand together: the first three are the Soil samples.
    expect(column(table, 'SampleType').slice(0, 3)).toEqual(['Soil', 'Soil', 'Soil'])
  })

  it('draws Chao1 and ACE with error bars of one standard error beside the observed richness', async () => {
    const result = rendered(await richnessEstimatorsExecutor(demoInput('RichnessEstimators')))
    const [chart] = result.charts
    expect(chart.type).toBe('barWithErrorBars')
    const datasets = chart.data.datasets as { label: string; data: { y: number; yMin: number; yMax: number }[] }[]
    expect(datasets.map((dataset) => dataset.label)).toEqual(['Observed', 'Chao1', 'ACE'])
    const labels = chart.data.labels as string[]
    const k = reference.sampleIds.indexOf(labels[0])
    const chao1 = datasets[1].data[0]
    expectClose(chao1.y, reference['S.chao1'][k], 1e-12)
    expectClose(chao1.yMax - chao1.y, reference['se.chao1'][k], 1e-6)
    expect(result.notes[0]).toMatch(/^26 samples: on average Chao1 is [\d.]+% above the observed richness/)
  })

  it('orders the samples by Chao1 without metadata, and leaves a sample without reads empty', async () => {
    const lines = new TextDecoder()
      .decode(demoInput('RichnessEstimators').files.table.bytes)
      .trimEnd()
      .split('\n')
      .slice(0, 400)
    const text = [lines[0] + '\tEmpty', ...lines.slice(1).map((line) => line + '\t0')].join('\n')
    const result = rendered(
      await richnessEstimatorsExecutor(
        demoInput('RichnessEstimators', {
          files: { metadata: null, table: text },
          params: { group_column: '', order: 'chao1' },
        }),
      ),
    )
    const table = tableById(result.tables, 'richness-estimators')
    const chao1 = column(table, 'Chao1') as (number | null)[]
    const finite = chao1.filter((value): value is number => value !== null)
    expect(finite).toEqual([...finite].sort((a, b) => b - a))
    expect(chao1[chao1.length - 1]).toBeNull()
    const note = result.notes.find((line) => line.startsWith('Estimates without a value'))
    expect(note).toMatch(/samples concerned \(\d+\): .*Empty\.$/)
  })

  it('refuses a grouping column the metadata lacks', async () => {
    const failure = await runFailure(() =>
      richnessEstimatorsExecutor(demoInput('RichnessEstimators', { params: { group_column: 'Nope' } })),
    )
    expect(failure.code).toBe('1001')
  })
})
