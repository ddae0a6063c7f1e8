import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import type { DataFileSetting } from '#db/schema/tools'
import { DATA_FILE_FIELD_PREFIX } from './tool-form'

/** Spec 01 §5 and §9: at most 10 files a request; a data file's size 0 means the default 10 MB. */
export const MAX_FILES_PER_REQUEST = 10
export const DEFAULT_FILE_SIZE_MB = 10
/** A text field this large is no form value; the biggest legitimate one is a 500,000-character sequence (up to 4 bytes each in UTF-8). */
const MAX_TEXT_FIELD_BYTES = 2_100_000
const MEGABYTE = 1024 * 1024

export function fileSizeLimitBytes(setting: Pick<DataFileSetting, 'fileSizeMb'>): number {
  return (setting.fileSizeMb > 0 ? setting.fileSizeMb : DEFAULT_FILE_SIZE_MB) * MEGABYTE
}

const MAX_FILE_NAME_LENGTH = 120

/**
 * A file name safe as one storage-key segment and readable in lists: the last path segment only,
 * letters (any script), digits, `.`, `-`, `_`, `(`, `)` and spaces kept, everything else `_`, no
 * leading dots (no `..`, no hidden files), at most 120 characters with the suffix kept.
 */
export function sanitizeFileName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? ''
  let safe = lastSegment
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._\-() ]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_{2,}/g, '_')
    .trim()
    .replace(/^[.\s]+/, '')
  if (safe.length > MAX_FILE_NAME_LENGTH) {
    const suffix = /\.[\p{L}\p{N}]{1,10}$/u.exec(safe)?.[0] ?? ''
    safe = safe.slice(0, MAX_FILE_NAME_LENGTH - suffix.length) + suffix
  }
  return safe === '' || /^[._\s]*$/.test(safe) ? 'file' : safe
}

/** Lower-case suffix without the dot; '' when there is none. */
export function suffixOf(fileName: string): string {
  const match = /\.([^.]+)$/.exec(fileName)
  return match ? match[1].toLowerCase() : ''
}

/** Suffixes whose content must be plain text (tables, sequences, trees). */
const TEXT_SUFFIXES = new Set([
  'txt',
  'tsv',
  'csv',
  'tab',
  'fasta',
  'fa',
  'fna',
  'faa',
  'ffn',
  'fas',
  'fastq',
  'fq',
  'nwk',
  'newick',
  'tre',
  'tree',
  'gff',
  'gff3',
  'gtf',
  'bed',
  'vcf',
  'sam',
  'map',
  'json',
  'list',
])

interface Signature {
  bytes: readonly number[]
  kind: string
}

/** Magic numbers of the binary formats customers upload by mistake (or on purpose, where accepted). */
const BINARY_SIGNATURES: readonly Signature[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'zip' }, // zip, xlsx, docx
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], kind: 'ole' }, // xls, doc
  { bytes: [0x1f, 0x8b], kind: 'gzip' },
  { bytes: [0x25, 0x50, 0x44, 0x46], kind: 'pdf' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], kind: 'png' },
  { bytes: [0xff, 0xd8, 0xff], kind: 'jpeg' },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: 'gif' },
  { bytes: [0x89, 0x48, 0x44, 0x46], kind: 'hdf5' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], kind: 'elf' },
  { bytes: [0x4d, 0x5a], kind: 'exe' },
  { bytes: [0x42, 0x5a, 0x68], kind: 'bzip2' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], kind: '7z' },
]

/** What the content of a binary suffix must start with. BIOM comes as JSON text (v1) or HDF5 (v2). */
const SUFFIX_CONTENT: Record<string, readonly string[]> = {
  xlsx: ['zip'],
  zip: ['zip'],
  xls: ['ole'],
  gz: ['gzip'],
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  h5: ['hdf5'],
  biom: ['hdf5', 'text'],
}

function binaryKindOf(bytes: Uint8Array): string | null {
  return BINARY_SIGNATURES.find((signature) => signature.bytes.every((byte, i) => bytes[i] === byte))?.kind ?? null
}

const TEXT_SAMPLE_BYTES = 64 * 1024

/**
 * Text is what decodes as text: no binary signature and no NUL byte in the first 64 KB. UTF-16
 * files carry NULs in every ASCII character, so they count as text only with their byte-order mark.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (binaryKindOf(bytes)) return false
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
  return utf16 || !bytes.subarray(0, TEXT_SAMPLE_BYTES).includes(0)
}

export type FileTypeProblem = { key: 'tools.upload.wrongSuffix'; values: { file: string; types: string } } | { key: 'tools.upload.wrongContent'; values: { file: string; suffix: string } }

/** Checks the suffix against the setting's list, then that the content is what the suffix claims. */
export function checkFileType(fileName: string, bytes: Uint8Array, acceptedSuffixes: readonly string[]): FileTypeProblem | null {
  const suffix = suffixOf(fileName)
  const accepted = acceptedSuffixes.map((s) => s.trim().replace(/^\./, '').toLowerCase()).filter(Boolean)
  if (accepted.length > 0 && !accepted.includes(suffix)) {
    return { key: 'tools.upload.wrongSuffix', values: { file: fileName, types: accepted.map((s) => `.${s}`).join(', ') } }
  }
  const content = looksLikeText(bytes) ? 'text' : binaryKindOf(bytes)
  return contentFitsSuffix(content, suffix, accepted.length > 0) ? null : { key: 'tools.upload.wrongContent', values: { file: fileName, suffix: suffix || '-' } }
}

