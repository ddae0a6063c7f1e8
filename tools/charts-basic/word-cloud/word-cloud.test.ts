import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { wordCloudExecutor } from './executor'

const reference = moreChartsReference.wordCloud as { words: string[]; sqrtSizes: number[]; linearSizes: number[] }

describe('WordCloud of the Global Patterns genera', () => {
  it('sizes each genus as scales::rescale(sqrt(reads)) does, and draws it as PNG', async () => {
    const result = rendered(await wordCloudExecutor(demoInput('WordCloud')))
    const [chart] = result.charts
    expect(chart.type).toBe('wordCloud')
    expect((chart.data as { labels: string[] }).labels).toEqual(reference.words)
    const sizes = datasetsOf(chart)[0].data as number[]
    reference.sqrtSizes.forEach((size, i) => expectClose(sizes[i], size, 0.05))
    expect(result.tables[0].rows[0]).toEqual(['Bacteroides', 2611829, 56])
    expect(result.notes[0]).toBe(
      '80 words (the most frequent of 80 distinct ones), font sizes from 11 to 56 px by the square root of the frequency.',
    )
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
    // The renderer lends the word cloud a document only while it is laid out.
    expect('document' in globalThis).toBe(false)
  })

  it('scales linearly when asked', async () => {
    const result = rendered(await wordCloudExecutor(demoInput('WordCloud', { params: { scaling: 'linear' } })))
    const sizes = datasetsOf(result.charts[0])[0].data as number[]
    reference.linearSizes.forEach((size, i) => expectClose(sizes[i], size, 0.05))
  })

  it('adds up repeated words and draws Chinese words with the bundled font', async () => {
    const table = '词\n微生物\n基因\n微生物\n测序\n微生物\n基因\n'
    const result = rendered(
      await wordCloudExecutor(demoInput('WordCloud', { table, params: { word_column: '词', frequency_column: '' } })),
    )
    expect(result.tables[0].rows).toEqual([
      ['微生物', 3, 56],
      ['基因', 2, expect.any(Number)],
      ['测序', 1, 11],
    ])
    expect(renderChartPng(result.charts[0], 1).byteLength).toBeGreaterThan(5000)
  })
})
