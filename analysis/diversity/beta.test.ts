import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  DIVERSITY_FIXTURES,
  expectRelativelyClose,
  readFixtureTable,
  readJson,
} from '../../tests/fixtures/analysis/diversity/helpers'
import { AnalysisInputError } from '../errors'
import { fromFeatureRows, type FeatureTable } from '../feature-table'
import { WORKER_FALLBACK_WARNING } from '../parallel'
import { BETA_METRICS, betaDiversity, betaDiversityParallel, type BetaMetric } from './beta'

type VeganReference = Record<
  'global_patterns' | 'dune' | 'bci',
  { samples: string[]; beta: Record<BetaMetric, number[]> }
>
const reference = readJson<VeganReference>(`${DIVERSITY_FIXTURES}/vegan-reference.json`)

function tableOfSamples(sampleRows: number[][]): FeatureTable {
  const sampleIds = sampleRows.map((_, s) => `s${s}`)
  const featureIds = sampleRows[0].map((_, f) => `f${f}`)
  return fromFeatureRows(
    sampleIds,
    featureIds,
    featureIds.map((_, f) => sampleRows.map((row) => row[f])),
  )
}

/** Each metric from its textbook definition, one pair at a time. */
function naiveDistance(metric: BetaMetric, x: ArrayLike<number>, y: ArrayLike<number>): number {
  const xs = Array.from(x)
  const ys = Array.from(y)
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  switch (metric) {
    case 'braycurtis':
      return sum(xs.map((v, f) => Math.abs(v - ys[f]))) / sum(xs.map((v, f) => v + ys[f]))
    case 'jaccard': {
      const both = xs.filter((v, f) => v > 0 && ys[f] > 0).length
      const either = xs.filter((v, f) => v > 0 || ys[f] > 0).length
      return 1 - both / either
    }
    case 'euclidean':
      return Math.sqrt(sum(xs.map((v, f) => (v - ys[f]) ** 2)))
    case 'hellinger': {
      const tx = sum(xs)
      const ty = sum(ys)
      return Math.sqrt(sum(xs.map((v, f) => (Math.sqrt(v / tx) - Math.sqrt(ys[f] / ty)) ** 2)))
    }
    case 'aitchison': {
      const clr = (values: number[]) => {
        const logs = values.map((v) => Math.log(v + 1))
        const mean = sum(logs) / logs.length
        return logs.map((v) => v - mean)
      }
      const [cx, cy] = [clr(xs), clr(ys)]
      return Math.sqrt(sum(cx.map((v, f) => (v - cy[f]) ** 2)))
    }
    case 'robust_aitchison': {
      const rclr = (values: number[]) => {
        const logs = values.filter((v) => v > 0).map(Math.log)
        const mean = sum(logs) / logs.length
        return values.map((v) => (v > 0 ? Math.log(v) - mean : 0))
      }
      const [rx, ry] = [rclr(xs), rclr(ys)]
      return Math.sqrt(sum(rx.map((v, f) => (v - ry[f]) ** 2)))
    }
  }
}

const countMatrix = fc
  .tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 12 }))
  .chain(([samples, features]) =>
    fc.array(
      fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 1000 })), {
        minLength: features,
        maxLength: features,
      }),
      {
        minLength: samples,
        maxLength: samples,
      },
    ),
  )
  // Bray-Curtis, Jaccard and Hellinger are undefined for a sample without counts.
  .filter((rows) => rows.every((row) => row.some((value) => value > 0)))

describe('betaDiversity against vegan', () => {
  const tables: Partial<Record<keyof VeganReference, FeatureTable>> = {}
  beforeAll(async () => {
    tables.global_patterns = await readFixtureTable(`${DIVERSITY_FIXTURES}/global-patterns/otu_table.tsv`)
    tables.dune = await readFixtureTable(`${DIVERSITY_FIXTURES}/dune.tsv`)
    tables.bci = await readFixtureTable(`${DIVERSITY_FIXTURES}/bci.tsv`)
  })

  for (const name of ['global_patterns', 'dune', 'bci'] as const) {
    it.each(BETA_METRICS)(`matches vegdist on ${name}: %s to 1e-9`, (metric) => {
      const table = tables[name] as FeatureTable
      const matrix = betaDiversity(table, metric)
      expect(matrix.ids).toEqual(reference[name].samples)
      expectRelativelyClose(matrix.condensed, reference[name].beta[metric], 1e-9)
    })
  }
})

