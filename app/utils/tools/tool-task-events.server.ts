import { getSql } from '#db/client'
import { isFinalToolRunStatus, TOOL_TASK_STATUS_CHANNEL } from '#core/tool-runs'
import { eventStream, notificationFanOut, type EventSender } from '../server-sent-events.server'

/** Open task pages by task id, told each status the worker reports. */
const subscribeToTask = notificationFanOut<number, number>((dispatch) =>
  getSql().listen(TOOL_TASK_STATUS_CHANNEL, (payload) => {
    const [taskId, status] = payload.split(':').map(Number)
    if (Number.isInteger(taskId) && Number.isInteger(status)) dispatch(taskId, status)
  }),
)

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
  let lastStatus: number | null = null
  const sendStatus = ({ send, stop }: EventSender, status: number) => {
    if (status === lastStatus) return
    lastStatus = status
    const final = isFinalToolRunStatus(status)
    send('status', { status, final })
    if (final) stop()
  }
  return eventStream(signal, {
    retryMs: 3000,
    subscribe: (sender) => subscribeToTask(taskId, (status) => sendStatus(sender, status)),
    sendInitial: async (sender) => {
      const status = await currentStatus()
      // Deleted (or no longer shared) while watched: nothing more will come.
      if (status === null) sender.stop()
      else sendStatus(sender, status)
    },
  })
}
