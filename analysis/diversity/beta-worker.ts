import { parentPort } from 'node:worker_threads'
import { computeBetaRows, type BetaWorkerTask } from './beta'

// One beta diversity worker: fills its rows of the shared condensed matrix, then says so.
parentPort?.once('message', (task: BetaWorkerTask) => {
  computeBetaRows(task.prepared, task.firstRow, task.endRow, task.condensed)
  parentPort?.postMessage('done')
})
