import busboy from 'busboy'
import { fileSizeLimitMb, type DataFileSetting } from '#core/tools'
import { requestError, type RequestErrorKey } from '~/utils/http-errors.server'
import { declaredLength, discardBody, limitedBody, mediaType, RequestBodyTooLarge } from '~/utils/request-body.server'
import { DATA_FILE_FIELD_PREFIX } from './tool-form'
import { safeFileName } from '#core/storage-paths'

/** Spec 01 §9: at most 10 files a request. */
export const MAX_FILES_PER_REQUEST = 10
/** A text field this large is no form value; the biggest legitimate one is a 500,000-character sequence (up to 4 bytes each in UTF-8). */
const MAX_TEXT_FIELD_BYTES = 2_100_000
/** All text fields together: room for two such sequences and every parameter. */
export const MAX_TEXT_BYTES_TOTAL = 4_500_000
/** The largest form has a few dozen parameters, some of them multi-valued, and a few control fields. */
export const MAX_TEXT_FIELDS = 300
/** File parts a request may carry, the ones beyond the 10 accepted included (each gets its message). */
const MAX_FILE_PARTS = 50
const MEGABYTE = 1024 * 1024

export function fileSizeLimitBytes(setting: Pick<DataFileSetting, 'fileSizeMb'>): number {
  return fileSizeLimitMb(setting) * MEGABYTE
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
  'gb',
  'gbk',
  'genbank',
  'embl',
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

export type FileTypeProblem =
  | { key: 'tools.upload.wrongSuffix'; values: { file: string; types: string } }
  | { key: 'tools.upload.wrongContent'; values: { file: string; suffix: string } }

/** Checks the suffix against the setting's list, then that the content is what the suffix claims. */
export function checkFileType(
  fileName: string,
  bytes: Uint8Array,
  acceptedSuffixes: readonly string[],
): FileTypeProblem | null {
  const suffix = suffixOf(fileName)
  const accepted = acceptedSuffixes.map((s) => s.trim().replace(/^\./, '').toLowerCase()).filter(Boolean)
  if (accepted.length > 0 && !accepted.includes(suffix)) {
    return {
      key: 'tools.upload.wrongSuffix',
      values: { file: fileName, types: accepted.map((s) => `.${s}`).join(', ') },
    }
  }
  const content = looksLikeText(bytes) ? 'text' : binaryKindOf(bytes)
  return contentFitsSuffix(content, suffix, accepted.length > 0)
    ? null
    : { key: 'tools.upload.wrongContent', values: { file: fileName, suffix: suffix || '-' } }
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

/**
 * No honest request is larger than every slot filled to its limit plus the text fields; a larger
 * one is refused (413) as soon as its declared length or its bytes so far pass this.
 */
export function requestSizeLimitBytes(settings: readonly DataFileSetting[]): number {
  const largestSlots = settings
    .map(fileSizeLimitBytes)
    .sort((a, b) => b - a)
    .slice(0, MAX_FILES_PER_REQUEST)
  return largestSlots.reduce((sum, limit) => sum + limit, 0) + MAX_TEXT_BYTES_TOTAL
}

type Refusal = { status: 400 | 413; messageKey: RequestErrorKey }

/**
 * Reads a tool form's multipart body as it streams: each file goes into memory only up to its
 * slot's size limit (a larger one is skipped and reported, never buffered whole), text fields are
 * capped in number, each in size and all together, and the whole body in bytes. File parts are
 * named `file:<data key>`; a part for a key the tool does not have is skipped. Anything that is no
 * multipart form is a 400, anything over a limit a 413, each thrown as a response with a message.
 */
export async function readToolUploads(
  request: Request,
  settings: readonly DataFileSetting[],
  /** A form with more fields than a tool's (the tool editor's rule blocks) may raise the count. */
  options: { maxTextFields?: number } = {},
): Promise<ToolUploads> {
  const maxTextFields = options.maxTextFields ?? MAX_TEXT_FIELDS
  const contentType = request.headers.get('Content-Type') ?? ''
  if (mediaType(request) !== 'multipart/form-data' || !/;\s*boundary=/i.test(contentType)) {
    discardBody(request)
    throw await requestError(request, 400, 'errors.unreadableForm')
  }
  const bodyLimit = requestSizeLimitBytes(settings)
  if ((declaredLength(request) ?? 0) > bodyLimit) {
    discardBody(request)
    throw await requestError(request, 413, 'errors.payloadTooLarge')
  }
  const fields = new FormData()
  const files = new Map<string, UploadedDataFile>()
  const problems = new Map<string, UploadProblem>()
  let fileCount = 0
  let textBytes = 0
  let refusal: Refusal | null = null
  const refuse = (next: Refusal) => {
    refusal ??= next
  }

  const parser = busboy({
    headers: { 'content-type': contentType },
    // Browsers send UTF-8 file names; busboy's default (latin1) would garble 丰度表.txt.
    defParamCharset: 'utf8',
    limits: {
      fields: maxTextFields,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      // A file over its slot's limit is counted no further than this; the slot's own check reports it.
      fileSize: Math.max(0, ...settings.map(fileSizeLimitBytes)) + 1,
      parts: maxTextFields + MAX_FILE_PARTS,
      headerPairs: 20,
    },
  })
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) return refuse({ status: 413, messageKey: 'errors.payloadTooLarge' })
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value)
    if (textBytes > MAX_TEXT_BYTES_TOTAL) return refuse({ status: 413, messageKey: 'errors.payloadTooLarge' })
    if (name.includes('\u0000') || value.includes('\u0000'))
      return refuse({ status: 400, messageKey: 'errors.badRequest' })
    if (refusal === null) fields.append(name, value)
  })
  parser.on('fieldsLimit', () => refuse({ status: 413, messageKey: 'errors.tooManyFields' }))
  parser.on('partsLimit', () => refuse({ status: 413, messageKey: 'errors.tooManyFields' }))
  parser.on('file', (name, stream, info) => {
    // Busboy destroys an open file part with an error when the parser is destroyed (a refusal, a
    // client that closed the socket mid-file, a body cut short). The parser's own error or the
    // refusal already decides the answer; an unheard part error would end the process.
    stream.on('error', () => {})
    const setting = name.startsWith(DATA_FILE_FIELD_PREFIX)
      ? settings.find((s) => s.key === name.slice(DATA_FILE_FIELD_PREFIX.length))
      : undefined
    // An empty file input still sends a part, with no name and no bytes: nothing was chosen.
    if (refusal !== null || !setting || !info.filename) {
      stream.resume()
      return
    }
    fileCount++
    if (fileCount > MAX_FILES_PER_REQUEST) {
      stream.resume()
      problems.set(setting.key, { key: 'tools.upload.tooManyFiles', values: { max: MAX_FILES_PER_REQUEST } })
      return
    }
    const limit = fileSizeLimitBytes(setting)
    const fileName = safeFileName(info.filename)
    const chunks: Uint8Array[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
    })
    stream.on('end', () => {
      if (size > limit)
        problems.set(setting.key, { key: 'tools.upload.tooLarge', values: { file: fileName, limit: limit / MEGABYTE } })
      else if (size === 0) problems.set(setting.key, { key: 'tools.upload.emptyFile', values: { file: fileName } })
      else files.set(setting.key, { fileName, bytes: concat(chunks, size) })
    })
  })

  const reader = limitedBody(request, bodyLimit).getReader()
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  // Awaited only when no refusal came first; a later parse error must not go unhandled.
  parsed.catch(() => {})
  try {
    // A refusal or a parse error stops the reading; what the client still sends is discarded.
    while (refusal === null && !parser.destroyed) {
      const { done, value } = await reader.read()
      if (done) break
      if (!parser.write(value)) await Promise.race([new Promise((drained) => parser.once('drain', drained)), parsed])
    }
    if (refusal === null) {
      if (!parser.destroyed) parser.end()
      await parsed
    }
  } catch (error) {
    refuse(
      error instanceof RequestBodyTooLarge
        ? { status: 413, messageKey: 'errors.payloadTooLarge' }
        : { status: 400, messageKey: 'errors.unreadableForm' },
    )
  } finally {
    if (refusal !== null) {
      parser.destroy()
      void reader.cancel().catch(() => {})
    }
  }
  if (refusal !== null) {
    const { status, messageKey }: Refusal = refusal
    throw await requestError(request, status, messageKey)
  }
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
