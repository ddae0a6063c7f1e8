import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
} from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import stylesheet from './tailwind.css?url'
import { getShellUser } from './utils/auth.server'
import { ensureTranslations } from './utils/client-translations'
import { languageTag, languageOrDefault, type Language } from '#core/language'
import { useNonce } from './utils/nonce'
import { platformConfig } from './utils/platform-config.server'
import { takeFlashMessage } from './utils/flash.server'
import { FlashBanner } from './components/flash-banner'
import { StatusPage } from './components/status-page'
import { FavouriteStarSymbol } from './components/favourite-toggle'
import { i18next, translationsUrl } from './utils/translations.server'
import { isRequestErrorBody } from './utils/request-error'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOrDefault(await i18next.getLocale(request))
  const [user, flash] = await Promise.all([getShellUser(request), takeFlashMessage(request)])
  const url = new URL(request.url)
  return json(
    {
      flash: flash.message,
      language,
      // The strings themselves are a versioned resource the browser caches, not part of every page.
      translationsUrl: translationsUrl(language),
      user,
      platform: platformConfig(),
      currentPath: `${url.pathname}${url.search}`,
    },
    flash.setCookie ? { headers: { 'Set-Cookie': flash.setCookie } } : undefined,
  )
}

export type RootLoaderData = ReturnType<typeof useLoaderData<typeof loader>>

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}

/**
 * When the root loader runs again in the browser (after a language switch, or once staff changed a
 * string), the table it names is loaded before the new data renders, so no text lags behind
 * `<html lang>`.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>()
  await ensureTranslations(data.language, data.translationsUrl)
  return data
}

function useLanguageFollowsServer(language: Language) {
  const { i18n } = useTranslation()
  if (i18n.language !== language) void i18n.changeLanguage(language)
}

function Document({
  children,
  language,
  translationsUrl,
}: {
  children: React.ReactNode
  language: Language
  translationsUrl?: string
}) {
  const nonce = useNonce()
  return (
    <html lang={languageTag(language)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {translationsUrl ? <link rel="preload" href={translationsUrl} as="fetch" crossOrigin="anonymous" /> : null}
      </head>
      <body className="flex min-h-full flex-col bg-slate-50 font-sans text-slate-800 antialiased">
        <FavouriteStarSymbol />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const data = useLoaderData<typeof loader>()
  useLanguageFollowsServer(data.language)
  return (
    <Document language={data.language} translationsUrl={data.translationsUrl}>
      <SiteHeader />
      {data.flash ? <FlashBanner message={data.flash} /> : null}
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </Document>
  )
}

/** What an error status means for the reader when the error names no message of its own. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'errors.badRequest',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  429: 'errors.tooManyRequests',
}

/** Any error a page throws is shown inside the usual frame (header, footer, whom to contact). */
export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRootData()
  const { i18n } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const messageKey =
    isRouteErrorResponse(error) && isRequestErrorBody(error.data)
      ? error.data.messageKey
      : (STATUS_MESSAGES[status] ?? 'errors.unexpected')
  return (
    <Document language={data?.language ?? languageOrDefault(i18n.language)} translationsUrl={data?.translationsUrl}>
      <SiteHeader />
      <main className="flex-1">
        <StatusPage status={status} messageKey={messageKey} />
      </main>
      <SiteFooter />
    </Document>
  )
}
