import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { inProcessAnalyst } from './analyse-in-process'
import { createExecutorPool } from './executor-pool'
import { writeOtuFilterCache } from './otu-filter-preview'
import { createAnalysisBatch } from '../db/analysis-batches'
import { insertTestTemplate } from '../db/analysis-batches.fixtures'
import { fileStorage } from '../db/file-storage'
import { userIdByEmail } from './run-tool.fixtures'
import { parseFilterParameters } from '../analysis/filter'
import {
  otuFilterCacheFolder,
  previewHash,
  previewRequestKey,
  previewResultKey,
  tableSummaryKey,
  viewerPageKey,
  type OtuFilterPreviewResult,
  type OtuTableSummary,
} from '../core/otu-filter'

const FIXTURES = path.join(__dirname, '..', 'tests', 'fixtures', 'otu-filter')
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)))
const expectedCases = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as {
  name: string
  params: unknown
  expected: Record<string, unknown> & { featuresAfter?: number; removedFeatures: Record<string, number> }
}[]

const SAMPLE_INFO = {
  data: [
    ['sample_id', 'SampleType'],
    ['S1', 'Soil'],
    ['S2', 'Soil'],
    ['S3', 'Soil'],
    ['S4', 'Feces'],
    ['S5', 'Feces'],
  ],
}

const analyst = inProcessAnalyst({})
let batch: { analysisId: string; trackingNumber: string }
let folder: string

const readJson = async <T>(key: string) => JSON.parse(new TextDecoder().decode(await fileStorage().get(key))) as T

beforeAll(async () => {
  const { workflowId } = await insertTestTemplate([])
  batch = await createAnalysisBatch({
    workflowId,
    customerId: await userIdByEmail('customer@example.com'),
    projectName: 'Filter fixture',
    additionalModules: ['otu'],
    groupColumn: 'SampleType',
    sampleInfo: SAMPLE_INFO,
    files: {
      table: { fileName: 'otu_table.tsv', bytes: read('otu_table.tsv') },
      taxonomy: { fileName: 'taxonomy.tsv', bytes: read('taxonomy.tsv') },
    },
  })
  folder = otuFilterCacheFolder(batch.trackingNumber, batch.analysisId)
})

