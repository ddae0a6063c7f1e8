/**
 * Worker threads for the library's large jobs (beta diversity, PERMANOVA). A worker module sits
 * beside the module that uses it, reads its task from `workerData` and posts one message, its
 * result (`answerWorkerTask`). Callers split the job into tasks so that the workers' results equal
 * the single-thread result bit for bit, which lets a job fall back to this thread at any time.
 */
import { parentPort, Worker, workerData, type TransferListItem } from 'node:worker_threads'

/** The `code` of the warning emitted when a job computes on this thread because workers failed. */
export const WORKER_FALLBACK_WARNING = 'BIOCLOUD_WORKER_FALLBACK'

/**
 * The worker module `name` beside the calling module (`import.meta.url`), in the caller's own form:
 * `.ts` when it runs from source under tsx, `.js` once built.
 */
export function workerModuleBeside(callerUrl: string, name: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl)
}

/**
 * Starts one worker per task and resolves with their results in task order. Rejects, and stops the
 * other workers, as soon as one cannot start, throws, or exits without posting its result.
 */
export function runInWorkers<Task, Result>(workerModule: URL, tasks: readonly Task[]): Promise<Result[]> {
  if (tasks.length === 0) return Promise.resolve([])
  const workers: Worker[] = []
  const stopAll = () => workers.forEach((worker) => void worker.terminate())
  return new Promise<Result[]>((resolve, reject) => {
    const results = new Array<Result>(tasks.length)
    let pending = tasks.length
    let failed = false
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      stopAll()
      reject(error instanceof Error ? error : new Error(String(error)))
    }
    try {
      tasks.forEach((task, index) => {
        const worker = startWorker(workerModule, task)
        workers.push(worker)
        let answered = false
        worker.once('message', (result: Result) => {
          answered = true
          results[index] = result
          if (--pending === 0) {
            stopAll()
            resolve(results)
          }
        })
        worker.once('error', fail)
        worker.once('exit', (code) => {
          if (!answered) fail(new Error(`the worker exited with code ${code} before posting its result`))
        })
      })
    } catch (error) {
      fail(error)
    }
  })
}

function startWorker(workerModule: URL, task: unknown): Worker {
  if (!workerModule.pathname.endsWith('.ts')) return new Worker(workerModule, { workerData: task })
  // Run from TypeScript source (tsx): on Node 20 a worker does not inherit tsx's loader, so the
  // worker registers it before importing its module. Where the loader cannot be found (no
  // import.meta.resolve, as under Vitest, or tsx missing) this throws or the worker fails.
  const loaderApi = import.meta.resolve('tsx/esm/api')
  const bootstrap = `import(${JSON.stringify(loaderApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerModule.href)}) })`
  return new Worker(bootstrap, { eval: true, workerData: task })
}

/** Worker modules that failed in this process; their jobs go straight to this thread from then on. */
const failedWorkerModules = new Set<string>()

/**
 * `inWorkers()`, or `onThisThread()` when the workers fail: under Vitest (which cannot load a
 * TypeScript worker) or in a bundle that does not ship the worker module. The first failure of a
 * worker module is reported through Node's warning channel (`process.emitWarning`, code
 * `BIOCLOUD_WORKER_FALLBACK`), since the library has no logger; later jobs of that module then
 * compute on this thread without trying workers again.
 */
export async function inWorkersOrOnThisThread<Result>(
  workerModule: URL,
  inWorkers: () => Promise<Result>,
  onThisThread: () => Result,
): Promise<Result> {
  if (failedWorkerModules.has(workerModule.href)) return onThisThread()
  try {
    return await inWorkers()
  } catch (error) {
    failedWorkerModules.add(workerModule.href)
    const reason = error instanceof Error ? error.message : String(error)
    process.emitWarning(
      `${workerModule.pathname.split('/').pop()} could not run in worker threads (${reason}); ` +
        'this job and later ones compute on the main thread, with the same results but slower',
      { code: WORKER_FALLBACK_WARNING },
    )
    return onThisThread()
  }
}

/**
 * The worker side: computes the task this worker was started with (awaiting it when the work is
 * asynchronous, as reading a file is) and posts the result, moving the buffers `transfer` names
 * instead of copying them. A rejection is thrown in the worker, which the caller sees as an error.
 */
export async function answerWorkerTask<Task, Result>(
  compute: (task: Task) => Result | Promise<Result>,
  transfer: (result: Result) => TransferListItem[] = () => [],
): Promise<void> {
  const result = await compute(workerData as Task)
  parentPort?.postMessage(result, transfer(result))
}
