/** Worker-thread entry of `permanovaParallel`: evaluates one range of the permutation sequence. */
import { parentPort, workerData } from 'node:worker_threads'
import { runPermanovaWorkerTask, type PermanovaWorkerTask } from './permanova'

const statistics = runPermanovaWorkerTask(workerData as PermanovaWorkerTask)
parentPort?.postMessage(statistics, [statistics.buffer])
