import { Readable } from 'node:stream'
import { AnalysisInputError } from '../analysis/errors'
import type { DatasetFile } from '../analysis/io/dataset'
import { readSampleMetadata } from '../analysis/io/metadata'
import type { QcMetricsTable } from '../analysis/qc-metrics'
import { fastqQcTable, type SampleReads } from '../analysis/sequence/fastq-qc-table'
import { fastqReport, type FastqSummary } from '../analysis/sequence/fastq-report'
import { readReadsManifest, type ReadsSample } from '../analysis/sequence/reads-manifest'
import { fileStorage, StoredFileMissingError } from '../db/file-storage'

/**
 * The QC data of a batch delivered as raw reads, in three kinds of executor-thread work
 * (`thread-work.ts`) that `batch-qc-data.ts` strings together: the manifest's samples, then each
 * sample's FASTQ summaries (its files streamed from storage through the FASTQ report: gigabytes
 * pass through in chunks and nothing but the summaries stays; one sample per piece of work, so each
 * is under the analysis time limit and samples share the threads), then the QC table. A bad
 * manifest or FASTQ file, or a file missing from storage, comes back as its message: the batch
 * starts anyway.
 */

type Problem = { problem: string }

function problemOf(error: unknown): Problem {
  if (error instanceof AnalysisInputError || error instanceof StoredFileMissingError) return { problem: error.message }
  throw error
}

export async function readsManifestSamples(input: {
  manifest: DatasetFile
}): Promise<{ samples: ReadsSample[] } | Problem> {
  try {
    return { samples: readReadsManifest(input.manifest.bytes, input.manifest.fileName) }
  } catch (error) {
    return problemOf(error)
  }
}

/** The summary of each stored FASTQ file of one sample, in order (R1, then R2). */
export async function sampleReadsSummaries(input: {
  storageKeys: string[]
}): Promise<{ summaries: FastqSummary[] } | Problem> {
  try {
    const summaries: FastqSummary[] = []
    for (const key of input.storageKeys) {
      const bytes = Readable.fromWeb(fileStorage().createReadStream(key) as never)
      summaries.push((await fastqReport(bytes, { source: key.slice(key.lastIndexOf('/') + 1) })).summary)
    }
    return { summaries }
  } catch (error) {
    return problemOf(error)
  }
}

/**
 * The QC table with its rule (`fastqQcTable`). The sample type (`groupColumn` of the metadata) is
 * shown after the sample and ignored, as for metrics computed from a feature table; a sample the
 * metadata lacks keeps its reads' figures with no type.
 */
export async function readsQcTable(input: {
  samples: SampleReads[]
  metadata: DatasetFile | null
  groupColumn: string | null
}): Promise<{ qc: QcMetricsTable } | Problem> {
  try {
    const { groupColumn } = input
    const metadata =
      groupColumn && input.metadata
        ? readSampleMetadata(input.metadata.bytes, { fileName: input.metadata.fileName })
        : null
    if (!groupColumn || !metadata?.columns.includes(groupColumn)) return { qc: fastqQcTable(input.samples) }
    const values = metadata.column(groupColumn)
    const typeOf = new Map(metadata.sampleIds.map((id, index) => [id, values[index]]))
    const types = input.samples.map((sample) => typeOf.get(sample.sampleId) ?? '')
    return { qc: fastqQcTable(input.samples, { column: groupColumn, values: types }) }
  } catch (error) {
    return problemOf(error)
  }
}
