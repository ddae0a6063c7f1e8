import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/react'
import type { NextFunction, Request, Response } from 'express'
import { errorMessagesFor } from './security'

type Build = ServerBuild | (() => Promise<ServerBuild>)
type BuildRoute = ServerBuild['routes'][string]
type RouteTree = Parameters<typeof matchRoutes>[0]

const routeTrees = new WeakMap<ServerBuild, RouteTree>()

/** The build's flat route list as the nested tree the router matches against. */
function routeTree(build: ServerBuild): RouteTree {
  let tree = routeTrees.get(build)
  if (!tree) {
    const routes = Object.values(build.routes)
    const childrenOf = (parentId: string | undefined): RouteTree =>
      routes
        .filter((route) => route.parentId === parentId)
        .map(({ id, path, index, caseSensitive }) =>
          index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
        )
    tree = childrenOf(undefined)
    routeTrees.set(build, tree)
  }
  return tree
}

/**
 * The methods the route that would answer this request takes, as Remix picks it: the deepest
 * match, an index route only when asked for by `?index`. A resource route (no page) answers GET
 * only with a loader; a page always renders; POST needs an action.
 */
export function allowedMethods(build: ServerBuild, pathname: string, search: string): string[] {
  const matches = matchRoutes(routeTree(build), pathname) ?? []
  const wantsIndex = new URLSearchParams(search).has('index')
  const target = [...matches].reverse().find((match) => wantsIndex || !match.route.index) ?? matches.at(-1)
  const route: BuildRoute | undefined = target?.route.id ? build.routes[target.route.id] : undefined
  if (!route) return ['GET', 'HEAD']
  const readable = Boolean(route.module.default || route.module.loader)
  return [...(readable ? ['GET', 'HEAD'] : []), ...(route.module.action ? ['POST'] : [])]
}

/**
 * Answers, for every route in one place, what its code does not take: OPTIONS (a browser's or a
 * scanner's probe) with 204 and the methods allowed, any other method the route has no handler
 * for (PUT, DELETE, PATCH; GET on an action-only API) with 405 and a message. Left to Remix, they
 * came back as 400s with an error in the log.
 */
export function answerUnsupportedMethods(build: Build) {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const current = typeof build === 'function' ? await build() : build
      // The URL as Remix reads it: `/./login` is /login, and matching decodes `/%6cogin`.
      const url = new URL(`http://local${request.originalUrl}`)
      const allowed = allowedMethods(current, url.pathname, url.search)
      if (allowed.includes(request.method)) return next()
      response.setHeader('Allow', [...allowed, 'OPTIONS'].join(', '))
      if (request.method === 'OPTIONS') return void response.status(204).end()
      response.status(405).type('text/plain').send(errorMessagesFor(request).methodNotAllowed)
    } catch (error) {
      next(error)
    }
  }
}
