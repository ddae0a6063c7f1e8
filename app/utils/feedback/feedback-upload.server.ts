import busboy from 'busboy'
import { MAX_FEEDBACK_IMAGE_MB, MAX_FEEDBACK_IMAGES } from '#core/feedback'
import { requestError } from '../http-errors.server'
import { declaredLength, discardBody, mediaType, readFormData } from '../request-body.server'
import { rasterImageKind, type RasterImageKind } from '../uploaded-images.server'

const IMAGE_BYTES = MAX_FEEDBACK_IMAGE_MB * 1024 * 1024
/** The text fields of the form (type, contact, content, source page) together. */
const TEXT_BYTES = 64 * 1024
/** Every image at its limit, the text, and the multipart framing. */
export const MAX_FEEDBACK_BODY_BYTES = MAX_FEEDBACK_IMAGES * IMAGE_BYTES + TEXT_BYTES + 64 * 1024

export interface FeedbackImage {
  bytes: Uint8Array
  kind: RasterImageKind
}

export interface FeedbackBody {
  form: FormData
  images: FeedbackImage[]
  /** Why the images were refused (a message key and its values), or null. */
  imageError: { key: string; values?: Record<string, string | number> } | null
}

/**
 * Reads the feedback form: urlencoded (no images) or multipart with up to five `images` parts.
 * Each image is kept in memory only up to its limit, and is accepted only when its first bytes are
 * those of a PNG, JPEG, GIF or WebP file, whatever its name says.
 */
export async function readFeedbackBody(request: Request): Promise<FeedbackBody> {
  if (mediaType(request) !== 'multipart/form-data') {
    return { form: await readFormData(request), images: [], imageError: null }
  }
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/;\s*boundary=/i.test(contentType)) {
    discardBody(request)
    throw await requestError(request, 400, 'errors.unreadableForm')
  }
  if ((declaredLength(request) ?? 0) > MAX_FEEDBACK_BODY_BYTES) {
    discardBody(request)
    throw await requestError(request, 413, 'errors.payloadTooLarge')
  }
  const form = new FormData()
  const receivedImages: Uint8Array[] = []
  let imageError: FeedbackBody['imageError'] = null
  let textBytes = 0
  let tooLarge = false
  let received = 0
  const parser = busboy({
    headers: { 'content-type': contentType },
    defParamCharset: 'utf8',
    limits: { fields: 20, fieldSize: TEXT_BYTES, fileSize: IMAGE_BYTES + 1, files: MAX_FEEDBACK_IMAGES + 5, parts: 40 },
  })
  parser.on('field', (name, value, info) => {
    textBytes += Buffer.byteLength(value)
    if (info.valueTruncated || textBytes > TEXT_BYTES) tooLarge = true
    else if (!value.includes('\u0000')) form.append(name, value)
  })
  parser.on('file', (name, stream, info) => {
    stream.on('error', () => {})
    // An empty file input still sends a part with no name: nothing was chosen.
    if (name !== 'images' || !info.filename) {
      stream.resume()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= IMAGE_BYTES) chunks.push(chunk)
    })
    stream.on('end', () => {
      if (size === 0) return
      if (receivedImages.length >= MAX_FEEDBACK_IMAGES) {
        imageError ??= { key: 'feedback.errors.tooManyImages', values: { max: MAX_FEEDBACK_IMAGES } }
        return
      }
      if (size > IMAGE_BYTES) {
        imageError ??= { key: 'feedback.errors.imageTooLarge', values: { max: MAX_FEEDBACK_IMAGE_MB } }
        return
      }
      receivedImages.push(new Uint8Array(Buffer.concat(chunks)))
    })
  })
  parser.on('filesLimit', () => {
    imageError ??= { key: 'feedback.errors.tooManyImages', values: { max: MAX_FEEDBACK_IMAGES } }
  })
  const done = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  try {
    const reader = request.body?.getReader()
    if (reader) {
      for (;;) {
        const { done: finished, value } = await reader.read()
        if (finished) break
        received += value.byteLength
        if (received > MAX_FEEDBACK_BODY_BYTES) {
          tooLarge = true
          await reader.cancel()
          break
        }
        if (!parser.write(value)) await new Promise((resolve) => parser.once('drain', resolve))
      }
    }
    if (tooLarge) {
      parser.destroy()
      throw await requestError(request, 413, 'errors.payloadTooLarge')
    }
    parser.end()
    await done
  } catch (error) {
    if (error instanceof Response) throw error
    throw await requestError(request, 400, 'errors.unreadableForm')
  }
  const images: FeedbackImage[] = []
  for (const bytes of receivedImages) {
    const kind = await rasterImageKind(bytes)
    if (kind) images.push({ bytes, kind })
    else imageError ??= { key: 'feedback.errors.imageType' }
  }
  return { form, images, imageError }
}
