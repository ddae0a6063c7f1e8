import { getDb, getSql } from '#db/client'
import { MESSAGE_DELIVERED_CHANNEL, receiversAmong, unreadMessageCount } from '#db/messages'
import { logger } from '#core/logger'

/** A comment line every so often keeps proxies and the browser from timing the stream out. */
const HEARTBEAT_MS = 15_000

type Listener = (unread: number) => void

/** Open pages by user id. One LISTEN per process serves them all. */
const listeners = new Map<number, Set<Listener>>()
let listening: Promise<void> | null = null

/** Tells the users this process streams to, among a delivered message's receivers, their new unread count. */
async function announce(messageId: number): Promise<void> {
  const receivers = await receiversAmong(getDb(), messageId, [...listeners.keys()])
  for (const receiverId of receivers) {
    const set = listeners.get(receiverId)
    if (!set) continue
    const unread = await unreadMessageCount(getDb(), receiverId)
    for (const listener of set) listener(unread)
  }
}

function ensureListening(): Promise<void> {
  listening ??= getSql()
    .listen(MESSAGE_DELIVERED_CHANNEL, (payload) => {
      const messageId = Number(payload)
      if (!Number.isInteger(messageId) || listeners.size === 0) return
      announce(messageId).catch((error: unknown) => logger.error({ err: error }, 'announcing a message failed'))
    })
    .then(
      () => undefined,
      (error: unknown) => {
        listening = null
        throw error
      },
    )
  return listening
}

async function subscribe(userId: number, listener: Listener): Promise<() => void> {
  await ensureListening()
  let set = listeners.get(userId)
  if (!set) listeners.set(userId, (set = new Set()))
  set.add(listener)
  return () => {
    set.delete(listener)
    if (set.size === 0) listeners.delete(userId)
  }
}

/**
 * A user's event stream: `unread` with their unread count now (read after LISTEN starts, so no
 * delivery is missed) and after each message delivered to them, until the client leaves.
 */
export function unreadMessageStream(userId: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let stop: () => void = () => {}
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false
      let heartbeat: ReturnType<typeof setInterval> | undefined
      let unsubscribe: (() => void) | undefined
      stop = () => {
        if (closed) return
        closed = true
        clearInterval(heartbeat)
        signal.removeEventListener('abort', stop)
        unsubscribe?.()
        try {
          controller.close()
        } catch {
          // Already closed by the client going away.
        }
      }
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      const sendUnread = (unread: number) => send(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`)
      signal.addEventListener('abort', stop)
      unsubscribe = await subscribe(userId, sendUnread)
      if (signal.aborted) return stop()
      send('retry: 5000\n\n')
      sendUnread(await unreadMessageCount(getDb(), userId))
      heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS)
    },
    cancel() {
      stop()
    },
  })
}
