import { afterEach, describe, expect, it, vi } from 'vitest'
import { inWorkersOrOnThisThread, runInWorkers, WORKER_FALLBACK_WARNING, workerModuleBeside } from './parallel'

/** A worker written as a data: URL, because Vitest cannot start a worker from a TypeScript module. */
const DOUBLING_WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(
    "import { parentPort, workerData } from 'node:worker_threads'; parentPort.postMessage(workerData * 2)",
  )}`,
)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('workerModuleBeside', () => {
  it('names the worker in the form the caller runs in', () => {
    expect(workerModuleBeside('file:///app/analysis/stats/permanova.ts', 'permanova-worker').href).toBe(
      'file:///app/analysis/stats/permanova-worker.ts',
    )
    expect(workerModuleBeside('file:///app/build/stats/permanova.js', 'permanova-worker').href).toBe(
      'file:///app/build/stats/permanova-worker.js',
    )
  })
})

describe('runInWorkers', () => {
  it('resolves with each worker’s result in task order', async () => {
    expect(await runInWorkers<number, number>(DOUBLING_WORKER, [1, 2, 3])).toEqual([2, 4, 6])
  })

  it('rejects when a worker module cannot be loaded', async () => {
    const missing = new URL('./no-such-worker.js', import.meta.url)
    await expect(runInWorkers(missing, [1, 2])).rejects.toThrow()
  })
})

describe('inWorkersOrOnThisThread', () => {
  it('computes on this thread when the workers fail, warns once, then stops trying workers', async () => {
    const emitWarning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined)
    const workerModule = new URL('file:///analysis/failing-worker.js')
    const inWorkers = vi.fn(() => Promise.reject(new Error('no loader')))

    expect(await inWorkersOrOnThisThread(workerModule, inWorkers, () => 'this thread')).toBe('this thread')
    expect(await inWorkersOrOnThisThread(workerModule, inWorkers, () => 'this thread again')).toBe('this thread again')

    expect(inWorkers).toHaveBeenCalledTimes(1)
    expect(emitWarning).toHaveBeenCalledTimes(1)
    expect(emitWarning).toHaveBeenCalledWith(expect.stringContaining('failing-worker.js could not run'), {
      code: WORKER_FALLBACK_WARNING,
    })
    expect(String(emitWarning.mock.calls[0][0])).toContain('no loader')
  })

  it('uses the workers’ result and warns of nothing when they succeed', async () => {
    const emitWarning = vi.spyOn(process, 'emitWarning')
    const onThisThread = vi.fn(() => [0])
    const result = await inWorkersOrOnThisThread(
      DOUBLING_WORKER,
      () => runInWorkers<number, number>(DOUBLING_WORKER, [5]),
      onThisThread,
    )
    expect(result).toEqual([10])
    expect(onThisThread).not.toHaveBeenCalled()
    expect(emitWarning).not.toHaveBeenCalled()
  })
})
