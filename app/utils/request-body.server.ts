import { requestError } from './http-errors.server'

/**
 * Every action reads its body through here (or, for tool uploads, through `limitedBody`), so no
 * request is buffered past a limit: bytes are counted as they arrive, a declared Content-Length
 * over the limit is refused before anything is read, and what is not a form gets a 400, not a 500.
 */

/** Plenty for any form without files (login, password, filters, record actions). */
export const MAX_FORM_BYTES = 256 * 1024
/**
 * After refusing a body, this much more of it is read and thrown away so the client, still
 * sending, receives the answer; past it the connection is dropped.
 */
const DISCARD_BYTES = 64 * 1024 * 1024

export class RequestBodyTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`)
  }
}

export function declaredLength(request: Request): number | null {
  const header = request.headers.get('Content-Length')
  if (header === null || !/^\d+$/.test(header.trim())) return null
  return Number(header)
}

export function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase()
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      discarded += value.byteLength
      if (discarded > DISCARD_BYTES) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // The client went away; nothing is left to read.
  }
}

/** Reads and drops what a refused request still sends, in the background. */
export function discardBody(request: Request): void {
  if (request.body && !request.bodyUsed) void discardRest(request.body.getReader())
}

/** The client stopped sending before the body ended (a closed tab, a dropped connection). */
export class RequestBodyBroken extends Error {
  constructor(cause: unknown) {
    super('request body ended early', { cause })
  }
}

/**
 * The body as a stream that fails with RequestBodyTooLarge once more than `limitBytes` arrived,
 * and with RequestBodyBroken when the client's stream fails. Cancelling the request's own stream
 * would destroy the socket before the 413 is written, so past the limit the rest is discarded instead.
 */
export function limitedBody(request: Request, limitBytes: number): ReadableStream<Uint8Array> {
  const reader = (
    request.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() })
  ).getReader()
  let received = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        return controller.error(new RequestBodyBroken(error))
      }
      const { done, value } = chunk
      if (done) return controller.close()
      received += value.byteLength
      if (received > limitBytes) {
        controller.error(new RequestBodyTooLarge(limitBytes))
        void discardRest(reader)
        return
      }
      controller.enqueue(value)
    },
    cancel() {
      void discardRest(reader)
    },
  })
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<ArrayBuffer> {
  return new Response(stream).arrayBuffer()
}

/**
 * A form without files, as an action's FormData: urlencoded, or multipart from a script. A
 * larger body is a 413, anything else (JSON, plain text, garbage) a 400, each with a message.
 */
export async function readFormData(request: Request, limitBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = mediaType(request)
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    discardBody(request)
    throw await requestError(request, 400, 'errors.unreadableForm')
  }
  if ((declaredLength(request) ?? 0) > limitBytes) {
    discardBody(request)
    throw await requestError(request, 413, 'errors.payloadTooLarge')
  }
  let bytes: ArrayBuffer
  try {
    bytes = await readAll(limitedBody(request, limitBytes))
  } catch (error) {
    if (error instanceof RequestBodyTooLarge) throw await requestError(request, 413, 'errors.payloadTooLarge')
    if (error instanceof RequestBodyBroken) throw await requestError(request, 400, 'errors.unreadableForm')
    throw error
  }
  let form: FormData
  try {
    form = await new Response(bytes, {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? type },
    }).formData()
  } catch {
    throw await requestError(request, 400, 'errors.unreadableForm')
  }
  if (!formHasNoNul(form)) throw await requestError(request, 400, 'errors.badRequest')
  return form
}

/** Postgres text cannot hold U+0000, so a value with one could only fail later, as a 500. */
export function formHasNoNul(form: FormData): boolean {
  for (const [name, value] of form) {
    if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) return false
  }
  return true
}
