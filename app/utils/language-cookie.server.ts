import { createCookie } from '@remix-run/node'
import { secureCookies } from './secure-cookies.server'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/language'
import { LANGUAGE_COOKIE_NAME } from './i18n'

export const languageCookie = createCookie(LANGUAGE_COOKIE_NAME, {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: secureCookies(),
  maxAge: 60 * 60 * 24 * 365,
})

export async function languageFromRequest(request: Request): Promise<Language> {
  const value: unknown = await languageCookie.parse(request.headers.get('Cookie'))
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}
