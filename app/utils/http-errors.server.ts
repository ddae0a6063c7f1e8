import { json } from '@remix-run/node'
import type { RequestErrorBody, RequestErrorKey } from './request-error'
import { i18next } from './translations.server'

export type { RequestErrorKey } from './request-error'

/**
 * A refusal to throw from a loader or action. A page shows `messageKey` in the root error
 * boundary, inside the normal layout; a resource route answers this JSON as it is, so a script or a
 * download link still reads the message in the user's language.
 */
export async function requestError(request: Request, status: number, messageKey: RequestErrorKey): Promise<Response> {
  const t = await i18next.getFixedT(request)
  return json<RequestErrorBody>(
    { messageKey, message: t(messageKey) },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}
