import { describe, expect, it } from 'vitest'
import { demoInput, rendered } from '../../kit/test-support'
import { methodsReference } from '../methods-test-support'
import { column, expectClose, tableById } from '../test-support'
import { coreMicrobiomeExecutor } from './executor'

const reference = methodsReference.core

describe('core microbiome (demo: genera of 2,000 Global Patterns OTUs, by SampleType)', () => {
  it('gives every genus the prevalence of R over all samples and in each SampleType, and the core above 50 %', async () => {
    const result = rendered(await coreMicrobiomeExecutor(demoInput('CoreMicrobiome')))
    const table = tableById(result.tables, 'core-prevalence')
    const lineages = column(table, 'Lineage') as string[]
    expect([...lineages].sort()).toEqual([...reference.lineages].sort())
    const overall = column(table, 'Prevalence in all samples (%)')
    lineages.forEach((lineage, row) => {
      const k = reference.lineages.indexOf(lineage)
      expectClose(overall[row], 100 * reference.prevalence[k], 1e-12)
      reference.groups.forEach((group, g) =>
        expectClose(column(table, `Prevalence in ${group} (%)`)[row], 100 * reference.groupPrevalence[g][k], 1e-12),
      )
    })
    const core = lineages.filter((_, row) => column(table, 'Core (all samples)')[row] === 'yes')
    expect(core.sort()).toEqual([...reference.members].sort())
    const groups = tableById(result.tables, 'core-groups')
    expect(column(groups, 'Core members')).toEqual([reference.members.length, ...reference.groupMemberCounts])
    expect(result.notes[0]).toBe(
      `${reference.members.length} of ${reference.genera} genus-level taxa have a relative abundance above 0.1% in more than 50% of the 26 samples: the core.`,
    )
  })

  it('maps the prevalence of the core genera at ten detection thresholds from 0.01 % to 10 %', async () => {
    const result = rendered(await coreMicrobiomeExecutor(demoInput('CoreMicrobiome')))
    const [chart] = result.charts
    expect(chart.type).toBe('matrix')
    const scales = (chart.options as { scales: Record<string, { labels: string[] }> }).scales
    expect(scales.columnLabels.labels).toEqual([
      '0.01%',
      '0.022%',
      '0.046%',
      '0.1%',
      '0.22%',
      '0.46%',
      '1%',
      '2.2%',
      '4.6%',
      '10%',
    ])
    expect(scales.rowLabels.labels).toHaveLength(reference.members.length)
    const cells = (chart.data.datasets as { data: { x: number; y: number; v: number }[] }[])[0].data
    const table = tableById(result.tables, 'core-prevalence')
    const topLineage = column(table, 'Lineage')[0] as string
    const k = reference.members.indexOf(topLineage)
    const topRow = cells
      .filter((point) => point.y === 0)
      .sort((a, b) => a.x - b.x)
      .map((point) => point.v)
    topRow.forEach((v, x) => expectClose(v, 100 * reference.grid[k][x], 1e-12))
  })

  it('finds no core at a 99 % prevalence over a 10 % detection threshold and says so', async () => {
    const result = rendered(
      await coreMicrobiomeExecutor(demoInput('CoreMicrobiome', { params: { detection: 10, prevalence: 99 } })),
    )
    expect(result.notes).toContain(
      'No feature is core at these thresholds; the heatmap shows the most prevalent features.',
    )
  })
})
