import { describe, expect, it } from 'vitest'
import { ordinationScatter } from '../tools/microbiome/ordination-chart'
import type { ChartSpec } from './charts/chart-spec'
import {
  displayNameChartStorageKey,
  displayNamesFingerprint,
  renameSamples,
  renameSamplesInChart,
  renameSamplesInTable,
} from './sample-display-names'
import type { StoredToolResult } from './tool-results'

const names = new Map([
  ['CL3', 'Soil-Calhoun'],
  ['M11Fcsw', 'Gut-M11'],
])

const alphaBars: ChartSpec = {
  id: 'shannon',
  title: 'Shannon',
  type: 'bar',
  data: {
    labels: ['CL3', 'CC1', 'M11Fcsw'],
    datasets: [{ label: 'Shannon', data: [5.2, 5.9, 2.1], backgroundColor: '#4e79a7' }],
  },
  options: { scales: { x: { title: { display: true, text: 'Sample' } } } },
  width: 800,
  height: 500,
}

describe('renameSamplesInChart', () => {
  it('shows display names for category labels and leaves every other string as it is', () => {
    const renamed = renameSamplesInChart(alphaBars, names)
    expect(renamed.data.labels).toEqual(['Soil-Calhoun', 'CC1', 'Gut-M11'])
    expect(renamed.data.datasets).toEqual(alphaBars.data.datasets)
    expect(renamed.options).toBe(alphaBars.options)
    // The stored spec is not touched: results stay as computed.
    expect(alphaBars.data.labels).toEqual(['CL3', 'CC1', 'M11Fcsw'])
  })

  it('renames the sample labels of a real PCoA scatter (annotation labels) but not its groups or annotation ids', () => {
    const spec = ordinationScatter({
      id: 'pcoa',
      title: 'PCoA',
      sampleIds: ['CL3', 'M11Fcsw', 'CC1'],
      points: [
        [0.1, 0.2],
        [-0.3, 0.1],
        [0.2, -0.4],
      ],
      grouping: {
        column: 'SampleType',
        groups: ['Soil', 'Feces'],
        grouping: ['Soil', 'Feces', 'Soil'],
        ungroupedSampleIds: [],
      },
      axisTitles: ['PC1 (40%)', 'PC2 (20%)'],
      showLabels: true,
    })
    const renamed = renameSamplesInChart(spec, names)
    const annotations = (
      renamed.options!.plugins as { annotation: { annotations: Record<string, { content: string }> } }
    ).annotation.annotations
    expect(Object.keys(annotations)).toEqual(['sample-0', 'sample-1', 'sample-2'])
    expect(Object.values(annotations).map((label) => label.content)).toEqual(['Soil-Calhoun', 'Gut-M11', 'CC1'])
    expect((renamed.data.datasets as { label: string }[]).map((dataset) => dataset.label)).toEqual(['Soil', 'Feces'])
  })

  it('renames dataset labels, point labels and matrix cells that are sample names', () => {
    const spec: ChartSpec = {
      id: 'heat',
      title: 'Heatmap',
      type: 'matrix',
      data: {
        datasets: [
          { label: 'CL3', data: [{ x: 'CL3', y: 'Bacteroides', v: 3 }] },
          { label: 'Bacteroides', data: [{ x: 'CC1', y: 'M11Fcsw', v: 1 }] },
        ],
      },
      options: { scales: { x: { type: 'category', labels: ['CL3', 'CC1'] } } },
      width: 600,
      height: 400,
    }
    const renamed = renameSamplesInChart(spec, names)
    expect(renamed.data.datasets).toEqual([
      { label: 'Soil-Calhoun', data: [{ x: 'Soil-Calhoun', y: 'Bacteroides', v: 3 }] },
      { label: 'Bacteroides', data: [{ x: 'CC1', y: 'Gut-M11', v: 1 }] },
    ])
    expect(renamed.options).toEqual({ scales: { x: { type: 'category', labels: ['Soil-Calhoun', 'CC1'] } } })
  })

  it('only renames exact matches, and gives back the same spec when it names no renamed sample', () => {
    const spec: ChartSpec = { ...alphaBars, data: { labels: ['CL30', 'cl3', 'M11Fcsw x'], datasets: [] } }
    expect(renameSamplesInChart(spec, names)).toBe(spec)
    expect(renameSamplesInChart(alphaBars, new Map())).toBe(alphaBars)
  })
})

describe('renameSamplesInTable and renameSamples', () => {
  const table = {
    id: 'distances',
    title: 'Bray-Curtis',
    columns: ['sample', 'CL3', 'M11Fcsw'],
    rows: [
      ['CL3', 0, 0.8],
      ['M11Fcsw', 0.8, 0],
      ['total', null, 12],
    ],
    rowCount: 3,
    fileName: 'distances.tsv',
  }

  it('renames headers and cells equal to a sample name, not numbers, nulls or other text', () => {
    const renamed = renameSamplesInTable(table, names)
    expect(renamed.columns).toEqual(['sample', 'Soil-Calhoun', 'Gut-M11'])
    expect(renamed.rows).toEqual([
      ['Soil-Calhoun', 0, 0.8],
      ['Gut-M11', 0.8, 0],
      ['total', null, 12],
    ])
    expect(renamed.fileName).toBe('distances.tsv')
    expect(table.rows[0][0]).toBe('CL3')
  })

  it('maps every chart and table of a result, and keeps notes, files and untouched charts as they are', () => {
    const result: StoredToolResult = {
      charts: [
        { spec: alphaBars, pngFileName: 'shannon.png' },
        { spec: { ...alphaBars, id: 'groups', data: { labels: ['Soil', 'Feces'] } }, pngFileName: 'groups.png' },
      ],
      tables: [table],
      notes: ['CL3'],
      files: [],
    }
    const renamed = renameSamples(result, names)
    expect(renamed.charts[0].spec.data.labels).toEqual(['Soil-Calhoun', 'CC1', 'Gut-M11'])
    expect(renamed.charts[0].pngFileName).toBe('shannon.png')
    expect(renamed.charts[1]).toBe(result.charts[1])
    expect(renamed.tables[0].columns[1]).toBe('Soil-Calhoun')
    expect(renamed.notes).toEqual(['CL3'])
    expect(renameSamples(result, new Map())).toBe(result)
  })
})

describe('displayNamesFingerprint', () => {
  it('depends on the names, not on the order they were read in', () => {
    const reversed = new Map([...names].reverse())
    expect(displayNamesFingerprint(reversed)).toBe(displayNamesFingerprint(names))
    expect(displayNamesFingerprint(new Map([['CL3', 'Soil-Calhoun']]))).not.toBe(displayNamesFingerprint(names))
    expect(displayNamesFingerprint(names)).toMatch(/^[0-9a-f]{16}$/)
  })

  it('names the stored PNG after the chart and the names it was drawn with', () => {
    expect(displayNameChartStorageKey('projects/80-1/A1', 'T9', 'pcoa.png', 'abc')).toBe(
      'projects/80-1/A1/display-names/T9/pcoa.abc.png',
    )
  })
})
