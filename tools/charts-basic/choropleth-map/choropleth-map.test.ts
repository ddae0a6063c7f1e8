import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { choroplethMapExecutor } from './executor'

const reference = moreChartsReference.choropleth as {
  countries: string[]
  position: number[]
  min: number
  max: number
}

describe('ChoroplethMap of life expectancy', () => {
  it('matches all 167 countries to the map and places each on the colour scale as scales::rescale does', async () => {
    const result = rendered(await choroplethMapExecutor(demoInput('ChoroplethMap')))
    const [chart] = result.charts
    expect(chart.type).toBe('choropleth')
    const rows = result.tables[0].rows
    expect(rows.map((row) => row[0])).toEqual(reference.countries)
    rows.forEach((row, i) => expectClose(row[3] as number, reference.position[i], 1e-12))
    const features = datasetsOf(chart)[0].data as { feature: { properties: { name: string } }; value: number | null }[]
    expect(features).toHaveLength(177)
    expect(features.find((item) => item.feature.properties.name === 'Japan')!.value).toBe(
      rows.find((row) => row[0] === 'Japan')![2],
    )
    expect(result.notes[0]).toBe(
      `167 countries coloured (values ${reference.min} to ${reference.max}, the colour running linearly over that range); the map’s other 10 countries have no value and are grey.`,
    )
    // The stored chart stays small: coordinates rounded to 0.1°.
    expect(JSON.stringify(chart).length).toBeLessThan(400_000)
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('matches ISO numeric codes, and names the rows it cannot place', async () => {
    const table = 'code\tsamples\n840\t12\n076\t3\nAtlantis\t1\n'
    const result = rendered(
      await choroplethMapExecutor(
        demoInput('ChoroplethMap', { table, params: { country_column: 'code', value_column: 'samples' } }),
      ),
    )
    expect(result.tables[0].rows.map((row) => row[1])).toEqual(['United States of America', 'Brazil'])
    expect(result.notes[1]).toBe('1 rows match no country on the map: Atlantis.')
    const failure = await runFailure(() =>
      choroplethMapExecutor(
        demoInput('ChoroplethMap', { table: 'c\tv\nX\t1\n', params: { country_column: 'c', value_column: 'v' } }),
      ),
    )
    expect(failure.text).toBe('No value of column "c" matches a country name or ISO numeric code of the map.')
  })
})
