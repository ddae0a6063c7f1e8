import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoFileBytes, demoInput, rendered, runFailure } from '../../kit/test-support'
import { column, expectClose, tableById } from '../test-support'
import { clrDifferentialAbundanceExecutor } from './executor'

/** Written by tests/fixtures/analysis/microbiome/generate-clr-wilcoxon.R (base R 4.2; Debian has no ALDEx2). */
const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/microbiome/clr-wilcoxon.json', import.meta.url), 'utf8'),
) as Record<
  | 'meanReference'
  | 'meanCompared'
  | 'diffBetween'
  | 'diffWithin'
  | 'effect'
  | 'welchP'
  | 'welchQ'
  | 'wilcoxonP'
  | 'wilcoxonQ',
  (number | null)[]
> & { lineages: string[]; referenceSamples: number; comparedSamples: number; wilcoxonSignificant: number }

const TABLE_ID = 'clr-differential-abundance'
const HEADERS = {
  meanReference: 'nonhuman mean CLR (log2)',
  meanCompared: 'human mean CLR (log2)',
  diffBetween: 'diff.btw',
  diffWithin: 'diff.win',
  effect: 'effect',
} as const

async function run(params: Record<string, unknown>, table?: string) {
  return rendered(await clrDifferentialAbundanceExecutor(demoInput('ClrDifferentialAbundance', { params, table })))
}

/** Each column of the result table by feature: OTU id, or the lineage of a taxon. */
function byFeature(result: Awaited<ReturnType<typeof run>>, headers: readonly string[]) {
  const table = tableById(result.tables, TABLE_ID)
  const lineages = column(table, table.columns.includes('OTU/ASV') ? 'OTU/ASV' : 'Lineage') as string[]
  return Object.fromEntries(
    headers.map((header) => {
      const values = column(table, header) as number[]
      return [header, new Map(lineages.map((lineage, row) => [lineage, values[row]]))]
    }),
  )
}

/** The demo's OTUs with reads in every sample, their counts multiplied by `factor`, as a table file. */
function everywherePresentOtus(factor: number): string {
  const lines = new TextDecoder().decode(demoFileBytes('ClrDifferentialAbundance', 'otu_table_taxonomy_top2000.tsv'))
  const [header, ...rows] = lines.trimEnd().split('\n')
  const kept = rows
    .map((row) => row.split('\t'))
    .filter((cells) => cells.slice(1, -1).every((count) => Number(count) > 0))
    .map((cells) => [cells[0], ...cells.slice(1, -1).map((count) => String(Number(count) * factor)), cells.at(-1)])
  return [header, ...kept.map((cells) => cells.join('\t'))].join('\n')
}

describe('CLR differential abundance, point estimate (demo: orders of 2,000 Global Patterns OTUs, human against nonhuman)', () => {
  it('gives every order the CLR means, diff.btw, diff.win, effect, Welch and Wilcoxon p and q of base R', async () => {
    const result = await run({ estimate: 'point', pseudocount: 0.5 })
    const table = tableById(result.tables, TABLE_ID)
    const lineages = column(table, 'Lineage') as string[]
    expect([...lineages].sort()).toEqual([...reference.lineages].sort())
    const checked = {
      ...HEADERS,
      welchP: 'Welch p',
      welchQ: 'Welch q (BH)',
      wilcoxonP: 'Wilcoxon p',
      wilcoxonQ: 'Wilcoxon q (BH)',
    } as const
    for (const [key, header] of Object.entries(checked) as [keyof typeof checked, string][]) {
      const values = column(table, header)
      lineages.forEach((lineage, row) => {
        const expected = reference[key][reference.lineages.indexOf(lineage)]
        // CLR-scale numbers to 1e-10 of max(1, |x|); p and q to 1e-10 relative.
        if (key.endsWith('P') || key.endsWith('Q')) expectClose(values[row], expected, 1e-10)
        else
          expect(Math.abs((values[row] as number) - (expected as number))).toBeLessThanOrEqual(
            1e-10 * Math.max(1, Math.abs(expected as number)),
          )
      })
    }
    // Sorted by the Wilcoxon q, smallest first.
    const q = column(table, 'Wilcoxon q (BH)') as number[]
    expect(q).toEqual([...q].sort((a, b) => a - b))
    expect(result.notes[0]).toMatch(
      new RegExp(
        `^139 order-level taxa, human \\(${reference.comparedSamples} samples\\) against nonhuman \\(${reference.referenceSamples} samples\\): ${reference.wilcoxonSignificant} have Wilcoxon q < 0.05`,
      ),
    )
  })

  it('draws the MW plot (diff.win against diff.btw) and the volcano plot, significant features apart', async () => {
    const result = await run({ estimate: 'point' })
    const [effectPlot, volcano] = result.charts
    const effectSets = effectPlot.data.datasets as { label: string; data: { x: number; y: number }[] }[]
    expect(effectSets.map((set) => set.label)).toEqual(['Significant (Wilcoxon q < 0.05)', 'Not significant'])
    expect(effectSets[0].data).toHaveLength(reference.wilcoxonSignificant)
    const k = reference.wilcoxonQ.indexOf(Math.min(...(reference.wilcoxonQ as number[])))
    const strongest = { x: reference.diffWithin[k] as number, y: reference.diffBetween[k] as number }
    expect(
      effectSets[0].data.some(
        (point) => Math.abs(point.x - strongest.x) < 1e-10 && Math.abs(point.y - strongest.y) < 1e-10,
      ),
    ).toBe(true)
    const volcanoSets = volcano.data.datasets as { label: string; data: unknown[] }[]
    expect(volcanoSets.map((set) => set.label)).toEqual(['Higher in human', 'Lower in human', 'Not significant'])
    const higher = reference.wilcoxonQ.filter(
      (q, f) => (q as number) < 0.05 && (reference.diffBetween[f] as number) > 0,
    )
    expect(volcanoSets[0].data).toHaveLength(higher.length)
  })
})

