import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import stylesheet from './tailwind.css?url'
import { getOptionalUser } from './utils/auth.server'
import { languageTag } from './utils/i18n'
import { useNonce } from './utils/nonce'
import { platformConfig } from './utils/platform-config.server'
import { hasCheckedInToday } from './utils/points.server'
import { unreadMessageCount } from './utils/messages.server'
import { takeFlashMessage } from './utils/flash.server'
import { FlashBanner } from './components/flash-banner'
import { browserTranslationsFor, i18next } from './utils/translations.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const language = (await i18next.getLocale(request)) as 'zh' | 'en'
  const user = await getOptionalUser(request)
  const [checkedInToday, unreadMessages] = user ? await Promise.all([hasCheckedInToday(user.id), unreadMessageCount(user.id)]) : [false, 0]
  const url = new URL(request.url)
  const flash = await takeFlashMessage(request)
  return json({
    flash: flash.message,
    language,
    translations: browserTranslationsFor(language),
    user: user ? { ...user, checkedInToday, unreadMessages } : null,
    platform: platformConfig(),
    currentPath: `${url.pathname}${url.search}`,
  }, flash.setCookie ? { headers: { 'Set-Cookie': flash.setCookie } } : undefined)
}

export type RootLoaderData = ReturnType<typeof useLoaderData<typeof loader>>

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}

/**
 * After a language switch the root loader revalidates with the other language's strings; the
 * browser's i18next instance takes them before this render, so no text lags behind `<html lang>`.
 */
function useLanguageFollowsServer(language: 'zh' | 'en', translations: Record<string, unknown>) {
  const { i18n } = useTranslation()
  if (i18n.language !== language) {
    i18n.addResourceBundle(language, 'common', translations, true, true)
    void i18n.changeLanguage(language)
  }
}

function Document({ children, language }: { children: React.ReactNode; language: 'zh' | 'en' }) {
  const nonce = useNonce()
  return (
    <html lang={languageTag(language)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-slate-50 font-sans text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const data = useLoaderData<typeof loader>()
  useLanguageFollowsServer(data.language, data.translations)
  return (
    <Document language={data.language}>
      <SiteHeader />
      {data.flash ? <FlashBanner message={data.flash} /> : null}
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </Document>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRootData()
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <Document language={data?.language ?? 'zh'}>
      <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
        <p className="text-6xl font-bold text-brand-600">{status}</p>
        <p className="text-lg">{status === 404 ? t('errors.notFound') : t('errors.unexpected')}</p>
        <a className="text-brand-600 underline" href="/">
          {t('errors.backHome')}
        </a>
      </main>
    </Document>
  )
}
