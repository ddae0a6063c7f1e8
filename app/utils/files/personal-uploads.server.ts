import { randomUUID } from 'node:crypto'
import { PassThrough, type Readable } from 'node:stream'
import busboy from 'busboy'
import { safeFileName } from '#core/storage-paths'
import { fileStorage, StoredFileTooLargeError } from '#db/file-storage'
import { requestError } from '~/utils/http-errors.server'
import { declaredLength, discardBody, limitedBody, mediaType, RequestBodyTooLarge } from '~/utils/request-body.server'
import { MAX_FILES_PER_REQUEST } from '~/utils/tools/uploads.server'
import { personalUploadKey, type StagedUpload } from './personal-files.server'

/** Spec 01 §5 and §9: each uploaded file at most 10 MB. */
export const PERSONAL_FILE_LIMIT_BYTES = 10 * 1024 * 1024
/** Ten files at their limit, plus room for the few text fields and the multipart framing. */
const BODY_LIMIT_BYTES = MAX_FILES_PER_REQUEST * PERSONAL_FILE_LIMIT_BYTES + 256 * 1024
const TEXT_FIELD_BYTES = 4096
const TEXT_FIELDS = 20

export interface UploadProblem {
  messageKey: string
  values: Record<string, string | number>
}

export type PersonalUpload =
  | { status: 'uploaded'; files: StagedUpload[]; fields: Map<string, string> }
  | { status: 'refused'; problems: UploadProblem[] }

/**
 * Hands a busboy file part to storage through a stream of its own: when storage stops reading (a
 * file over the limit), the part is still drained, so busboy goes on to the next part; while storage
 * is slower than the network the part waits.
 */
function feed(part: Readable): PassThrough {
  const target = new PassThrough()
  part.on('data', (chunk: Buffer) => {
    if (target.destroyed) return
    if (!target.write(chunk)) {
      part.pause()
      target.once('drain', () => part.resume())
    }
  })
  part.on('end', () => target.end())
  part.on('error', (error) => target.destroy(error))
  target.on('close', () => part.resume())
  return target
}

/**
 * Reads a personal-files upload (field `files`, at most 10 of at most 10 MB each, any type) as it
 * streams, each file straight into storage under a fresh key, never whole in memory. Any problem (an
 * eleventh file, a file over 10 MB, none chosen) refuses the whole upload and removes every byte it
 * wrote: nothing half-uploaded stays. A body that is no multipart form is a 400, one past every file
 * at its limit a 413.
 */
export async function readPersonalUpload(request: Request, userId: number): Promise<PersonalUpload> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (mediaType(request) !== 'multipart/form-data' || !/;\s*boundary=/i.test(contentType)) {
    discardBody(request)
    throw await requestError(request, 400, 'errors.unreadableForm')
  }
  if ((declaredLength(request) ?? 0) > BODY_LIMIT_BYTES) {
    discardBody(request)
    throw await requestError(request, 413, 'errors.payloadTooLarge')
  }
  const storage = fileStorage()
  const fields = new Map<string, string>()
  const problems: UploadProblem[] = []
  const writes: Array<Promise<StagedUpload | null>> = []
  const written: string[] = []
  let fileCount = 0
  let stop = false

  const parser = busboy({
    headers: { 'content-type': contentType },
    defParamCharset: 'utf8',
    limits: {
      fields: TEXT_FIELDS,
      fieldSize: TEXT_FIELD_BYTES,
      // Counted one byte past the limit, so putStream sees the file is too large; the rest is skipped.
      fileSize: PERSONAL_FILE_LIMIT_BYTES + 1,
      files: MAX_FILES_PER_REQUEST + 1,
      parts: TEXT_FIELDS + MAX_FILES_PER_REQUEST + 1,
    },
  })
  parser.on('field', (name, value) => fields.set(name, value))
  parser.on('file', (name, stream, info) => {
    stream.on('error', () => {})
    // An empty file input still sends a part with no name: nothing was chosen there.
    if (stop || name !== 'files' || !info.filename) {
      stream.resume()
      return
    }
    fileCount++
    if (fileCount > MAX_FILES_PER_REQUEST) {
      stream.resume()
      problems.push({ messageKey: 'personalFiles.upload.tooManyFiles', values: { max: MAX_FILES_PER_REQUEST } })
      stop = true
      return
    }
    const fileName = safeFileName(info.filename)
    const storageKey = personalUploadKey(userId, randomUUID(), fileName)
    written.push(storageKey)
    writes.push(
      storage
        .putStream(storageKey, feed(stream), { maxBytes: PERSONAL_FILE_LIMIT_BYTES })
        .then(({ size }) => ({ name: fileName, storageKey, sizeBytes: size, contentType: info.mimeType || null }))
        .catch((error: unknown) => {
          if (!(error instanceof StoredFileTooLargeError)) throw error
          problems.push({
            messageKey: 'personalFiles.upload.tooLarge',
            values: { file: fileName, limitMb: PERSONAL_FILE_LIMIT_BYTES / 1024 / 1024 },
          })
          return null
        }),
    )
  })
  parser.on('filesLimit', () => {
    if (!stop)
      problems.push({ messageKey: 'personalFiles.upload.tooManyFiles', values: { max: MAX_FILES_PER_REQUEST } })
    stop = true
  })

  const reader = limitedBody(request, BODY_LIMIT_BYTES).getReader()
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  parsed.catch(() => {})
  let bodyRefusal: 400 | 413 | null = null
  try {
    while (!stop && !parser.destroyed) {
      const { done, value } = await reader.read()
      if (done) break
      if (!parser.write(value)) await Promise.race([new Promise((drained) => parser.once('drain', drained)), parsed])
    }
    if (!stop) {
      parser.end()
      await parsed
    }
  } catch (error) {
    bodyRefusal = error instanceof RequestBodyTooLarge ? 413 : 400
  } finally {
    if (stop || bodyRefusal !== null) {
      parser.destroy()
      void reader.cancel().catch(() => {})
    }
  }
  const settled = await Promise.allSettled(writes)
  const files = settled.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []))
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed || bodyRefusal !== null || problems.length || files.length === 0) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => {})))
    // A body cut short also fails the file it was in; the body's refusal is the answer.
    if (bodyRefusal === 413) throw await requestError(request, 413, 'errors.payloadTooLarge')
    if (bodyRefusal === 400) throw await requestError(request, 400, 'errors.unreadableForm')
    if (failed) throw failed.reason
    return {
      status: 'refused',
      problems: problems.length ? problems : [{ messageKey: 'personalFiles.upload.noFile', values: {} }],
    }
  }
  return { status: 'uploaded', files, fields }
}
