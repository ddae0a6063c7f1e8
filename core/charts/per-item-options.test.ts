import { describe, expect, it } from 'vitest'
import { perItemOptionsPlugin } from './per-item-options'

describe('perItemOptionsPlugin', () => {
  it('turns a list of per-item values into the callback chart.js resolves per item', () => {
    const dataset: Record<string, unknown> = { perItem: { colorFrom: ['#111111', '#222222'] } }
    perItemOptionsPlugin.beforeUpdate({ data: { datasets: [dataset, { label: 'untouched' }] } })
    const colourOf = dataset.colorFrom as (context: { dataIndex: number }) => string
    expect([colourOf({ dataIndex: 0 }), colourOf({ dataIndex: 1 })]).toEqual(['#111111', '#222222'])
  })

  it('gives a treemap rectangle the value of its top-level group at its depth', () => {
    const dataset: Record<string, unknown> = {
      perTopGroup: { backgroundColor: { A: ['#aa0000', '#ff0000'], 'A.b': ['#00aa00'] } },
    }
    perItemOptionsPlugin.beforeUpdate({ data: { datasets: [dataset] } })
    const colourOf = dataset.backgroundColor as (context: unknown) => string
    const at = (path: string, l: number) => colourOf({ dataIndex: 0, raw: { l, _data: { path } } })
    expect([at('A', 0), at('A.x', 1), at('A.b.c', 2), at('C', 0)]).toEqual(['#aa0000', '#ff0000', '#00aa00', undefined])
  })
})
