import { getSql } from '#db/client'
import { isFinalToolRunStatus, TOOL_TASK_STATUS_CHANNEL } from '#core/tool-runs'

/** A comment line every so often keeps proxies and the browser from timing the stream out. */
const HEARTBEAT_MS = 15_000

/**
 * An event stream of one task's status, fed by Postgres LISTEN so it hears the worker whichever
 * web process serves it. It sends the current status first (read after LISTEN starts, so no change
 * falls between), then every change, and ends after a final status or when the client leaves.
 */
export function toolTaskStatusStream(
  taskId: number,
  currentStatus: () => Promise<number | null>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let stop: () => Promise<void> = async () => {}
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false
      let lastStatus: number | null = null
      let heartbeat: ReturnType<typeof setInterval> | undefined
      let unlisten: (() => Promise<void>) | undefined
      stop = async () => {
        if (closed) return
        closed = true
        clearInterval(heartbeat)
        signal.removeEventListener('abort', onAbort)
        await unlisten?.().catch(() => {})
        try {
          controller.close()
        } catch {
          // Already closed by the client going away.
        }
      }
      const onAbort = () => void stop()
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      const sendStatus = (status: number) => {
        if (closed || status === lastStatus) return
        lastStatus = status
        const final = isFinalToolRunStatus(status)
        send(`event: status\ndata: ${JSON.stringify({ status, final })}\n\n`)
        if (final) void stop()
      }
      signal.addEventListener('abort', onAbort)
      const subscription = await getSql().listen(TOOL_TASK_STATUS_CHANNEL, (payload) => {
        const [id, status] = payload.split(':').map(Number)
        if (id === taskId && Number.isInteger(status)) sendStatus(status)
      })
      unlisten = subscription.unlisten
      if (signal.aborted) return stop()
      send('retry: 3000\n\n')
      const status = await currentStatus()
      // Deleted (or no longer shared) while watched: nothing more will come.
      if (status === null) return stop()
      sendStatus(status)
      if (!closed) heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS)
    },
    cancel() {
      return stop()
    },
  })
}