describe('betaDiversity properties', () => {
  it('agrees with the per-pair definition of every metric', () => {
    fc.assert(
      fc.property(countMatrix, (rows) => {
        const table = tableOfSamples(rows)
        for (const metric of BETA_METRICS) {
          const expected: number[] = []
          for (let i = 0; i < rows.length; i++)
            for (let j = i + 1; j < rows.length; j++) expected.push(naiveDistance(metric, rows[i], rows[j]))
          const actual = betaDiversity(table, metric).condensed
          expected.forEach((value, k) => expect(actual[k]).toBeCloseTo(value, 9))
        }
      }),
    )
  })

  it('keeps Bray-Curtis in [0, 1], symmetric, and 0 between identical samples', () => {
    fc.assert(
      fc.property(countMatrix, (rows) => {
        const withCopy = [...rows, rows[0]]
        const forward = betaDiversity(tableOfSamples(withCopy), 'braycurtis')
        const reversed = betaDiversity(tableOfSamples([...withCopy].reverse()), 'braycurtis')
        const n = withCopy.length
        let k = 0
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++, k++) {
            const distance = forward.condensed[k]
            expect(distance).toBeGreaterThanOrEqual(0)
            expect(distance).toBeLessThanOrEqual(1)
            // Pair (i, j) of the reversed table is the pair (n-1-j, n-1-i) of the original.
            const a = n - 1 - j
            const b = n - 1 - i
            expect(reversed.condensed[n * a - (a * (a + 1)) / 2 + (b - a - 1)]).toBe(distance)
          }
        }
        expect(forward.condensed[n - 2]).toBe(0)
      }),
    )
  })

  it('gives 1 between samples without shared features and 0 Jaccard for the same features at other abundances', () => {
    const table = tableOfSamples([
      [5, 0, 1],
      [0, 9, 0],
      [50, 0, 2],
    ])
    expect(Array.from(betaDiversity(table, 'braycurtis').condensed.subarray(0, 2))).toEqual([1, 46 / 58])
    expect(Array.from(betaDiversity(table, 'jaccard').condensed)).toEqual([1, 0, 1])
  })

  it('rejects samples without counts for the metrics that divide by them, and negative counts', () => {
    const table = tableOfSamples([
      [1, 2],
      [0, 0],
    ])
    for (const metric of ['braycurtis', 'jaccard', 'hellinger'] as const) {
      expect(() => betaDiversity(table, metric)).toThrow(AnalysisInputError)
      expect(() => betaDiversity(table, metric)).toThrow(/"s1"/)
    }
    expect(Array.from(betaDiversity(table, 'euclidean').condensed)).toEqual([Math.sqrt(5)])
    // Euclidean takes any real values, such as centred log-ratios.
    expect(
      Array.from(
        betaDiversity(
          tableOfSamples([
            [1, -2],
            [1, 1],
          ]),
          'euclidean',
        ).condensed,
      ),
    ).toEqual([3])
    expect(() =>
      betaDiversity(
        tableOfSamples([
          [1, -2],
          [1, 1],
        ]),
        'braycurtis',
      ),
    ).toThrow(/-2/)
    expect(() => betaDiversity(table, 'unifrac' as BetaMetric)).toThrow(AnalysisInputError)
  })
})

describe('betaDiversityParallel', () => {
  it('returns the same matrix as betaDiversity in this process (workers or fallback)', async () => {
    const table = await readFixtureTable(`${DIVERSITY_FIXTURES}/global-patterns/otu_table.tsv`)
    // Repeat the samples so that the work crosses the threshold for starting workers.
    const copies = 12
    const counts = new Float64Array(table.counts.length * copies)
    for (let c = 0; c < copies; c++) counts.set(table.counts, c * table.counts.length)
    const large: FeatureTable = {
      sampleIds: Array.from(
        { length: table.sampleIds.length * copies },
        (_, s) => `${table.sampleIds[s % table.sampleIds.length]}-${s}`,
      ),
      featureIds: table.featureIds,
      counts,
    }
    const emitWarning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined)
    for (const metric of BETA_METRICS) {
      const parallel = await betaDiversityParallel(large, metric)
      expect(parallel).toEqual(betaDiversity(large, metric))
    }
    // The only warning a fallback may give is the one that says the job ran on this thread.
    for (const [, warningOptions] of emitWarning.mock.calls)
      expect(warningOptions).toEqual({ code: WORKER_FALLBACK_WARNING })
    emitWarning.mockRestore()
  })

  it('reproduces the single-thread matrices bit for bit in worker threads (under tsx)', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', `${DIVERSITY_FIXTURES}/beta-workers-check.ts`], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(JSON.parse(output)).toEqual(Object.fromEntries(BETA_METRICS.map((metric) => [metric, true])))
  })
})
