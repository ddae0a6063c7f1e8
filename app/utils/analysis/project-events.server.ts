import { getSql } from '#db/client'
import { ANALYSIS_BATCH_STATUS_CHANNEL, ANALYSIS_RUN_STATUS_CHANNEL } from '#core/projects'
import { isFinalToolRunStatus } from '#core/tool-runs'
import { eventStream, notificationFanOut } from '../server-sent-events.server'

/** What an open project page hears: a run reached a final status, or the batch changed status. */
export type ProjectEvent = { type: 'run'; taskId: number; status: number } | { type: 'batch'; status: number }

/** Open project pages by batch id, fed by both channels. */
const subscribeToProject = notificationFanOut<string, ProjectEvent>((dispatch) =>
  Promise.all([
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
  ]),
)

/**
 * The event stream of one batch: `run` on a run's final status (800, 400 and the other final
 * ones) and `batch` on a batch status change, until the client leaves. The page revalidates its
 * counts on each.
 */
export function projectEventStream(analysisId: string, signal: AbortSignal): ReadableStream<Uint8Array> {
  return eventStream(signal, {
    retryMs: 3000,
    subscribe: ({ send }) => subscribeToProject(analysisId, (event) => send(event.type, event)),
  })
}
