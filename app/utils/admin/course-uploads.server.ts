import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import busboy from 'busboy'
import { requestError, type RequestErrorKey } from '~/utils/http-errors.server'
import {
  declaredLength,
  discardBody,
  limitedBody,
  MAX_FORM_BYTES,
  mediaType,
  readFormData,
  RequestBodyTooLarge,
} from '~/utils/request-body.server'
import { suffixOf } from '~/utils/tools/uploads.server'
import { RASTER_IMAGES, rasterImageKind } from '~/utils/uploaded-images.server'

/*
 * The course desk's forms with a file: a cover image (kept in memory, it is at most 10 MB) or a
 * video (streamed to a temporary file on disk as it arrives, so a 500 MB upload never sits in
 * memory). Both are checked by their content, not their name. Text fields are bounded like any form.
 */

export type UploadKind = 'image' | 'video'

/** The video format a file's first bytes name (images are told by `rasterImageKind`); null for any other. */
function videoFormat(head: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  // ISO base media (MP4): a box size, then the `ftyp` box type.
  if (ascii(4, 8) === 'ftyp') return 'mp4'
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm'
  if (ascii(0, 4) === 'OggS') return 'ogg'
  return null
}

/** The suffix a stored file gets: the format its content has, whatever its name said. */
export const STORED_SUFFIX: Record<string, string> = {
  ...Object.fromEntries(Object.entries(RASTER_IMAGES).map(([kind, image]) => [kind, image.suffix])),
  mp4: 'mp4',
  webm: 'webm',
  ogg: 'ogv',
}

/** Which file suffixes may carry each content format. */
const SUFFIXES_OF: Record<string, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  mp4: ['mp4', 'm4v'],
  webm: ['webm'],
  ogg: ['ogg', 'ogv'],
}

export interface UploadedFile {
  fileName: string
  size: number
  /** The content format (`png`, `mp4`...), from the bytes. */
  format: string
  /** Images: the bytes. */
  bytes: Uint8Array | null
  /** Videos: the temporary file holding the bytes; the caller stores it and calls `discard`. */
  tempPath: string | null
}

/** Why a chosen file was refused: a message key and its values, shown under the file field. */
export interface UploadFileProblem {
  key: string
  values: Record<string, string | number>
}

export interface CourseUpload {
  fields: FormData
  file: UploadedFile | null
  problem: UploadFileProblem | null
  /** Removes the temporary file, if any. */
  discard(): Promise<void>
}

const MAX_TEXT_FIELDS = 50
const HEAD_BYTES = 16

/**
 * Reads a course desk form: urlencoded (no file chosen, or no file input) or multipart with one
 * file part named `fileField`. The file must be of `kind` by its content and have a matching
 * suffix, at most `maxBytes`; otherwise `problem` says why and nothing is kept. The whole body is
 * capped at `maxBytes` plus the text fields' allowance, refused early by its declared length.
 */
