import type postgres from 'postgres'
import { getSql } from '#db/client'

/**
 * Fired by the database's triggers on any change to tools, forms, categories or task counts (migration 0003),
 * and to workflows or the batches created from them (migration 0005).
 */
const CATALOGUE_CHANGED = 'catalogue_changed'
/** Keys include the visitor's search words; past this many the oldest answers go. */
const MAX_ENTRIES = 500

interface CatalogueCache {
  entries: Map<string, Promise<unknown>>
  /** The pool whose connection is listening, once the LISTEN is in place; until then nothing is cached. */
  listeningOn: postgres.Sql | null
  subscribingOn: postgres.Sql | null
}

// One cache for the server's own modules and the app build's copy of this one.
const holder = globalThis as { __biocloudCatalogueCache?: CatalogueCache }
const cache = (holder.__biocloudCatalogueCache ??= { entries: new Map(), listeningOn: null, subscribingOn: null })

function listening(): boolean {
  const sql = getSql()
  if (cache.listeningOn === sql) return true
  if (cache.subscribingOn !== sql) {
    cache.subscribingOn = sql
    cache.listeningOn = null
    cache.entries.clear()
    sql
      .listen(
        CATALOGUE_CHANGED,
        () => cache.entries.clear(),
        // Also called after a reconnect, when changes may have gone unheard.
        () => {
          cache.entries.clear()
          if (cache.subscribingOn === sql) cache.listeningOn = sql
        },
      )
      .catch(() => {
        // Without the channel nothing is cached; the next request tries again.
        if (cache.subscribingOn === sql) cache.subscribingOn = null
      })
  }
  return false
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/**
 * The catalogue's answer for `key`, shared by every request of this process until the catalogue
 * changes: the database notifies every web process on each change, so all of them stay correct.
 * Answers are frozen, since every later request shares them.
 */
export function cachedCatalogue<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!listening()) return load()
  const cached = cache.entries.get(key) as Promise<T> | undefined
  if (cached) {
    // Most recently used last, so the oldest is the first to go.
    cache.entries.delete(key)
    cache.entries.set(key, cached)
    return cached
  }
  const answer = load().then(deepFreeze)
  cache.entries.set(key, answer)
  answer.catch(() => {
    if (cache.entries.get(key) === answer) cache.entries.delete(key)
  })
  if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!)
  return answer
}
