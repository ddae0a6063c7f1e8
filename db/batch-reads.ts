import fs from 'node:fs/promises'
import { readReadsManifest, readsSamplesOfFileNames, type ReadsSample } from '../analysis/sequence/reads-manifest'
import { FILE_KIND } from '../core/files'
import { catalogueFolder, safeFileName, storageKeyFileName } from '../core/storage-paths'
import { assertSafeKey, type FileStorage } from './file-storage'
import type { NewStoredFile } from './stored-files'

/**
 * Raw reads delivered with a dataset: FASTQ files on this machine's disk (a staff upload, a
 * sequencer's delivery folder), copied into storage without being read into memory, and the
 * manifest that pairs them into samples; without a manifest, the pairing QIIME 2's Casava import
 * makes from the file names (`readsSamplesOfFileNames`).
 */
export interface NewBatchReads {
  files: { fileName: string; path: string }[]
  manifest?: { fileName: string; bytes: Uint8Array }
}

/** What a manifest names is stored under its safe name; the stored manifest names the stored files. */
const STORED_MANIFEST_NAME = 'MANIFEST'

/**
 * The samples of the reads, each file named as it is stored; an Error when the manifest names a
 * file that was not given (the page or script that takes the reads checks them before this).
 */
export function batchReadsSamples(reads: NewBatchReads): ReadsSample[] {
  const given = new Set(reads.files.map((file) => safeFileName(file.fileName)))
  const samples = reads.manifest
    ? readReadsManifest(reads.manifest.bytes, reads.manifest.fileName)
    : readsSamplesOfFileNames(reads.files.map((file) => file.fileName))
  return samples.map(({ sampleId, files }) => ({
    sampleId,
    files: files.map((name) => {
      const stored = safeFileName(name)
      if (!given.has(stored)) throw new Error(`the reads manifest names ${JSON.stringify(name)}, which was not given`)
      return stored
    }),
  }))
}

/** The manifest as stored: QIIME 2's `sample-id,filename,direction`, one line per file. */
export function readsManifestText(samples: readonly ReadsSample[]): string {
  const lines = samples.flatMap(({ sampleId, files }) =>
    files.map((file, index) => `${sampleId},${file},${index === 0 ? 'forward' : 'reverse'}`),
  )
  return ['sample-id,filename,direction', ...lines].join('\n') + '\n'
}

/**
 * Stores the reads under `<datasetFolder>/reads/` (the files a manifest names and the manifest) and
 * answers the manifest's key and the catalogue rows; `written` hears of every key stored, so the
 * caller can remove them if its transaction fails.
 */
export async function storeBatchReads(
  reads: NewBatchReads,
  target: { datasetFolder: string; ownerId: number; analysisId: string },
  storage: FileStorage,
  written: (key: string) => void,
): Promise<{ manifestKey: string; rows: NewStoredFile[] }> {
  const samples = batchReadsSamples(reads)
  const named = new Set(samples.flatMap((sample) => sample.files))
  const folder = `${target.datasetFolder}/reads`
  const row = (storageKey: string, sizeBytes: number, contentType: string): NewStoredFile => ({
    ownerId: target.ownerId,
    kind: FILE_KIND.project,
    folder: catalogueFolder(storageKey),
    name: storageKeyFileName(storageKey),
    sizeBytes,
    storageKey,
    contentType,
    analysisId: target.analysisId,
  })
  const rows: NewStoredFile[] = []
  for (const file of reads.files) {
    const name = safeFileName(file.fileName)
    if (!named.has(name)) continue
    const storageKey = `${folder}/${name}`
    assertSafeKey(storageKey)
    await storage.putFile(storageKey, file.path)
    written(storageKey)
    rows.push(row(storageKey, (await fs.stat(file.path)).size, 'application/octet-stream'))
  }
  const manifestKey = `${folder}/${STORED_MANIFEST_NAME}`
  const manifest = new TextEncoder().encode(readsManifestText(samples))
  await storage.put(manifestKey, manifest)
  written(manifestKey)
  rows.push(row(manifestKey, manifest.byteLength, 'text/plain'))
  return { manifestKey, rows }
}
