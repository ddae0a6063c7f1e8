import { getSql } from '#db/client'
import { ANALYSIS_BATCH_STATUS_CHANNEL, ANALYSIS_RUN_STATUS_CHANNEL } from '#core/projects'
import { isFinalToolRunStatus } from '#core/tool-runs'

/** A comment line every so often keeps proxies and the browser from timing the stream out. */
const HEARTBEAT_MS = 15_000

/** What an open project page hears: a run reached a final status, or the batch changed status. */
export type ProjectEvent = { type: 'run'; taskId: number; status: number } | { type: 'batch'; status: number }

type Listener = (event: ProjectEvent) => void

/** Open pages by batch id. One LISTEN per channel per process serves them all. */
const listeners = new Map<string, Set<Listener>>()
let listening: Promise<void> | null = null

function dispatch(analysisId: string, event: ProjectEvent) {
  for (const listener of listeners.get(analysisId) ?? []) listener(event)
}

/** Starts the process's LISTEN on both channels once; a failed start is retried by the next subscriber. */
function ensureListening(): Promise<void> {
  listening ??= Promise.all([
    getSql().listen(ANALYSIS_RUN_STATUS_CHANNEL, (payload) => {
      const [analysisId, taskId, status] = payload.split(':')
      const event = { type: 'run' as const, taskId: Number(taskId), status: Number(status) }
      if (analysisId && Number.isInteger(event.taskId) && isFinalToolRunStatus(event.status))
        dispatch(analysisId, event)
    }),
    getSql().listen(ANALYSIS_BATCH_STATUS_CHANNEL, (payload) => {
      const [analysisId, status] = payload.split(':')
      const event = { type: 'batch' as const, status: Number(status) }
      if (analysisId && Number.isInteger(event.status)) dispatch(analysisId, event)
    }),
  ]).then(
    () => undefined,
    (error: unknown) => {
      listening = null
      throw error
    },
  )
  return listening
}

/** Subscribes to a batch's events; the returned function unsubscribes. */
export async function subscribeToProject(analysisId: string, listener: Listener): Promise<() => void> {
  await ensureListening()
  let set = listeners.get(analysisId)
  if (!set) listeners.set(analysisId, (set = new Set()))
  set.add(listener)
  return () => {
    set.delete(listener)
    if (set.size === 0) listeners.delete(analysisId)
  }
}

/**
 * The event stream of one batch: `run` on a run's final status (800, 400 and the other final
 * ones) and `batch` on a batch status change, until the client leaves. The page revalidates its
 * counts on each.
 */
export function projectEventStream(analysisId: string, signal: AbortSignal): ReadableStream<Uint8Array> {
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
      signal.addEventListener('abort', stop)
      unsubscribe = await subscribeToProject(analysisId, (event) =>
        send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      )
      if (signal.aborted) return stop()
      send('retry: 3000\n\n')
      heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS)
    },
    cancel() {
      stop()
    },
  })
}
