import { AsyncLocalStorage } from 'node:async_hooks'

type Scope = Map<string, Promise<unknown>>

// One store for the server's own modules and the app build's copy of this one (both are loaded).
const store = globalThis as { __biocloudRequestScope?: AsyncLocalStorage<Scope> }
const requestScope = (store.__biocloudRequestScope ??= new AsyncLocalStorage<Scope>())

/**
 * Runs one HTTP request's handling with a scope of its own. Only reads may share answers: the
 * server opens a scope for GET and HEAD requests, so an action's changes are never hidden from
 * the loaders that run after it.
 */
export function runInRequestScope<T>(handle: () => T): T {
  return requestScope.run(new Map(), handle)
}

/**
 * The answer `compute` gives, computed once per request scope and key (the root loader and the
 * route loader both ask who is logged in); outside a scope it is computed every time.
 */
export function oncePerRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const scope = requestScope.getStore()
  if (!scope) return compute()
  let answer = scope.get(key) as Promise<T> | undefined
  if (!answer) {
    answer = compute()
    scope.set(key, answer)
  }
  return answer
}
