import { getDb, getSql } from '#db/client'
import { MESSAGE_DELIVERED_CHANNEL, receiversAmong, unreadMessageCount } from '#db/messages'
import { logger } from '#core/logger'
import { eventStream, notificationFanOut, type Dispatch } from '../server-sent-events.server'

/** Tells the users this process streams to, among a delivered message's receivers, their new unread count. */
async function announce(messageId: number, streamedUsers: number[], dispatch: Dispatch<number, number>) {
  const receivers = await receiversAmong(getDb(), messageId, streamedUsers)
  for (const receiverId of receivers) dispatch(receiverId, await unreadMessageCount(getDb(), receiverId))
}

/** Open pages by user id, told their unread count when a message reaches them. */
const subscribeToUnread = notificationFanOut<number, number>((dispatch, subscribedKeys) =>
  getSql().listen(MESSAGE_DELIVERED_CHANNEL, (payload) => {
    const messageId = Number(payload)
    const streamedUsers = subscribedKeys()
    if (!Number.isInteger(messageId) || streamedUsers.length === 0) return
    announce(messageId, streamedUsers, dispatch).catch((error: unknown) =>
      logger.error({ err: error }, 'announcing a message failed'),
    )
  }),
)

/**
 * A user's event stream: `unread` with their unread count now (read after LISTEN starts, so no
 * delivery is missed) and after each message delivered to them, until the client leaves.
 */
export function unreadMessageStream(userId: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  return eventStream(signal, {
    retryMs: 5000,
    subscribe: ({ send }) => subscribeToUnread(userId, (unread) => send('unread', { unread })),
    sendInitial: async ({ send }) => send('unread', { unread: await unreadMessageCount(getDb(), userId) }),
  })
}
