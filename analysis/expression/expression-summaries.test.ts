import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readFeatureTable } from '../io/feature-table/read'
import { logCpm } from './log-cpm'
import { samplePca } from './sample-pca'

const reference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/expression-summaries/marioni.json', import.meta.url), 'utf8'),
) as {
  samples: string[]
  normFactors: number[]
  logCpmFirstGene: number[]
  logCpmGene100: number[]
  topGenes: string[]
  proportionExplained: number[]
  pc1: number[]
  pc2: number[]
}

async function marioni() {
  const bytes = readFileSync(new URL('../../db/seed/data/rnaseq-marioni/marioni.counts.tsv', import.meta.url))
  return readFeatureTable(bytes, { fileName: 'marioni.counts.tsv' })
}

function expectClose(actual: ArrayLike<number>, expected: readonly number[], relative: number) {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((value, i) =>
    expect(Math.abs(actual[i] - value)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(value))),
  )
}

describe('log-CPM and the sample PCA of the Marioni counts, as edgeR 3.40 and DESeq2 plotPCA (generate.R)', () => {
  it('gives cpm(y, log = TRUE) with the TMM factors to 1e-12', async () => {
    const counts = await marioni()
    expect(counts.sampleIds).toEqual(reference.samples)
    const values = logCpm(counts, reference.normFactors)
    expectClose(
      values.map((row) => row[0]),
      reference.logCpmFirstGene,
      1e-12,
    )
    expectClose(
      values.map((row) => row[99]),
      reference.logCpmGene100,
      1e-12,
    )
  })

  it('finds the 500 most variable genes and their PCA as prcomp (signs aside) to 1e-9', async () => {
    const counts = await marioni()
    const values = logCpm(counts, reference.normFactors)
    const result = samplePca(values, counts.sampleIds, counts.featureIds)
    expect(result.genes.slice(0, 10).map((g) => counts.featureIds[g])).toEqual(reference.topGenes)
    expectClose(Array.from(result.proportionExplained).slice(0, 2), reference.proportionExplained, 1e-9)
    expectClose(
      result.coordinates.map((point) => Math.abs(point[0])),
      reference.pc1.map(Math.abs),
      1e-9,
    )
    expectClose(
      result.coordinates.map((point) => Math.abs(point[1])),
      reference.pc2.map(Math.abs),
      1e-9,
    )
  })
})
