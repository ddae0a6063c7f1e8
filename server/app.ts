import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import expressStaticGzip from 'express-static-gzip'
import express from 'express'
import { pinoHttp } from 'pino-http'
import type { ViteDevServer } from 'vite'
import { runInRequestScope } from '../app/utils/request-scope.server'
import { env } from '../core/env'
import { answerUnsupportedMethods } from './allowed-methods'
import { healthCheckHandler } from './health'
import { resumableUploadHandler } from './resumable-uploads'
import { RESUMABLE_UPLOAD_PATH } from '../core/resumable-upload'
import { logger } from '../core/logger'
import {
  answerUnhandledError,
  contentLanguage,
  cspNonce,
  dropUntrustedForwardedHost,
  sameOriginForStateChanges,
  securityHeaders,
} from './security'

export interface AppOptions {
  /** The Vite dev server in development; otherwise the built server bundle is loaded. */
  vite?: ViteDevServer
  buildDirectory?: string
}

export async function createApp(options: AppOptions = {}) {
  const app = express()
  const development = Boolean(options.vite)
  app.disable('x-powered-by')
  app.set('trust proxy', env().TRUST_PROXY_HOPS)

  app.use(
    pinoHttp({
      logger,
      genReqId: (request, response) => {
        const id = (request.headers['x-request-id'] as string | undefined) ?? randomUUID()
        response.setHeader('X-Request-Id', id)
        return id
      },
      autoLogging: { ignore: (request) => request.url?.startsWith('/assets/') ?? false },
    }),
  )
  app.use(cspNonce)
  app.use(securityHeaders({ development }))
  app.use(contentLanguage)
  app.use(dropUntrustedForwardedHost)

  app.get('/healthz', healthCheckHandler())
  // Resumable uploads stream request bodies of many MB straight into their store: before
  // compression and anything else that could buffer them; writes from this site only.
  app.all([RESUMABLE_UPLOAD_PATH, `${RESUMABLE_UPLOAD_PATH}/*`], sameOriginForStateChanges, resumableUploadHandler())
  app.use(compression())

  const buildDirectory = options.buildDirectory ?? path.resolve(env().BUILD_DIR)
  const vite = options.vite
  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    : ((await import(path.join(buildDirectory, 'server/index.js'))) as ServerBuild)

  app.use(answerUnsupportedMethods(build))
  app.use(sameOriginForStateChanges)

  if (vite) app.use(vite.middlewares)
  else {
    // Static files as the build compressed them (brotli, else gzip), so no request compresses them again.
    const precompressed = (folder: string, cache: { immutable?: boolean; maxAge: string }) =>
      expressStaticGzip(path.join(buildDirectory, folder), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: cache,
      })
    app.use('/assets', precompressed('client/assets', { immutable: true, maxAge: '1y' }))
    const serveStatic = precompressed('client', { maxAge: '1h' })
    // Every static file has an extension and no page or resource route does: pages skip the
    // file-system look-up.
    app.use((request, response, next) => (path.extname(request.path) ? serveStatic(request, response, next) : next()))
  }

  const handleWithRemix = createRequestHandler({
    build,
    mode: development ? 'development' : 'production',
    getLoadContext: (request, response) => ({
      cspNonce: response.locals.cspNonce as string,
      requestId: String(request.id),
      // Sign-in attempts are limited per client (app/utils/rate-limit.server.ts); behind a proxy, req.ip follows TRUST_PROXY_HOPS.
      clientAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
    }),
  })
  // Reads share per-request answers (who is logged in); an action's loaders must see its changes.
  app.all('*', (request, response, next) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? runInRequestScope(() => handleWithRemix(request, response, next))
      : handleWithRemix(request, response, next),
  )
  app.use(answerUnhandledError)
  return app
}
