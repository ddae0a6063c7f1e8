import type { LoaderFunctionArgs } from '@remix-run/node'
import { eventStreamResponse } from '~/utils/server-sent-events.server'
import { requireRouteAccess } from '~/utils/access.server'
import { unreadMessageStream } from '~/utils/messages/message-events.server'

/** Server-sent events of the signed-in user's unread message count: now, and when a message reaches them. */
export async function loader({ request }: LoaderFunctionArgs) {
  let user
  try {
    user = await requireRouteAccess(request, 'user')
  } catch (refusal) {
    // A session that ended while a page was open: 204 tells EventSource to stop reconnecting,
    // where the login redirect would make the browser report a failed stream.
    if (refusal instanceof Response) return new Response(null, { status: 204 })
    throw refusal
  }
  return eventStreamResponse(unreadMessageStream(user.id, request.signal))
}
