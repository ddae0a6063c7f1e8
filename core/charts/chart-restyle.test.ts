import { describe, expect, it } from 'vitest'
import { chartAxisTitles, chartStyleParams, readChartStyle, restyleChart } from './chart-restyle'
import type { DrawnChartSpec } from './chart-spec'

const bars: DrawnChartSpec = {
  id: 'bars',
  title: 'Shannon index',
  type: 'bar',
  width: 800,
  height: 480,
  data: {
    labels: ['a', 'b', 'c'],
    datasets: [
      { label: 'Gut', data: [1, 2, 3], backgroundColor: '#4e79a7', borderColor: '#4e79a7' },
      { label: 'Soil', data: [3, 2, 1], backgroundColor: ['#f28e2bcc', '#c7c7c7', '#f28e2bcc'] },
    ],
  },
  options: {
    plugins: { title: { display: true, text: 'Shannon index', font: { size: 16 } } },
    scales: { x: { title: { display: true, text: 'Sample' } }, y: { title: { display: true, text: 'H′' } } },
  },
}

describe('restyleChart', () => {
  it('changes title, axis titles, size and palette on a copy, keeping shared colours shared, greys grey and alpha', () => {
    const styled = restyleChart(bars, {
      title: 'Diversity',
      xLabel: 'Site',
      yLabel: 'Shannon',
      palette: 'okabe_ito',
      width: 1200,
      height: 600,
    })
    expect(styled).toMatchObject({ title: 'Diversity', width: 1200, height: 600 })
    expect(chartAxisTitles(styled)).toEqual({ xLabel: 'Site', yLabel: 'Shannon' })
    expect((styled.options!.plugins as { title: { text: string } }).title.text).toBe('Diversity')
    const [gut, soil] = (styled.data as { datasets: { backgroundColor: unknown; borderColor?: unknown }[] }).datasets
    expect(gut).toMatchObject({ backgroundColor: '#0072b2', borderColor: '#0072b2' })
    expect(soil.backgroundColor).toEqual(['#e69f00cc', '#c7c7c7', '#e69f00cc'])
    // The stored chart is untouched.
    expect(chartAxisTitles(bars)).toEqual({ xLabel: 'Sample', yLabel: 'H′' })
    expect(bars.width).toBe(800)
  })

  it('scales every text with the font size: its own sizes in proportion, the default ones to the size', () => {
    const styled = restyleChart(bars, { fontSize: 18 })
    const options = styled.options as Record<string, Record<string, Record<string, unknown>>>
    expect(options.plugins.title.font).toEqual({ size: 24 })
    expect(options.plugins.legend.labels).toEqual({ font: { size: 18 } })
    expect(options.scales.x.ticks).toEqual({ font: { size: 18 } })
  })

  it('leaves a chart coloured by value (a heatmap) in its colours', () => {
    const cells = Array.from({ length: 100 }, (_, i) => `#${(i * 2).toString(16).padStart(2, '0')}30c0`)
    const heatmap: DrawnChartSpec = {
      ...bars,
      type: 'matrix',
      data: { datasets: [{ data: [], backgroundColor: cells }] },
    }
    const styled = restyleChart(heatmap, { palette: 'dark' })
    expect((styled.data as { datasets: { backgroundColor: string[] }[] }).datasets[0].backgroundColor).toEqual(cells)
  })
})

describe('a style in a query', () => {
  it('keeps the valid fields, drops the rest, and writes them back in a fixed order', () => {
    const search = new URLSearchParams(
      'c1.width=5000&c1.title=%20My%20chart%20&c1.palette=pastel&c1.fontSize=14&c1.xLabel=&c0.title=x',
    )
    const style = readChartStyle(search, 'c1.')
    expect(style).toEqual({ title: 'My chart', palette: 'pastel', fontSize: 14 })
    expect(chartStyleParams(style)).toEqual([
      ['title', 'My chart'],
      ['palette', 'pastel'],
      ['fontSize', '14'],
    ])
  })
})
