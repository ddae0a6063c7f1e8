import { createCookieSessionStorage } from '@remix-run/node'
import { secureCookies } from './secure-cookies.server'
import { sessionSecrets } from './session.server'

export type FlashKind = 'success' | 'info' | 'warning' | 'error'
export interface FlashMessage {
  kind: FlashKind
  /** An i18next key, translated when shown, so the message follows the reader's language. */
  messageKey: string
  values?: Record<string, string | number>
}

const flashStorage = createCookieSessionStorage<Record<string, never>, { message: FlashMessage }>({
  cookie: {
    name: '__flash',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    secrets: sessionSecrets(),
  },
})

/** A one-time message for the next page, which is how a no-JavaScript POST reports its outcome. */
export async function flashMessageHeader(request: Request, message: FlashMessage): Promise<string> {
  const session = await flashStorage.getSession(request.headers.get('Cookie'))
  session.flash('message', message)
  return flashStorage.commitSession(session)
}

export async function takeFlashMessage(
  request: Request,
): Promise<{ message: FlashMessage | null; setCookie: string | null }> {
  const session = await flashStorage.getSession(request.headers.get('Cookie'))
  const message = session.get('message') ?? null
  return { message, setCookie: message ? await flashStorage.commitSession(session) : null }
}
