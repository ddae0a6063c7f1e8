import { Writable } from 'node:stream'
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { NonceProvider } from './utils/nonce'
import { i18next, serverI18nFor } from './utils/translations.server'
import { languageOrDefault } from '#core/language'
import { logger } from '#core/logger'

const ABORT_DELAY = 10_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: { cspNonce?: string },
) {
  const language = languageOrDefault(await i18next.getLocale(request))
  const nonce = loadContext.cspNonce ?? ''

  return new Promise<Response>((resolve, reject) => {
    let didError = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={serverI18nFor(language)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        // The whole document as one body, for browsers and crawlers alike: no page defers data, so
        // nothing could stream early, and one piece costs compression and the socket far less than
        // React's 2 KB ones.
        onAllReady() {
          const chunks: Buffer[] = []
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              clearTimeout(abortTimer)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: didError ? 500 : responseStatusCode,
                }),
              )
              done()
            },
          })
          pipe(document)
        },
        onShellError: reject,
        onError(error: unknown) {
          didError = true
          logger.error({ err: error }, 'server render failed')
        },
      },
    )
    const abortTimer = setTimeout(abort, ABORT_DELAY)
  })
}
