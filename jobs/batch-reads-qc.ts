import { Readable } from 'node:stream'
import { AnalysisInputError } from '../analysis/errors'
import type { DatasetFile } from '../analysis/io/dataset'
import { readSampleMetadata } from '../analysis/io/metadata'
import type { QcMetricsTable } from '../analysis/qc-metrics'
import { fastqQcTable } from '../analysis/sequence/fastq-qc-table'
import { fastqReport, type FastqSummary } from '../analysis/sequence/fastq-report'
import { readReadsManifest } from '../analysis/sequence/reads-manifest'
import { fileStorage, StoredFileMissingError } from '../db/file-storage'

/**
 * The QC data of a batch delivered as raw reads, done in an executor thread (`thread-work.ts`):
 * every FASTQ file the manifest names is streamed from storage through the FASTQ report (gigabytes
 * pass through in chunks; nothing but the summaries stays), and the summaries make the per-sample
 * QC table with its rule (`fastqQcTable`). The sample type (`groupColumn` of the metadata) is shown
 * after the sample and ignored, as for metrics computed from a feature table. A bad manifest or
 * FASTQ file, or a file missing from storage, comes back as its message: the batch starts anyway.
 */
export async function computeReadsQc(input: {
  manifest: DatasetFile
  /** The storage folder the manifest's files are in (the manifest's own). */
  readsFolder: string
  metadata: DatasetFile | null
  groupColumn: string | null
}): Promise<{ qc: QcMetricsTable } | { problem: string }> {
  try {
    const storage = fileStorage()
    const samples = []
    for (const { sampleId, files } of readReadsManifest(input.manifest.bytes, input.manifest.fileName)) {
      const summaries: FastqSummary[] = []
      for (const file of files) {
        const bytes = Readable.fromWeb(storage.createReadStream(`${input.readsFolder}/${file}`) as never)
        summaries.push((await fastqReport(bytes, { source: file })).summary)
      }
      samples.push({ sampleId, summaries })
    }
    const metadata =
      input.groupColumn && input.metadata
        ? readSampleMetadata(input.metadata.bytes, { fileName: input.metadata.fileName })
        : null
    if (!metadata || !metadata.columns.includes(input.groupColumn!)) return { qc: fastqQcTable(samples) }
    // A sample the metadata lacks keeps its reads' figures, with no type.
    const values = metadata.column(input.groupColumn!)
    const typeOf = new Map(metadata.sampleIds.map((id, index) => [id, values[index]]))
    const types = samples.map((sample) => typeOf.get(sample.sampleId) ?? '')
    return { qc: fastqQcTable(samples, { column: input.groupColumn!, values: types }) }
  } catch (error) {
    if (error instanceof AnalysisInputError || error instanceof StoredFileMissingError)
      return { problem: error.message }
    throw error
  }
}
