import { describe, expect, it } from 'vitest'
import { ToolRunError } from '../../kit/types'
import { violinPlotExecutor } from './executor'
import { demoInput, runFailure } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

interface Violin {
  min: number
  max: number
  median: number
  coords: { v: number; estimate: number }[]
}

describe('ViolinPlot on the chickwts demo', () => {
  it("estimates each feed's density with R's bw.nrd0 between its minimum and maximum", async () => {
    const result = await violinPlotExecutor(demoInput('ViolinPlot'))
    const [chart] = result.charts
    expect(chart.type).toBe('violin')
    // Feeds in the order they first occur in chickwts.
    expect((chart.data as { labels: string[] }).labels).toEqual([
      'horsebean',
      'linseed',
      'soybean',
      'sunflower',
      'meatmeal',
      'casein',
    ])
    const [violins, boxes] = datasetsOf(chart)
    const casein = (violins.data as Violin[])[5]
    // R: x <- chickwts$weight[chickwts$feed == "casein"]; range(x) = 216 404; median(x) = 342.
    expect([casein.min, casein.max, casein.median]).toEqual([216, 404, 342])
    expect(casein.coords).toHaveLength(100)
    expect(casein.coords[0].v).toBe(216)
    expect(casein.coords[99].v).toBe(404)
    // R: d <- density(x, from = 216, to = 404, n = 100); d$x[50] = 309.050505050505,
    //    d$y[c(1, 50, 100)] = 0.00248020038662847 0.00408338223562424 0.00401371402121548.
    expectClose(casein.coords[49].v, 309.050505050505, 1e-10)
    expectClose(casein.coords[0].estimate, 0.00248020038662847, 1e-15)
    expectClose(casein.coords[49].estimate, 0.00408338223562424, 1e-15)
    expectClose(casein.coords[99].estimate, 0.00401371402121548, 1e-15)
    // The inner box plot is drawn centred on the violin.
    expect(boxes).toMatchObject({ type: 'boxplot', grouped: false })
    // R: sapply(split(chickwts$weight, chickwts$feed), bw.nrd0): casein 35.27933, horsebean 16.63326.
    const bandwidths = Object.fromEntries(result.tables[0].rows.map((row) => [row[0], row[2] as number]))
    expectClose(bandwidths.casein, 35.27933, 1e-5)
    expectClose(bandwidths.horsebean, 16.63326, 1e-5)
    expect(result.tables[0].rows[0]).toEqual(['horsebean', 10, expect.any(Number), 108, 136, 151.5, 179, 227])
  })

  it('refuses a group with a single value, which has no density', async () => {
    const table = 'feed\tweight\ncasein\t368\ncasein\t390\nlinseed\t141\n'
    expect(() => violinPlotExecutor(demoInput('ViolinPlot', { table }))).toThrow(ToolRunError)
    expect((await runFailure(() => violinPlotExecutor(demoInput('ViolinPlot', { table })))).text).toBe(
      'Group linseed has fewer than 2 values: no density can be estimated.',
    )
  })
})
