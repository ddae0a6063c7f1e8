import { describe, expect, it } from 'vitest'
import { ToolRunError } from '../../kit/types'
import { pieChartExecutor } from './executor'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

describe('PieChart on the Global Patterns reads per phylum', () => {
  it('shows the eight largest phyla and the rest as one grey slice, with R’s percentages', async () => {
    const result = await pieChartExecutor(demoInput('PieChart'))
    const [chart] = result.charts
    expect(chart.type).toBe('doughnut')
    // R: r <- read.delim("phylum-reads.tsv"); 100 * r$Reads / sum(r$Reads) (sum 28216678):
    // Proteobacteria 24.356684, Bacteroidetes 20.462820, …, Planctomycetes 0.912265; the 59 smallest
    // add up to 100 − 95.973 = 4.027 (R: 100 * sum(r$Reads[-(1:8)]) / sum(r$Reads)).
    expect(rendered(chart.data as { labels: string[] }).labels).toEqual([
      'Proteobacteria (24.4%)',
      'Bacteroidetes (20.5%)',
      'Cyanobacteria (19.5%)',
      'Firmicutes (17.2%)',
      'Actinobacteria (8.6%)',
      'Verrucomicrobia (2.6%)',
      'Acidobacteria (2.2%)',
      'Planctomycetes (0.9%)',
      '59 others (4.0%)',
    ])
    const percents = result.tables[0].rows.map((row) => row[2] as number)
    ;[24.356684, 20.46282, 19.547755, 17.246233, 8.6008, 2.616566, 2.229898, 0.912265].forEach((percent, i) =>
      expectClose(percents[i], percent, 1e-6),
    )
    expectClose(
      percents[8],
      100 - 24.356684 - 20.46282 - 19.547755 - 17.246233 - 8.6008 - 2.616566 - 2.229898 - 0.912265,
      1e-5,
    )
    const [slices] = datasetsOf(chart)
    expect(slices.data[0]).toBe(6872647)
    expect((slices.backgroundColor as string[]).at(-1)).toBe('#c7c7c7')
    expect(rendered(result.notes[0])).toBe('Total 28216678; 67 parts, the 59 smallest merged into "Others".')
  })

  it('labels in Chinese for a Chinese reader', async () => {
    const [chart] = (await pieChartExecutor(demoInput('PieChart'))).charts
    expect(rendered(chart.data as { labels: string[] }, 'zh').labels.at(-1)).toBe('其他 59 项 (4.0%)')
  })

  it('refuses a negative value, naming its line', async () => {
    const table = 'Phylum\tReads\nFirmicutes\t10\nTenericutes\t-3\n'
    expect(() => pieChartExecutor(demoInput('PieChart', { table }))).toThrow(ToolRunError)
    expect((await runFailure(() => pieChartExecutor(demoInput('PieChart', { table })))).text).toContain(
      'line 3, column "Reads": a pie chart cannot show a negative value (-3).',
    )
  })
})
