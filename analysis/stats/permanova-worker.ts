/** Worker-thread entry of `permanovaParallel`: evaluates one range of the permutation sequence. */
import { answerWorkerTask } from '../parallel'
import { runPermanovaWorkerTask } from './permanova'

// The statistics' buffer is moved to the main thread, not copied.
answerWorkerTask(runPermanovaWorkerTask, (statistics) => [statistics.buffer])
