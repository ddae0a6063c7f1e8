/*
 * Live pages hear Postgres NOTIFY through server-sent events. Two pieces serve every stream: a
 * fan-out that holds one LISTEN per channel per process and hands each notification to the open
 * pages it concerns, and the event-stream response that heartbeats and ends when the client leaves.
 */

/** A comment line every so often keeps proxies and the browser from timing the stream out. */
const HEARTBEAT_MS = 15_000

type Listener<E> = (event: E) => void

/** Hands `event` to the pages subscribed under `key`. */
export type Dispatch<K, E> = (key: K, event: E) => void

/**
 * Open pages by key (a user, a batch, a task), fed by the LISTENs `listen` starts once per process
 * on first use; a failed start is retried by the next subscriber. `listen` also gets the keys
 * subscribed now, for notifications that need a query to learn whom they concern.
 */
export function notificationFanOut<K, E>(
  listen: (dispatch: Dispatch<K, E>, subscribedKeys: () => K[]) => Promise<unknown>,
) {
  const listeners = new Map<K, Set<Listener<E>>>()
  let listening: Promise<void> | null = null
  const dispatch: Dispatch<K, E> = (key, event) => {
    for (const listener of listeners.get(key) ?? []) listener(event)
  }
  function ensureListening(): Promise<void> {
    listening ??= listen(dispatch, () => [...listeners.keys()]).then(
      () => undefined,
      (error: unknown) => {
        listening = null
        throw error
      },
    )
    return listening
  }
  /** Subscribes once the LISTEN runs (so nothing sent afterwards is missed); the returned function unsubscribes. */
  return async function subscribe(key: K, listener: Listener<E>): Promise<() => void> {
    await ensureListening()
    let set = listeners.get(key)
    if (!set) listeners.set(key, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) listeners.delete(key)
    }
  }
}

export interface EventSender {
  /** Sends one named event with a JSON body. */
  send(event: string, data: unknown): void
  /** Ends the stream (e.g. after a final status). */
  stop(): void
}

export interface EventStreamParts {
  /** How soon EventSource reconnects after the stream breaks. */
  retryMs: number
  /** Starts hearing the page's notifications; resolves with the unsubscribe once they are heard. */
  subscribe(sender: EventSender): Promise<() => void>
  /** Sends what the page needs first, read after `subscribe` so no change falls between. */
  sendInitial?(sender: EventSender): Promise<void>
}

/**
 * A `text/event-stream` body: it subscribes, sends `retry:` (the sign that the stream is live) and
 * the initial events, then heartbeats until the client leaves or `stop` is called.
 */
export function eventStream(signal: AbortSignal, parts: EventStreamParts): ReadableStream<Uint8Array> {
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
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      const sender: EventSender = {
        send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        stop: () => stop(),
      }
      signal.addEventListener('abort', stop)
      const unsubscribeNow = await parts.subscribe(sender)
      // Stopped while subscribing: stop ran before there was anything to unsubscribe.
      if (closed) return unsubscribeNow()
      unsubscribe = unsubscribeNow
      if (signal.aborted) return stop()
      write(`retry: ${parts.retryMs}\n\n`)
      await parts.sendInitial?.(sender)
      if (closed) return
      heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS)
    },
    cancel() {
      stop()
    },
  })
}

/** The response of an event stream; no-transform keeps the compression middleware from buffering it. */
export function eventStreamResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
