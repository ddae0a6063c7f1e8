import { AnalysisInputError } from '../errors'
import { decodeText, readDelimited } from '../io/text'

/**
 * Which FASTQ files hold which sample's reads: the "reads" of a dataset delivered as raw reads.
 * Files are named by their base name only: wherever a manifest was written, the files are stored
 * beside it, so its absolute paths (`$PWD/...` in QIIME 2 manifests) point at nothing here.
 */
export interface ReadsSample {
  sampleId: string
  /** The forward (or only) file, then the reverse file of a paired sample. */
  files: string[]
}

const FASTQ_NAME = /\.(fastq|fq)(\.gz)?$/i
/** Illumina's bcl2fastq (Casava 1.8) names: `<sample>_S1_L001_R1_001.fastq.gz`, `BAQ2420.2_36_L001_R2_001.fastq.gz`. */
const CASAVA_NAME = /^(.+?)_.*_L\d{3}_R([12])_\d{3}$/
/** The usual hand-made names: `<sample>_R1`, `<sample>.R2`, `<sample>_1`, `<sample>-2`. */
const READ_SUFFIX_NAME = /^(.+?)[._-]R?([12])$/i

export function isFastqFileName(name: string): boolean {
  return FASTQ_NAME.test(name)
}

function baseName(path: string): string {
  return path.replace(/^.*[/\\]/, '')
}

/**
 * The samples of a folder of FASTQ files, in name order. The sample id of a Casava name is the
 * part before its first underscore, as QIIME 2's Casava import takes it; other names lose a read
 * suffix (`_R1`, `_2`...) or, without one, are a single-end sample of that name.
 */
export function readsSamplesOfFileNames(names: readonly string[]): ReadsSample[] {
  const samples = new Map<string, { forward?: string; reverse?: string }>()
  for (const name of [...names].map(baseName).filter(isFastqFileName).sort()) {
    const stem = name.replace(FASTQ_NAME, '')
    const match = CASAVA_NAME.exec(stem) ?? READ_SUFFIX_NAME.exec(stem)
    const sampleId = match ? match[1] : stem
    addFile(samples, sampleId, match?.[2] === '2' ? 'reverse' : 'forward', name, {})
  }
  if (samples.size === 0) throw new AnalysisInputError('readsManifest.noFastqFiles', {})
  return samplesInOrder(samples, {})
}

/**
 * A QIIME 2 style manifest: either the comma-separated `sample-id,absolute-filepath|filename,direction`
 * (one line per file, direction forward or reverse) or the tab-separated
 * `sample-id, forward-absolute-filepath[, reverse-absolute-filepath]` (or `absolute-filepath` for
 * single-end reads). Lines starting with `#` are comments. Samples keep the manifest's order.
 */
export function readReadsManifest(bytes: Uint8Array, fileName?: string): ReadsSample[] {
  const lines = decodeText(bytes)
    .text.split(/\r?\n/)
    .filter((line) => !line.startsWith('#'))
    .join('\n')
  const rows = readDelimited(lines, { fileName }).map((row) => row.map((cell) => cell.trim()))
  if (rows.length === 0) throw new AnalysisInputError('table.empty', {}, { file: fileName })
  if (rows.length === 1) throw new AnalysisInputError('table.noDataRows', {}, { file: fileName })
  const header = rows[0].map((name) => name.toLowerCase())
  const column = (...names: string[]) => header.findIndex((name) => names.includes(name))
  const required = (...names: string[]) => {
    const index = column(...names)
    if (index === -1)
      throw new AnalysisInputError(
        'table.noSuchColumn',
        { name: names[0], columns: rows[0].join(', ') },
        { file: fileName, line: 1 },
      )
    return index
  }
  const sampleColumn = required('sample-id', 'sample_id', 'sampleid', 'id')
  const samples = new Map<string, { forward?: string; reverse?: string }>()
  const directionColumn = column('direction')
  const body = rows.slice(1).map((row, index) => ({ row, line: index + 2 }))
  if (directionColumn !== -1) {
    const fileColumn = required('absolute-filepath', 'filename', 'filepath')
    for (const { row, line } of body) {
      const direction = row[directionColumn]?.toLowerCase()
      if (direction !== 'forward' && direction !== 'reverse')
        throw new AnalysisInputError(
          'readsManifest.unknownDirection',
          { value: row[directionColumn] ?? '' },
          { file: fileName, line },
        )
      addFile(samples, row[sampleColumn], direction, baseName(row[fileColumn] ?? ''), { file: fileName, line })
    }
  } else {
    const forwardColumn = required('forward-absolute-filepath', 'absolute-filepath', 'filename', 'filepath')
    const reverseColumn = column('reverse-absolute-filepath')
    for (const { row, line } of body) {
      addFile(samples, row[sampleColumn], 'forward', baseName(row[forwardColumn] ?? ''), { file: fileName, line })
      if (reverseColumn !== -1)
        addFile(samples, row[sampleColumn], 'reverse', baseName(row[reverseColumn] ?? ''), { file: fileName, line })
    }
  }
  return samplesInOrder(samples, { file: fileName })
}

function addFile(
  samples: Map<string, { forward?: string; reverse?: string }>,
  sampleId: string,
  direction: 'forward' | 'reverse',
  file: string,
  location: { file?: string; line?: number },
): void {
  if (sampleId === '' || file === '') throw new AnalysisInputError('readsManifest.emptyCell', {}, location)
  const sample = samples.get(sampleId) ?? {}
  if (sample[direction] !== undefined)
    throw new AnalysisInputError('readsManifest.duplicateFile', { sample: sampleId, direction }, location)
  sample[direction] = file
  samples.set(sampleId, sample)
}

function samplesInOrder(
  samples: Map<string, { forward?: string; reverse?: string }>,
  location: { file?: string },
): ReadsSample[] {
  return [...samples].map(([sampleId, { forward, reverse }]) => {
    if (forward === undefined)
      throw new AnalysisInputError('readsManifest.noForwardFile', { sample: sampleId }, location)
    return { sampleId, files: reverse === undefined ? [forward] : [forward, reverse] }
  })
}
