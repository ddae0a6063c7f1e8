import { numericColumn } from '../../../analysis/io/column-table'
import { rescaleLinearly } from '../../../analysis/stats/rescale'
import { cell, chartSpec, chartTitle, titleOptions } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { commaListOf, readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'
import { worldCountries, type Country } from './world-map'

/** Colour of the countries without a value. */
const NO_VALUE = '#e3e3e3'

/**
 * A world choropleth (chartjs-chart-geo) of one value per country, matched by name or ISO numeric
 * code to Natural Earth's 1:110m countries; the colour runs linearly from the smallest value to the
 * largest, and countries without a value are grey.
 */
export const choroplethMapExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const countryIndex = table.header.indexOf(params.country_column)
  const values = numericColumn(table, params.value_column, { allowMissing: true })
  const countries = worldCountries()
  const byName = new Map(countries.map((country) => [country.name.toLowerCase(), country]))
  const byCode = new Map(countries.flatMap((country) => (country.id ? [[Number(country.id), country] as const] : [])))

  const matched = new Map<Country, { given: string; value: number }>()
  const unmatched: string[] = []
  table.rows.forEach((row, r) => {
    const given = row[countryIndex]?.trim() ?? ''
    if (given === '' || Number.isNaN(values[r])) return
    const country = /^\d+$/.test(given) ? byCode.get(Number(given)) : byName.get(given.toLowerCase())
    if (!country) {
      unmatched.push(given)
      return
    }
    if (matched.has(country))
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.twice({ file: table.fileName ?? '', line: table.lines[r], country: country.name }),
      )
    matched.set(country, { given, value: values[r] })
  })
  if (matched.size === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noneMatched({ column: params.country_column }))
  const entries = [...matched.entries()]
  const positions = rescaleLinearly(
    entries.map(([, { value }]) => value),
    0,
    1,
  )
  const all = entries.map(([, { value }]) => value)
  const [min, max] = [Math.min(...all), Math.max(...all)]

  const title = chartTitle(params.title, text.chartName())
  return {
    charts: [
      chartSpec(
        {
          id: 'choropleth-map',
          title,
          type: 'choropleth',
          data: {
            labels: countries.map((country) => country.name),
            datasets: [
              {
                label: params.value_column,
                data: countries.map((country) => ({
                  feature: country.feature,
                  value: matched.get(country)?.value ?? null,
                })),
                borderColor: '#ffffff',
                borderWidth: 0.5,
              },
            ],
          },
          options: {
            showOutline: true,
            showGraticule: false,
            plugins: {
              ...titleOptions(title, { subtitle: text.colourOf({ what: params.legend_title || params.value_column }) }),
              legend: { display: false },
            },
            scales: {
              projection: { axis: 'x', projection: params.projection },
              color: {
                axis: 'x',
                interpolate: params.colour_scale,
                missing: NO_VALUE,
                legend: { position: 'bottom-left', align: 'right' },
                // The colours run exactly from the smallest value to the largest, as the table's positions say.
                min,
                max,
              },
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'countries',
        title: text.matchedTitle(),
        columns: [params.country_column, text.mapName(), params.value_column, text.position()],
        rows: entries.map(([country, { given, value }], i) => [given, country.name, value, cell(positions[i])]),
      },
    ],
    files: [],
    notes: [
      text.summaryNote({ matched: matched.size, min, max, grey: countries.length - matched.size }),
      ...(unmatched.length > 0 ? [text.unmatchedNote({ count: unmatched.length, names: commaListOf(unmatched) })] : []),
    ],
  }
}
