import { vi } from 'vitest'
import { logger } from '../../core/logger'

/** Runs `body` with the server log's error calls captured instead of printed, and returns them. */
export async function serverErrorsDuring(body: () => Promise<unknown>): Promise<unknown[][]> {
  const spy = vi.spyOn(logger, 'error').mockImplementation(() => {})
  try {
    await body()
    return [...spy.mock.calls]
  } finally {
    spy.mockRestore()
  }
}
