import { closeDatabaseConnections } from '../db/client'
import { createApp } from './app'
import { logger } from '../core/logger'
import type { ProcessConfig } from './process-config'
import { startProcessMonitor } from './process-monitor'
import { onShutdown } from './shutdown'

/** How long open requests (server-sent event streams included) get to end on shutdown. */
const CLOSE_CONNECTIONS_MS = 10_000

/** Longer than a load balancer's usual idle timeout (60 s on AWS's). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * One web process: Express + Remix on the shared port (a Node cluster child of the primary, which
 * has migrated the database). It runs no analyses and never loads chart rendering.
 */
export async function runWebProcess(config: ProcessConfig): Promise<void> {
  const { reloadLanguageResources, listenForLanguageResourceChanges } = await import('../app/utils/translations.server')
  await reloadLanguageResources()
  const stopListening = await listenForLanguageResourceChanges((error) =>
    logger.error({ err: error }, 'reloading language resources failed'),
  )

  const vite = config.development
    ? await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'custom' })
    : undefined
  const app = await createApp({ vite })
  const server = app.listen(config.port)
  // Idle keep-alive connections are left for the client to close: a load balancer keeps them 60 s, fetch 4 s, so a
  // request never meets the server closing its connection (Node's default of 5 s raced fetch's 4 s on a busy machine).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  const monitor = startProcessMonitor('web')

  onShutdown('web', CLOSE_CONNECTIONS_MS + 5_000, async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    // Event streams never end by themselves: cut what is still open after the grace period.
    const cut = setTimeout(() => server.closeAllConnections(), CLOSE_CONNECTIONS_MS)
    await closed
    clearTimeout(cut)
    await vite?.close()
    await stopListening()
    await monitor.stop()
    await closeDatabaseConnections()
  })
}