/**
 * A known binary suffix needs its signature, a text suffix needs text. A suffix we know nothing
 * about passes when the tool lists it explicitly; when a tool accepts any suffix, only text does.
 */
function contentFitsSuffix(content: string | null, suffix: string, suffixListedByTool: boolean): boolean {
  const expected = SUFFIX_CONTENT[suffix]
  if (expected) return content !== null && expected.includes(content)
  if (TEXT_SUFFIXES.has(suffix) || !suffixListedByTool) return content === 'text'
  return true
}

export function isTextSuffix(fileName: string): boolean {
  return TEXT_SUFFIXES.has(suffixOf(fileName))
}

export interface UploadedDataFile {
  fileName: string
  bytes: Uint8Array
}

export interface UploadProblem {
  key: string
  values: Record<string, string | number>
}

export interface ToolUploads {
  /** The form's text fields (parameters and control fields). */
  fields: FormData
  /** Files by data-file key, names sanitised. */
  files: Map<string, UploadedDataFile>
  /** Per data-file key: too large, too many files, unknown slot. */
  problems: Map<string, UploadProblem>
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of data) void chunk
}

/**
 * No honest request is larger than every slot filled to its limit plus the text fields; a larger
 * one is refused before it is read. A single file over its own limit still gets its own message.
 */
function requestSizeLimitBytes(settings: readonly DataFileSetting[]): number {
  const largestSlots = settings
    .map(fileSizeLimitBytes)
    .sort((a, b) => b - a)
    .slice(0, MAX_FILES_PER_REQUEST)
  return largestSlots.reduce((sum, limit) => sum + limit, 0) + DEFAULT_FILE_SIZE_MB * MEGABYTE
}

/**
 * Reads a tool form's multipart body, streaming each file into memory only up to its slot's size
 * limit: a larger file is drained and reported, never buffered whole. File parts are named
 * `file:<data key>`; a part for a key the tool does not have is dropped.
 */
export async function readToolUploads(request: Request, settings: readonly DataFileSetting[]): Promise<ToolUploads> {
  const declaredLength = Number(request.headers.get('Content-Length') ?? 0)
  if (declaredLength > requestSizeLimitBytes(settings)) throw new Response('Payload Too Large', { status: 413 })
  const files = new Map<string, UploadedDataFile>()
  const problems = new Map<string, UploadProblem>()
  let fileCount = 0
  const uploadHandler: UploadHandler = async ({ name, filename, data }) => {
    if (filename === undefined) {
      const chunks: Uint8Array[] = []
      let size = 0
      for await (const chunk of data) {
        size += chunk.byteLength
        if (size > MAX_TEXT_FIELD_BYTES) throw new MaxPartSizeExceededError(name, MAX_TEXT_FIELD_BYTES)
        chunks.push(chunk)
      }
      return new TextDecoder().decode(concat(chunks, size))
    }
    const setting = name.startsWith(DATA_FILE_FIELD_PREFIX) ? settings.find((s) => s.key === name.slice(DATA_FILE_FIELD_PREFIX.length)) : undefined
    // An empty file input still sends a part, with no name and no bytes: nothing was chosen.
    if (!setting || filename === '') {
      await drain(data)
      return undefined
    }
    fileCount++
    if (fileCount > MAX_FILES_PER_REQUEST) {
      await drain(data)
      problems.set(setting.key, { key: 'tools.upload.tooManyFiles', values: { max: MAX_FILES_PER_REQUEST } })
      return undefined
    }
    const limit = fileSizeLimitBytes(setting)
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
    }
    const fileName = sanitizeFileName(filename)
    if (size > limit) {
      problems.set(setting.key, { key: 'tools.upload.tooLarge', values: { file: fileName, limit: limit / MEGABYTE } })
      return undefined
    }
    if (size === 0) {
      problems.set(setting.key, { key: 'tools.upload.emptyFile', values: { file: fileName } })
      return undefined
    }
    files.set(setting.key, { fileName, bytes: concat(chunks, size) })
    return undefined
  }
  const fields = await unstable_parseMultipartFormData(request, uploadHandler)
  return { fields, files, problems }
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
