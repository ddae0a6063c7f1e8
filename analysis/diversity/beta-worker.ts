import { answerWorkerTask } from '../parallel'
import { computeBetaRows, type BetaWorkerTask } from './beta'

// One beta diversity worker: fills its rows of the shared condensed matrix, then says so.
answerWorkerTask((task: BetaWorkerTask) => computeBetaRows(task.prepared, task.firstRow, task.endRow, task.condensed))