describe('the otu_filter_preview job', () => {
  it('writes the table cache once: header with taxonomy, viewer rows and per-sample totals', async () => {
    expect(await writeOtuFilterCache(batch.analysisId, null, analyst)).toEqual({ table: true, preview: false })
    const summary = await readJson<OtuTableSummary>(tableSummaryKey(folder))
    expect(summary).toMatchObject({
      featureCount: 8,
      sampleIds: ['S1', 'S2', 'S3', 'S4', 'S5'],
      // Column sums of otu_table.tsv, by hand.
      sampleTotals: [83, 33, 28, 36, 6],
      header: ['#OTU ID', 'S1', 'S2', 'S3', 'S4', 'S5', 'taxonomy'],
      rowsShown: 8,
      pageCount: 1,
    })
    const rows = await readJson<string[][]>(viewerPageKey(folder, 1))
    expect(rows[5].slice(0, 6)).toEqual(['f6', '50', '0', '0', '0', '0'])
    expect(rows[5][6]).toContain('Archaea')
    // Nothing left to do: a second run reads nothing.
    expect(await writeOtuFilterCache(batch.analysisId, null, analyst)).toEqual({ table: false, preview: false })
  })

  it.each(expectedCases.map((testCase) => [testCase.name, testCase] as const))(
    'previews "%s" as the independent reference computes it',
    async (_name, testCase) => {
      const params = parseFilterParameters(testCase.params)
      const hash = previewHash(params)
      await fileStorage().put(previewRequestKey(folder, hash), new TextEncoder().encode(JSON.stringify(params)))
      expect((await writeOtuFilterCache(batch.analysisId, hash, analyst)).preview).toBe(true)
      const result = await readJson<OtuFilterPreviewResult>(previewResultKey(folder, hash))
      expect(result.error).toBeNull()
      const summary = result.summary!
      const { removedFeatures, droppedSamples, featuresAfter, ...rest } = testCase.expected
      expect(summary).toMatchObject(rest)
      expect(summary.removedFeatures).toMatchObject(removedFeatures)
      expect(summary.droppedSamples.map(({ sampleId, reads }) => ({ sampleId, reads }))).toEqual(droppedSamples)
      // Which features survive subsampling depends on the random draw; the reference checks only rules 1-3 there.
      if (featuresAfter !== undefined) expect(summary.featuresAfter).toBe(featuresAfter)
    },
  )

  it('reports a taxonomy rule on a table without taxonomy instead of failing', async () => {
    const { workflowId } = await insertTestTemplate([])
    const bare = await createAnalysisBatch({
      workflowId,
      customerId: await userIdByEmail('customer@example.com'),
      projectName: 'No taxonomy',
      groupColumn: 'SampleType',
      sampleInfo: SAMPLE_INFO,
      files: { table: { fileName: 'otu_table.tsv', bytes: read('otu_table.tsv') } },
    })
    const bareFolder = otuFilterCacheFolder(bare.trackingNumber, bare.analysisId)
    const params = parseFilterParameters({
      checked1: true,
      checked1_rules: [{ taxonomy_type: 'Kingdom', taxonomy_value: 'Bacteria' }],
    })
    const hash = previewHash(params)
    await fileStorage().put(previewRequestKey(bareFolder, hash), new TextEncoder().encode(JSON.stringify(params)))
    await writeOtuFilterCache(bare.analysisId, hash, analyst)
    const result = await readJson<OtuFilterPreviewResult>(previewResultKey(bareFolder, hash))
    expect(result).toMatchObject({ summary: null, error: 'otuFilter.jobErrors.filter.taxonomyRulesNeedTaxonomy' })
  })

  it('does nothing for a preview nobody requested', async () => {
    expect(await writeOtuFilterCache(batch.analysisId, 'ffffffffffffffffffff', analyst)).toEqual({
      table: false,
      preview: false,
    })
  })

  it('filters in an executor thread: a preview over the time limit ends with the limit error, not a blocked worker', async () => {
    // 20 samples × 20,000 features: reading and flattening it takes far longer than 10 ms.
    const sampleIds = Array.from({ length: 20 }, (_, s) => `S${s}`)
    const lines = [['#OTU ID', ...sampleIds].join('\t')]
    for (let f = 0; f < 20_000; f++)
      lines.push([`f${f}`, ...sampleIds.map((_, s) => 60_000_000 + f * 20 + s)].join('\t'))
    const { workflowId } = await insertTestTemplate([])
    const big = await createAnalysisBatch({
      workflowId,
      customerId: await userIdByEmail('customer@example.com'),
      projectName: 'Big table',
      groupColumn: 'SampleType',
      sampleInfo: { data: [['sample_id', 'SampleType'], ...sampleIds.map((id) => [id, 'Soil'])] },
      files: { table: { fileName: 'otu_table.tsv', bytes: new TextEncoder().encode(lines.join('\n')) } },
    })
    const bigFolder = otuFilterCacheFolder(big.trackingNumber, big.analysisId)
    const params = parseFilterParameters({ flattening_type: 2, flattening_value: 50_000_000 })
    const hash = previewHash(params)
    await fileStorage().put(previewRequestKey(bigFolder, hash), new TextEncoder().encode(JSON.stringify(params)))
    const pool = createExecutorPool({ threads: 1, timeLimitSeconds: 0.01, memoryLimitMb: 512 })
    try {
      expect(await writeOtuFilterCache(big.analysisId, hash, pool)).toEqual({ table: false, preview: true })
    } finally {
      await pool.close()
    }
    const result = await readJson<OtuFilterPreviewResult>(previewResultKey(bigFolder, hash))
    expect(result).toMatchObject({ summary: null, error: 'otuFilter.jobErrors.overLimit' })
  })
})
