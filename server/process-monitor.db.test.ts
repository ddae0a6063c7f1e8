import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '../db/client'
import { logger } from '../core/logger'
import { startProcessMonitor } from './process-monitor'

it('beats for its process and stores the error lines of its log, with the request path and no login token', async () => {
  const monitor = startProcessMonitor('web')
  // A child logger, as pino-http's request loggers are (the test trap watches only the root logger's own methods).
  const requestLog = logger.child({ process: 'web' })
  requestLog.error({ err: new Error('the page broke'), req: { url: '/tools/all?page=2' } }, 'request failed')
  requestLog.error({ req: { url: '/auth/secret-login-token' } }, 'login link refused')
  await monitor.stop()

  const [beat] = await getDb().execute<{ role: string; pid: number }>(
    sql`select role, pid from process_heartbeats where id = ${monitor.identity.id}`,
  )
  expect(beat).toEqual({ role: 'web', pid: process.pid })
  const errors = await getDb().execute<{ message: string; errorMessage: string | null; requestPath: string | null }>(
    sql`select message, error_message as "errorMessage", request_path as "requestPath"
        from server_errors where process_id = ${monitor.identity.id} order by message`,
  )
  // The two writes run side by side, so their ids come in either order.
  expect(errors).toEqual([
    { message: 'login link refused', errorMessage: null, requestPath: '/auth/…' },
    { message: 'request failed', errorMessage: 'the page broke', requestPath: '/tools/all' },
  ])
})
