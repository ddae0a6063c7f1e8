import { describe, expect, it } from 'vitest'
import { perItemOptionsPlugin } from './per-item-options'

describe('perItemOptionsPlugin', () => {
  it('turns a list of per-item values into the callback chart.js resolves per item', () => {
    const dataset: Record<string, unknown> = { perItem: { colorFrom: ['#111111', '#222222'] } }
    perItemOptionsPlugin.beforeUpdate({ data: { datasets: [dataset, { label: 'untouched' }] } })
    const colourOf = dataset.colorFrom as (context: { dataIndex: number }) => string
    expect([colourOf({ dataIndex: 0 }), colourOf({ dataIndex: 1 })]).toEqual(['#111111', '#222222'])
  })
})
