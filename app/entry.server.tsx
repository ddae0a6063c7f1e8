import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { createInstance } from 'i18next'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nConfig } from './utils/i18n'
import { NonceProvider } from './utils/nonce'
import { i18next, translationsFor } from './utils/translations.server'

const ABORT_DELAY = 10_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: { cspNonce?: string },
) {
  const language = (await i18next.getLocale(request)) as 'zh' | 'en'
  const instance = createInstance()
  await instance.use(initReactI18next).init({
    ...i18nConfig,
    lng: language,
    resources: { [language]: { common: translationsFor(language) } },
  })
  const nonce = loadContext.cspNonce ?? ''
  const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let didError = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: didError ? 500 : responseStatusCode }))
          pipe(body)
        },
        onShellError: reject,
        onError(error: unknown) {
          didError = true
          console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
