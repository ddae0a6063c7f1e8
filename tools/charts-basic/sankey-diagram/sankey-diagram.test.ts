import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { sankeyDiagramExecutor } from './executor'

const reference = moreChartsReference.sankey as {
  from: string[]
  to: string[]
  flow: number[]
  share: number[]
  total: number
}

describe('SankeyDiagram of the Titanic’s class, sex and survival', () => {
  it('adds up the rows of each pair as R’s aggregate does', async () => {
    const result = rendered(await sankeyDiagramExecutor(demoInput('SankeyDiagram')))
    const [chart] = result.charts
    expect(chart.type).toBe('sankey')
    const flows = datasetsOf(chart)[0].data as { from: string; to: string; flow: number }[]
    const key = (from: string, to: string) => `${from} → ${to}`
    const expected = new Map(reference.from.map((from, i) => [key(from, reference.to[i]), i]))
    expect(flows).toHaveLength(reference.flow.length)
    for (const flow of flows) expect(flow.flow).toBe(reference.flow[expected.get(key(flow.from, flow.to))!])
    for (const row of result.tables[0].rows)
      expectClose(row[3] as number, reference.share[expected.get(key(row[0] as string, row[1] as string))!], 1e-9)
    expect(result.notes[0]).toBe(
      `64 rows added up to 12 flows between 8 nodes; ${reference.total} in all. A node is as tall as the larger of its inflow and outflow.`,
    )
    // Each node keeps one colour: Male leaves in the colour it arrives in.
    const dataset = datasetsOf(chart)[0]
    const maleIn = flows.findIndex((flow) => flow.to === 'Male')
    const maleOut = flows.findIndex((flow) => flow.from === 'Male')
    const perItem = dataset.perItem as { colorFrom: string[]; colorTo: string[] }
    expect(perItem.colorTo[maleIn]).toBe(perItem.colorFrom[maleOut])
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('counts rows when there is no flow column, and refuses a loop', async () => {
    const table = 'from\tto\na\tb\na\tb\nb\tc\n'
    const counted = rendered(
      await sankeyDiagramExecutor(demoInput('SankeyDiagram', { table, params: { flow_column: '' } })),
    )
    expect(counted.tables[0].rows).toEqual([
      ['a', 'b', 2, 100],
      ['b', 'c', 1, 100],
    ])
    const loop = 'from\tto\na\tb\nb\tc\nc\ta\n'
    expect(
      (
        await runFailure(() =>
          sankeyDiagramExecutor(demoInput('SankeyDiagram', { table: loop, params: { flow_column: '' } })),
        )
      ).text,
    ).toMatch(/go round in a circle \(a → b → c → a\)/)
  })
})