export async function readCourseUpload(
  request: Request,
  options: { fileField: string; kind: UploadKind; maxBytes: number; maxMb: number },
): Promise<CourseUpload> {
  const noFile = { file: null, problem: null, discard: async () => {} }
  const contentType = request.headers.get('Content-Type') ?? ''
  if (mediaType(request) !== 'multipart/form-data') return { fields: await readFormData(request), ...noFile }
  if (!/;\s*boundary=/i.test(contentType)) {
    discardBody(request)
    throw await requestError(request, 400, 'errors.unreadableForm')
  }
  const bodyLimit = options.maxBytes + MAX_FORM_BYTES
  if ((declaredLength(request) ?? 0) > bodyLimit) {
    discardBody(request)
    throw await requestError(request, 413, 'errors.payloadTooLarge')
  }

  const fields = new FormData()
  let file: UploadedFile | null = null
  let problem: UploadFileProblem | null = null
  let tempDir: string | null = null
  let refusal: { status: 400 | 413; key: RequestErrorKey } | null = null
  let textBytes = 0
  const fileDone: Promise<void>[] = []
  const discard = async () => {
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true })
  }

  const parser = busboy({
    headers: { 'content-type': contentType },
    defParamCharset: 'utf8',
    limits: {
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_FORM_BYTES,
      files: 1,
      fileSize: options.maxBytes,
      headerPairs: 20,
    },
  })
  parser.on('field', (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value)
    if (info.valueTruncated || textBytes > MAX_FORM_BYTES) refusal ??= { status: 413, key: 'errors.payloadTooLarge' }
    else if (name.includes('\u0000') || value.includes('\u0000')) refusal ??= { status: 400, key: 'errors.badRequest' }
    else fields.append(name, value)
  })
  parser.on('fieldsLimit', () => (refusal ??= { status: 413, key: 'errors.tooManyFields' }))
  parser.on('file', (name, stream, info) => {
    stream.on('error', () => {})
    // An empty file input still sends a part without a name: nothing was chosen.
    if (name !== options.fileField || !info.filename) {
      stream.resume()
      return
    }
    const fileName = info.filename.split(/[/\\]/).pop() ?? info.filename
    fileDone.push(
      receiveFile(stream, fileName, options, async () => {
        tempDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'course-upload-'))
        return path.join(tempDir, randomUUID())
      }).then((outcome) => {
        if ('problem' in outcome) problem = outcome.problem
        else file = outcome.file
      }),
    )
  })

  const reader = limitedBody(request, bodyLimit).getReader()
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  parsed.catch(() => {})
  try {
    while (refusal === null && !parser.destroyed) {
      const { done, value } = await reader.read()
      if (done) break
      if (!parser.write(value)) await Promise.race([new Promise((drained) => parser.once('drain', drained)), parsed])
    }
    if (refusal === null) {
      if (!parser.destroyed) parser.end()
      await parsed
      await Promise.all(fileDone)
    }
  } catch (error) {
    refusal ??=
      error instanceof RequestBodyTooLarge
        ? { status: 413, key: 'errors.payloadTooLarge' }
        : { status: 400, key: 'errors.unreadableForm' }
  } finally {
    if (refusal !== null) {
      parser.destroy()
      void reader.cancel().catch(() => {})
    }
  }
  if (refusal !== null) {
    await Promise.allSettled(fileDone)
    await discard()
    const { status, key } = refusal as { status: 400 | 413; key: RequestErrorKey }
    throw await requestError(request, status, key)
  }
  return { fields, file, problem, discard }
}

type Outcome = { file: UploadedFile } | { problem: UploadFileProblem }

/**
 * One file part: its first bytes decide whether it is the right kind; an image collects in memory,
 * a video goes to a temporary file with backpressure. Past `maxBytes` busboy truncates the part.
 */
async function receiveFile(
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  fileName: string,
  options: { kind: UploadKind; maxBytes: number; maxMb: number },
  tempPath: () => Promise<string>,
): Promise<Outcome> {
  const chunks: Buffer[] = []
  let size = 0
  let head = Buffer.alloc(0)
  let target: string | null = null
  let out: ReturnType<typeof createWriteStream> | null = null
  let wrong = false
  for await (const piece of stream as AsyncIterable<Buffer>) {
    size += piece.byteLength
    if (wrong) continue
    if (head.byteLength < HEAD_BYTES) head = Buffer.concat([head, piece.subarray(0, HEAD_BYTES - head.byteLength)])
    if (options.kind === 'image') {
      chunks.push(piece)
      continue
    }
    if (!out) {
      if (head.byteLength < HEAD_BYTES) {
        chunks.push(piece)
        continue
      }
      if (!videoFormat(head)) {
        wrong = true
        continue
      }
      target = await tempPath()
      out = createWriteStream(target)
      for (const earlier of chunks.splice(0)) await write(out, earlier)
    }
    await write(out, piece)
  }
  if (out)
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
  const truncated = Boolean((stream as { truncated?: boolean }).truncated)
  if (truncated) {
    if (target) await fs.rm(target, { force: true })
    return { problem: { key: 'courseAdmin.errors.fileTooLarge', values: { file: fileName, limit: options.maxMb } } }
  }
  if (size === 0) return { problem: { key: 'courseAdmin.errors.fileEmpty', values: { file: fileName } } }
  const bytes = options.kind === 'image' ? new Uint8Array(Buffer.concat(chunks, size)) : null
  const format = bytes ? await rasterImageKind(bytes) : videoFormat(head)
  if (!format || !SUFFIXES_OF[format].includes(suffixOf(fileName))) {
    if (target) await fs.rm(target, { force: true })
    return {
      problem: {
        key: options.kind === 'image' ? 'courseAdmin.errors.coverType' : 'courseAdmin.errors.videoType',
        values: { file: fileName },
      },
    }
  }
  if (options.kind === 'video' && !target) {
    // A video shorter than the sniffed head: still written whole.
    target = await tempPath()
    await fs.writeFile(target, Buffer.concat(chunks))
  }
  return {
    file: {
      fileName,
      size,
      format,
      bytes,
      tempPath: options.kind === 'video' ? target : null,
    },
  }
}

function write(out: ReturnType<typeof createWriteStream>, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()))
  })
}
