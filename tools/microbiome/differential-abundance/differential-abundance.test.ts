import { describe, expect, it } from 'vitest'
import { demoInput, demoText, rendered } from '../../kit/test-support'
import { differentialAbundanceExecutor } from './executor'
import { formatNumber } from '../../kit/chart-style'
import { groupsReference } from '../groups-test-support'
import { NUMBER_STYLE } from '../shared'
import { column, expectClose, tableById } from '../test-support'

describe('differential abundance (demo: genera of 2,000 Global Patterns OTUs by SampleType)', () => {
  it('gives every genus the Kruskal-Wallis p and BH q of R, sorted by q', async () => {
    const result = rendered(await differentialAbundanceExecutor(demoInput('DifferentialAbundance')))
    const table = tableById(result.tables, 'differential-abundance')
    const expected = groupsReference.differential
    const tested = expected.lineages.filter((_, k) => expected.p[k] !== null)
    const lineages = column(table, 'Lineage') as string[]
    expect([...lineages].sort()).toEqual([...tested].sort())
    const referenceOf = new Map(expected.lineages.map((lineage, k) => [lineage, k]))
    const p = column(table, 'p')
    const q = column(table, 'q (BH)') as number[]
    lineages.forEach((lineage, row) => {
      const k = referenceOf.get(lineage) as number
      expectClose(p[row], expected.p[k], 1e-9)
      expectClose(q[row], expected.q[k], 1e-9)
    })
    expect(q).toEqual([...q].sort((a, b) => a - b))
    expect(result.notes[0]).toBe(
      `${tested.length} genus-level taxa tested between the 9 groups of "SampleType" by Kruskal-Wallis; ${expected.significant} have a BH-adjusted q < 0.05.`,
    )
    // Every genus of the 2,000 most abundant OTUs has reads, so none is untestable.
    expect(tested).toHaveLength(expected.genera)
  })

  it('reports the mean relative abundance of each group and the group where it is highest', async () => {
    const result = rendered(await differentialAbundanceExecutor(demoInput('DifferentialAbundance')))
    const table = tableById(result.tables, 'differential-abundance')
    const expected = groupsReference.differential
    const lineages = column(table, 'Lineage') as string[]
    expected.lineages.slice(0, 20).forEach((lineage, k) => {
      const row = lineages.indexOf(lineage)
      expected.groups.forEach((group, g) =>
        expectClose(column(table, `${group} mean relative abundance (%)`)[row], 100 * expected.groupMeans[k][g], 1e-9),
      )
      const highest = expected.groupMeans[k].indexOf(Math.max(...expected.groupMeans[k]))
      expect(column(table, 'Highest in')[row]).toBe(expected.groups[highest])
    })
  })

  it('maps the group means of the 30 smallest q-values, grouped by the group where each is highest', async () => {
    const result = rendered(await differentialAbundanceExecutor(demoInput('DifferentialAbundance')))
    const [chart] = result.charts
    expect(chart.type).toBe('matrix')
    const table = tableById(result.tables, 'differential-abundance')
    const top = column(table, 'Taxon').slice(0, 30)
    const highest = column(table, 'Highest in').slice(0, 30)
    const groups = groupsReference.differential.groups
    const expectedRows = top
      .map((taxon, row) => ({ taxon, group: groups.indexOf(highest[row] as string), row }))
      .sort((a, b) => a.group - b.group || a.row - b.row)
      .map(({ taxon }) => taxon)
    const scales = (chart.options as { scales: Record<string, { labels: string[] }> }).scales
    expect(scales.rowLabels.labels).toEqual(expectedRows)
    expect(scales.columnLabels.labels).toEqual(groups)
    // Each cell is its row's group mean as a z-score: the highest group has the largest value.
    const cells = (chart.data.datasets as { data: { x: number; y: number; v: number }[] }[])[0].data
    expectedRows.forEach((taxon, y) => {
      const rowCells = cells.filter((point) => point.y === y)
      const largest = rowCells.reduce((best, point) => (point.v > best.v ? point : best))
      expect(groups[largest.x]).toBe(highest[top.indexOf(taxon)])
    })
    expect(result.notes).toContain('The heatmap shows the 30 smallest q-values; the table lists every feature.')
  })

  it('draws no heatmap when no feature passes the threshold', async () => {
    const result = rendered(
      await differentialAbundanceExecutor(demoInput('DifferentialAbundance', { params: { q_threshold: 0.0001 } })),
    )
    expect(result.charts).toEqual([])
    expect(result.notes).toContain(
      `No feature has q < 0.0001 (the smallest q is ${formatNumber(Math.min(...(groupsReference.differential.q.filter((q) => q !== null) as number[])), NUMBER_STYLE)}), so no heatmap is drawn.`,
    )
  })

  it('leaves out the samples without a group and says so in Chinese', async () => {
    const metadata = demoText('DifferentialAbundance', 'metadata.tsv').replace(/\tMock\t/g, '\tNA\t')
    const result = rendered(
      await differentialAbundanceExecutor(demoInput('DifferentialAbundance', { files: { metadata } })),
      'zh',
    )
    expect(result.notes).toContain(
      '组间检验未纳入 3 个样本（与 R 相同）：3 个在 "SampleType" 列中没有分组（空、NA、N/A、NaN 或 null）：Even1, Even2, Even3。',
    )
    expect(result.notes[0]).toMatch(/在 "SampleType" 的 8 组间做 Kruskal-Wallis 检验/)
  })
})
