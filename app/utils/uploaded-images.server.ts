import { fileTypeFromBuffer } from 'file-type'

/*
 * Images staff and customers upload (tool and course covers, feedback screenshots, report logos):
 * what they are is read from their content by file-type, never from their name, and only raster
 * formats are taken (an SVG can carry script). A stored image's key ends in the suffix of what its
 * content was, which decides the type it is served as.
 */

export const RASTER_IMAGES = {
  png: { suffix: 'png', contentType: 'image/png' },
  jpeg: { suffix: 'jpg', contentType: 'image/jpeg' },
  gif: { suffix: 'gif', contentType: 'image/gif' },
  webp: { suffix: 'webp', contentType: 'image/webp' },
} as const

export type RasterImageKind = keyof typeof RASTER_IMAGES

const ALL_RASTER_IMAGES = Object.keys(RASTER_IMAGES) as RasterImageKind[]

/** Which of the `accepted` formats the bytes are, or null when they are none of them. */
export async function rasterImageKind(
  bytes: Uint8Array,
  accepted: readonly RasterImageKind[] = ALL_RASTER_IMAGES,
): Promise<RasterImageKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  const kind = detected?.ext === 'jpg' ? 'jpeg' : detected?.ext
  return accepted.find((candidate) => candidate === kind) ?? null
}

/** The type a stored image is served as, by the suffix of its key; undefined for anything else. */
export function storedImageContentType(key: string): string | undefined {
  const suffix = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return Object.values(RASTER_IMAGES).find((image) => image.suffix === suffix)?.contentType
}

/** A stored image for the signed-in viewer alone: kept by their browser a while, never sniffed as anything else. */
export function privateImageResponse(bytes: Uint8Array, contentType: string, maxAgeSeconds: number): Response {
  // A view of a SharedArrayBuffer cannot be a body; storage hands out plain ones, so this rarely copies.
  const body = bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes)
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': `private, max-age=${maxAgeSeconds}`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
