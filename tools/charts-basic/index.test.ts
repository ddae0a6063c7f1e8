import { describe, expect, it } from 'vitest'
import { CHART_TYPES } from '../../core/charts/chart-spec'
import { checkDataFileRules, readTableRows } from '../../analysis/io/data-file-rules'
import { renderChartPng } from '../../jobs/render-chart-png'
import { basicChartToolFolders } from './index'
import { demoFileBytes, demoInput, rendered } from '../kit/test-support'

const basicChartTools = basicChartToolFolders.map((folder) => folder.definition)
const executorOf = (scriptClassName: string) =>
  basicChartToolFolders.find((folder) => folder.definition.scriptClassName === scriptClassName)!.executor

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47]

/** JSON values only: no functions, no undefined, no NaN or Infinity (JSON would turn them into null). */
function hasOnlyJsonValues(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(hasOnlyJsonValues)
  if (typeof value === 'object') return Object.values(value as object).every(hasOnlyJsonValues)
  return false
}

describe('the basic chart tools', () => {
  it('are the chart tools in catalogue order, each with its own place', () => {
    expect(basicChartTools.map((tool) => tool.scriptClassName)).toEqual([
      'BarChart',
      'LineChart',
      'ScatterChart',
      'BubbleChart',
      'BoxPlot',
      'ViolinPlot',
      'Histogram',
      'DensityPlot',
      'PieChart',
      'AreaChart',
      'RadarChart',
      'LollipopChart',
      'ErrorBarChart',
      'PolarAreaChart',
      'PercentAreaChart',
      'WaterfallChart',
      'DumbbellPlot',
      'RidgelinePlot',
      'ParallelCoordinates',
      'SankeyDiagram',
      'TreemapChart',
      'CandlestickChart',
      'NetworkGraph',
    ])
    expect(new Set(basicChartTools.map((tool) => tool.sort)).size).toBe(basicChartTools.length)
  })

  it.each(basicChartTools)('$scriptClassName: the demo file passes its own data-file rules', (tool) => {
    const fieldLabels = Object.fromEntries(tool.form.map((field) => [field.key, field.labelEn ?? field.label]))
    for (const setting of tool.dataFiles) {
      const fileName = tool.demo.files[setting.key]
      const rows = readTableRows(
        new TextDecoder().decode(demoFileBytes(tool.scriptClassName, fileName)),
        tool.tableDelimiter ?? 1,
        fileName,
      )
      expect(checkDataFileRules(setting.rules, { fileName, rows, params: tool.demo.params, fieldLabels })).toEqual([])
    }
  })

  it.each(basicChartTools)(
    '$scriptClassName: the demo runs to JSON-only charts that render to PNG in both languages',
    async (tool) => {
      const stored = await executorOf(tool.scriptClassName)(demoInput(tool.scriptClassName))
      expect(hasOnlyJsonValues(stored.charts)).toBe(true)
      const firstNotes: string[] = []
      for (const language of ['zh', 'en'] as const) {
        const result = rendered(stored, language)
        expect(result.charts.length).toBeGreaterThan(0)
        expect(result.notes.length).toBeGreaterThan(0)
        firstNotes.push(result.notes[0])
        for (const chart of result.charts) {
          expect(CHART_TYPES).toContain(chart.type)
          expect(hasOnlyJsonValues(chart)).toBe(true)
          expect(JSON.parse(JSON.stringify(chart))).toEqual(chart)
          const png = renderChartPng(chart, 1)
          expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE)
        }
        for (const table of result.tables) for (const row of table.rows) expect(row).toHaveLength(table.columns.length)
      }
      // The notes are read in the reader's language.
      expect(firstNotes[0]).toMatch(/[\u4e00-\u9fff]/)
      expect(firstNotes[1]).not.toMatch(/[\u4e00-\u9fff]/)
    },
  )

  it('refuses a value column holding text through the data-file rules, naming row and column', () => {
    const tool = basicChartTools.find((candidate) => candidate.scriptClassName === 'BarChart')!
    const rows = readTableRows('SampleType\tFirmicutes\nSoil\t0.64\nFeces\tlots\n', 1, 'bad.tsv')
    const problems = checkDataFileRules(tool.dataFiles[0].rules, {
      fileName: 'bad.tsv',
      rows,
      params: {},
      fieldLabels: {},
    })
    expect(problems).toContainEqual({
      key: 'tools.fileRules.valueNotType',
      values: expect.objectContaining({ row: 3, column: 2, value: 'lots' }),
    })
  })
})
