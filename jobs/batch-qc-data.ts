import { eq } from 'drizzle-orm'
import { getDb } from '../db/client'
import type { FileStorage } from '../db/file-storage'
import { qcData } from '../db/schema/project-tooling'
import { analysisBatches } from '../db/schema/projects'
import { logger } from '../core/logger'
import type { QcMetricsTable } from '../analysis/qc-metrics'
import type { SampleReads } from '../analysis/sequence/fastq-qc-table'
import { READS_MANIFEST } from '../core/projects'
import { storageKeyFileName } from '../core/storage-paths'
import { overLimitProblem, type ToolAnalyst } from './tool-analysis'

/**
 * The batch's QC data (spec 03 §3, "QC data delivered with a project"): the dataset's own QC table
 * when it has one, else the FASTQ summaries of its raw reads when it was delivered with them
 * (`batch-reads-qc.ts`), else metrics computed from its feature table (analysis/qc-metrics.ts),
 * the last two with the sample-type column shown and ignored. A batch-start step of the worker, never the web process:
 * reading a table of tens of thousands of features takes seconds, so it runs in an executor thread
 * (`batch-dataset.ts`). Safe to run twice: a batch that already has QC data is left alone, and the
 * row is written in one statement. Files not in storage count as absent: the runs report a missing
 * input themselves, and the batch must still start. Other storage errors propagate, so the job is
 * retried (the step is idempotent).
 */
export async function writeBatchQcData(analysisId: string, storage: FileStorage, analyst: ToolAnalyst): Promise<void> {
  const db = getDb()
  const [existing] = await db.select({ id: qcData.analysisId }).from(qcData).where(eq(qcData.analysisId, analysisId))
  if (existing) return
  const [batch] = await db
    .select({ datasetFiles: analysisBatches.datasetFiles, groupColumn: analysisBatches.groupColumn })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  if (!batch) return
  const stored = async (key: string | undefined) =>
    key && (await storage.exists(key))
      ? { key, bytes: await storage.get(key), fileName: storageKeyFileName(key) }
      : null
  const qcFile = await stored(batch.datasetFiles.qc)
  const readsManifest = qcFile ? null : await stored(batch.datasetFiles[READS_MANIFEST])
  const table = qcFile || readsManifest ? null : await stored(batch.datasetFiles.table)
  const metadata = (table || readsManifest) && batch.groupColumn ? await stored(batch.datasetFiles.metadata) : null
  const file = (found: { bytes: Uint8Array; fileName: string } | null) =>
    found && { bytes: found.bytes, fileName: found.fileName }
  const computed = await (
    readsManifest
      ? readsQc(analyst, readsManifest, file(metadata), batch.groupColumn)
      : analyst.work('batchQc', {
          qc: file(qcFile),
          table: file(table),
          metadata: file(metadata),
          groupColumn: batch.groupColumn,
        })
  )
    // Over the analysis limits: no QC data, as for a table that cannot be read.
    .catch((error: unknown) => overLimitProblem(error))
  if ('problem' in computed) {
    // The runs report what is wrong with the dataset; the QC page says it has no data.
    logger.warn({ problem: computed.problem, analysisId }, 'batch QC data: the dataset could not be read')
    return
  }
  const qc = computed.qc
  if (!qc) return
  await db
    .insert(qcData)
    .values({
      analysisId,
      samples: qc.samples,
      ignoreKeys: qc.ignoreKeys,
      originalRule: qc.rule,
      qcFiles: qcFile ? [qcFile.key] : [],
    })
    .onConflictDoNothing()
}

/**
 * Samples whose reads are summarised at once: each holds an executor thread for as long as its
 * files take to stream, so a batch of hundreds of samples leaves the other threads to tool runs.
 */
const READS_QC_SAMPLES_AT_ONCE = 2

/** The QC table of a batch's raw reads (`batch-reads-qc.ts`): manifest, then each sample's summaries, then the table. */
async function readsQc(
  analyst: ToolAnalyst,
  manifest: { key: string; bytes: Uint8Array; fileName: string },
  metadata: { bytes: Uint8Array; fileName: string } | null,
  groupColumn: string | null,
): Promise<{ qc: QcMetricsTable } | { problem: string }> {
  const listed = await analyst.work('readsManifestSamples', {
    manifest: { bytes: manifest.bytes, fileName: manifest.fileName },
  })
  if ('problem' in listed) return listed
  const folder = manifest.key.slice(0, manifest.key.lastIndexOf('/'))
  const samples: SampleReads[] = []
  let problem: { problem: string } | undefined
  let next = 0
  let stopped = false
  const summariseNext = async (): Promise<void> => {
    while (next < listed.samples.length && !problem && !stopped) {
      const index = next++
      const { sampleId, files } = listed.samples[index]
      const summarised = await analyst
        .work('sampleReadsSummaries', { storageKeys: files.map((file) => `${folder}/${file}`) })
        .catch((error: unknown) => {
          // Over a limit: the other runner takes no further sample either.
          stopped = true
          throw error
        })
      if ('problem' in summarised) problem = summarised
      else samples[index] = { sampleId, summaries: summarised.summaries }
    }
  }
  await Promise.all(Array.from({ length: READS_QC_SAMPLES_AT_ONCE }, summariseNext))
  return problem ?? analyst.work('readsQcTable', { samples, metadata, groupColumn })
}