describe('CLR differential abundance, Monte-Carlo Dirichlet instances (ALDEx2)', () => {
  it('gives the same table for the same seed and another for another seed', async () => {
    const first = await run({ instances: 16, seed: 7 })
    const again = await run({ instances: 16, seed: 7 })
    const other = await run({ instances: 16, seed: 8 })
    const rows = (result: typeof first) => tableById(result.tables, TABLE_ID).rows
    expect(rows(again)).toEqual(rows(first))
    expect(rows(other)).not.toEqual(rows(first))
    expect(first.notes[1]).toBe(
      '16 Monte-Carlo Dirichlet instances (seed 7): p and q are the means (expected values) over the instances; diff.btw, diff.win and the effect are the medians over ALDEx2’s random pairings.',
    )
  })

  it('gives diff.btw and effect the sign of the difference of the group means', async () => {
    const result = await run({})
    const columns = byFeature(result, [HEADERS.meanReference, HEADERS.meanCompared, 'diff.btw', 'effect'])
    let clear = 0
    for (const [lineage, effect] of columns.effect) {
      const meanDifference =
        (columns[HEADERS.meanCompared].get(lineage) as number) - (columns[HEADERS.meanReference].get(lineage) as number)
      // A median of differences may disagree in sign with the difference of means only when both are small.
      if (Math.abs(effect) < 0.5) continue
      clear++
      expect(Math.sign(effect), lineage).toBe(Math.sign(meanDifference))
      expect(Math.sign(columns['diff.btw'].get(lineage) as number), lineage).toBe(Math.sign(meanDifference))
    }
    expect(clear).toBeGreaterThan(20)
  })

  it('approaches the point estimate as the counts grow (the 102 OTUs with reads everywhere, counts × 1,000)', async () => {
    const distance = async (factor: number) => {
      const table = everywherePresentOtus(factor)
      const params = { level: 'feature', instances: 32, seed: 3 }
      const monteCarlo = byFeature(await run(params, table), [HEADERS.meanCompared, 'Welch expected p'])
      const point = byFeature(await run({ ...params, estimate: 'point' }, table), [HEADERS.meanCompared, 'Welch p'])
      let largestLogP = 0
      let largestDifference = 0
      for (const [lineage, p] of monteCarlo['Welch expected p']) {
        largestLogP = Math.max(
          largestLogP,
          Math.abs(Math.log10(p) - Math.log10(point['Welch p'].get(lineage) as number)),
        )
        largestDifference = Math.max(
          largestDifference,
          Math.abs(
            (monteCarlo[HEADERS.meanCompared].get(lineage) as number) -
              (point[HEADERS.meanCompared].get(lineage) as number),
          ),
        )
      }
      return { largestLogP, largestDifference, rows: monteCarlo['Welch expected p'].size }
    }
    const raw = await distance(1)
    const scaled = await distance(1000)
    expect(scaled.rows).toBe(102)
    // With a thousand times the reads, the Dirichlet draws barely move from the counts. (diff.btw is
    // left out: ALDEx2 takes it over random pairings of samples, which stay random however many reads.)
    expect(scaled.largestLogP).toBeLessThan(0.05)
    expect(scaled.largestDifference).toBeLessThan(0.05)
    expect(raw.largestLogP).toBeGreaterThan(4 * scaled.largestLogP)
  })
})

describe('CLR differential abundance: the groups', () => {
  it('asks for the two groups to compare when the column has more than two, and for two samples in each', async () => {
    const many = await runFailure(() =>
      clrDifferentialAbundanceExecutor(
        demoInput('ClrDifferentialAbundance', {
          params: { group_column: 'SampleType', reference_level: '', treatment_level: '' },
        }),
      ),
    )
    expect(many.code).toBe('1001')
    expect(many.text).toMatch(/^Column "SampleType" has 9 groups \("Soil", "Feces", .*\): name the two compared/)
    // One human sample left (M31Fcsw, the fourth): the later ones relabelled nonhuman.
    const metadata = new TextDecoder()
      .decode(demoFileBytes('ClrDifferentialAbundance', 'metadata.tsv'))
      .split('\n')
      .map((line, row) => (row > 4 ? line.replace(/\thuman$/, '\tnonhuman') : line))
      .join('\n')
    const single = await runFailure(() =>
      clrDifferentialAbundanceExecutor(demoInput('ClrDifferentialAbundance', { files: { metadata } })),
    )
    expect(single.text).toBe(
      'Differential abundance by CLR needs at least 2 samples in each group; group "human" has 1.',
    )
  })

  it('compares two of many groups and says how many samples of the others it left out', async () => {
    const result = await run({
      group_column: 'SampleType',
      reference_level: 'Soil',
      treatment_level: 'Feces',
      estimate: 'point',
    })
    expect(result.notes[0]).toMatch(/ Feces \(4 samples\) against Soil \(3 samples\): /)
    expect(result.notes).toContain('19 samples of other groups are not part of the comparison of Feces with Soil.')
  })
})
