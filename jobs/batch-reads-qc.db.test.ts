import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { evaluateQc } from '../analysis/qc-rules'
import { createAnalysisBatch } from '../db/analysis-batches'
import { insertTestTemplate, TEST_DATASET } from '../db/analysis-batches.fixtures'
import { getDb } from '../db/client'
import { fileStorage } from '../db/file-storage'
import { storedFiles } from '../db/schema/files'
import { qcData } from '../db/schema/project-tooling'
import { analysisBatches } from '../db/schema/projects'
import { inProcessAnalyst } from './analyse-in-process'
import { writeBatchQcData } from './batch-qc-data'
import { userIdByEmail } from './run-tool.fixtures'

const ATACAMA = path.resolve(__dirname, '../tests/fixtures/reads/atacama-paired')
const FASTQ_FILES = readdirSync(ATACAMA)
  .filter((name) => name.endsWith('.fastq.gz'))
  .map((fileName) => ({ fileName, path: path.join(ATACAMA, fileName) }))

let customerId: number
let workflowId: number

beforeAll(async () => {
  customerId = await userIdByEmail('customer@example.com')
  workflowId = (await insertTestTemplate([])).workflowId
})

type NewBatch = Parameters<typeof createAnalysisBatch>[0]

async function batchWithReads(reads: NewBatch['reads'], dataset: Partial<NewBatch> = {}) {
  const { analysisId } = await createAnalysisBatch({
    workflowId,
    customerId,
    projectName: 'Atacama soil reads',
    groupColumn: null,
    sampleInfo: TEST_DATASET.sampleInfo,
    files: TEST_DATASET.files,
    reads,
    ...dataset,
  })
  return analysisId
}

async function qcRowOf(analysisId: string) {
  await writeBatchQcData(analysisId, fileStorage(), inProcessAnalyst({}))
  const [row] = await getDb().select().from(qcData).where(eq(qcData.analysisId, analysisId))
  return row
}

describe('the QC data of a batch delivered as raw reads', () => {
  it('summarises every sample of the QIIME 2 manifest from its read pair, with the rule’s flags', async () => {
    const manifest = { fileName: 'MANIFEST', bytes: readFileSync(path.join(ATACAMA, 'MANIFEST')) }
    const analysisId = await batchWithReads({ files: FASTQ_FILES, manifest })

    const catalogued = await getDb()
      .select({ folder: storedFiles.folder, name: storedFiles.name })
      .from(storedFiles)
      .where(eq(storedFiles.analysisId, analysisId))
    expect(catalogued.filter((file) => file.folder.endsWith('dataset/reads'))).toHaveLength(21)

    const row = await qcRowOf(analysisId)
    const [header, ...samples] = row.samples
    expect(header[0]).toBe('Sample')
    // In the manifest's order.
    expect(samples.map((sample) => sample[0])).toEqual([
      'BAQ3473.2',
      'BAQ3473.3',
      'BAQ4166.2',
      'PAP130.2',
      'YUN1242.1',
      'BAQ2420.2',
      'YUN1242.3',
      'BAQ4166.3',
      'YUN1005.3',
      'YUN3153.3',
    ])
    // 100 read pairs per sample (seqkit stats): the pair's reads are its R1 reads.
    const column = (name: string) => samples.map((sample) => sample[header.indexOf(name)])
    expect(column('Reads')).toEqual(Array(10).fill('100'))
    // Both files' bases: 2 × 100 reads of 151 bp (seqkit stats: sum_len 15100 per file).
    expect(column('Bases')).toEqual(Array(10).fill('30200'))

    // 100 reads are under the rule's fail floor for reads: every sample fails on it.
    const evaluation = evaluateQc({ header, rows: samples, ignoreKeys: row.ignoreKeys, rule: row.originalRule })
    expect(evaluation.rows.map((sample) => sample.sampleStatusMap.Reads)).toEqual(Array(10).fill('Fail'))
    expect(evaluation.counts.Fail).toBe(10)
    expect(Object.keys(evaluation.rows[0].sampleStatusMap).sort()).toEqual(['Q30 (%)', 'Reads'])
  })

  it('pairs a folder of Casava-named files into the same samples when no manifest comes with it', async () => {
    const analysisId = await batchWithReads({ files: FASTQ_FILES })
    const row = await qcRowOf(analysisId)
    expect(row.samples.slice(1).map((sample) => sample[0])).toContain('YUN3153.3')
    expect(row.samples).toHaveLength(11)
  })

  it('shows each sample’s type after it and leaves it out of the rules', async () => {
    const metadata = 'sample_id\tSite\nBAQ2420.2\tBaquedano\nYUN3153.3\tYungay\n'
    const analysisId = await batchWithReads(
      { files: FASTQ_FILES },
      {
        groupColumn: 'Site',
        files: {
          ...TEST_DATASET.files,
          metadata: { fileName: 'metadata.tsv', bytes: new TextEncoder().encode(metadata) },
        },
      },
    )
    const row = await qcRowOf(analysisId)
    expect(row.samples[0].slice(0, 3)).toEqual(['Sample', 'Site', 'Reads'])
    expect(row.ignoreKeys).toEqual(['Site'])
    const site = Object.fromEntries(row.samples.slice(1).map((sample) => [sample[0], sample[1]]))
    // A sample the metadata does not name keeps its figures, with no type.
    expect([site['BAQ2420.2'], site['YUN3153.3'], site['PAP130.2']]).toEqual(['Baquedano', 'Yungay', ''])
  })

  it('writes no QC data, and the batch still starts, when a read file is gone from storage', async () => {
    const analysisId = await batchWithReads({ files: FASTQ_FILES })
    const [batch] = await getDb()
      .select({ datasetFiles: analysisBatches.datasetFiles })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
    const folder = batch.datasetFiles.reads!.replace(/\/MANIFEST$/, '')
    await fileStorage().remove(`${folder}/${FASTQ_FILES[0].fileName}`)
    await writeBatchQcData(analysisId, fileStorage(), inProcessAnalyst({}))
    expect(await getDb().select().from(qcData).where(eq(qcData.analysisId, analysisId))).toEqual([])
  })
})
