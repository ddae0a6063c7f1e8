import { describe, expect, it } from 'vitest'
import { ToolRunError } from '../../kit/types'
import { bubbleChartExecutor } from './executor'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

describe('BubbleChart on the state.x77 demo (life expectancy against income, sized by population)', () => {
  it('gives bubble areas proportional to population', async () => {
    const result = await bubbleChartExecutor(demoInput('BubbleChart'))
    const datasets = datasetsOf(result.charts[0])
    expect(datasets).toHaveLength(50)
    const bubble = (state: string) => {
      const dataset = datasets.find((candidate) => candidate.label.startsWith(`${state} (`))!
      return dataset.data[0] as { x: number; y: number; r: number }
    }
    // The most populous state (California, 21198 thousand) gets the largest radius, 32 px; by hand
    // (checked with R arithmetic),
    // Texas (12237) gets 32 × √(12237 / 21198) = 24.313 px and Alaska (365) 32 × √(365 / 21198) = 4.19903 px.
    expect(bubble('California')).toEqual({ x: 5114, y: 71.71, r: 32 })
    expectClose(bubble('Texas').r, 24.31308198, 1e-8)
    expectClose(bubble('Alaska').r, 4.199029895, 1e-8)
    expect(datasets[0].label).toBe('California (Population 21198)')
    expect(rendered(result.notes[0])).toBe('50 bubbles; Bubble area ∝ Population (largest: California, 21198).')
  })

  it('refuses a negative size, naming its line', async () => {
    const table = 'State\tIncome\tLife Exp\tPopulation\nA\t3624\t69.05\t3615\nB\t6315\t69.31\t-365\n'
    const input = demoInput('BubbleChart', { table })
    expect(() => bubbleChartExecutor(input)).toThrow(ToolRunError)
    expect((await runFailure(() => bubbleChartExecutor(input))).text).toContain(
      'line 3, column "Population": a bubble size cannot be negative (-365).',
    )
  })
})
