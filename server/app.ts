import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import type { Store } from 'express-rate-limit'
import { pinoHttp } from 'pino-http'
import type { ViteDevServer } from 'vite'
import { getSql } from '../db/client'
import { logger } from './logger'
import { contentLanguage, cspNonce, loginRateLimit, sameOriginForStateChanges, securityHeaders } from './security'

export interface AppOptions {
  /** The Vite dev server in development; otherwise the built server bundle is loaded. */
  vite?: ViteDevServer
  buildDirectory?: string
  loginRateLimitPerMinute?: number
  /** Where the login limiter counts; its default memory store counts for this process alone. */
  rateLimitStore?: Store
}

export async function createApp(options: AppOptions = {}) {
  const app = express()
  const development = Boolean(options.vite)
  app.disable('x-powered-by')
  app.set('trust proxy', Number(process.env.TRUST_PROXY_HOPS ?? 0))

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
  app.use(compression())
  app.use(cspNonce)
  app.use(securityHeaders({ development }))
  app.use(contentLanguage)

  app.get('/healthz', async (_request, response) => {
    try {
      await getSql()`select 1`
      response.status(200).json({ status: 'ok' })
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable')
      response.status(503).json({ status: 'database unreachable' })
    }
  })

  const limiter = loginRateLimit(options.loginRateLimitPerMinute ?? Number(process.env.LOGIN_RATE_LIMIT_PER_MINUTE ?? 10), options.rateLimitStore)
  app.post('/login', limiter)
  app.get('/auth/:token', limiter)
  app.use(sameOriginForStateChanges)

  let build: ServerBuild | (() => Promise<ServerBuild>)
  if (options.vite) {
    const vite = options.vite
    app.use(vite.middlewares)
    build = () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  } else {
    const buildDirectory = options.buildDirectory ?? path.resolve(process.env.BUILD_DIR ?? 'build')
    app.use('/assets', express.static(path.join(buildDirectory, 'client/assets'), { immutable: true, maxAge: '1y' }))
    app.use(express.static(path.join(buildDirectory, 'client'), { maxAge: '1h' }))
    build = (await import(path.join(buildDirectory, 'server/index.js'))) as ServerBuild
  }

  app.all(
    '*',
    createRequestHandler({
      build,
      mode: development ? 'development' : 'production',
      getLoadContext: (request, response) => ({ cspNonce: response.locals.cspNonce as string, requestId: request.id }),
    }),
  )
  return app
}
