const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match')
  if (!header) return false
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

/**
 * A response for a URL that names its content's version (`…/<version>` or `?v=<version>`): kept
 * for good when that is the current version, since a change gives the content a new URL;
 * revalidated otherwise. Either way it carries the version as its ETag, so a browser that asks
 * again gets a bodiless 304. `shared: false` keeps it out of shared caches (content only some
 * users may see).
 */
export function versionedResponse(
  request: Request,
  content: {
    /** A stream (a stored file read piece by piece) is only read when the browser's copy is not current. */
    body: string | Uint8Array | ReadableStream<Uint8Array>
    /** The body's size in bytes, where a stream's is known (a stored file's). */
    contentLength?: number
    contentType: string
    version: string
    requestedVersion: string | null | undefined
    shared: boolean
    /** The content's own language, where it has one (the server otherwise names the reader's). */
    contentLanguage?: string
  },
): Response {
  const etag = `"${content.version}"`
  const scope = content.shared ? 'public' : 'private'
  const headers = new Headers({
    'Content-Type': content.contentType,
    ETag: etag,
    'Cache-Control':
      content.requestedVersion === content.version
        ? `${scope}, max-age=${ONE_YEAR_SECONDS}, immutable`
        : `${scope}, no-cache`,
    'X-Content-Type-Options': 'nosniff',
  })
  if (content.contentLanguage) headers.set('Content-Language', content.contentLanguage)
  if (matchesEtag(request, etag)) {
    if (content.body instanceof ReadableStream) void content.body.cancel()
    return new Response(null, { status: 304, headers })
  }
  if (content.contentLength !== undefined) headers.set('Content-Length', String(content.contentLength))
  const body = content.body
  return new Response(typeof body === 'string' || body instanceof ReadableStream ? body : new Uint8Array(body), {
    headers,
  })
}
