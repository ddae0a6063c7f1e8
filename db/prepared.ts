import type { Database } from './client'

/**
 * A hot query as a prepared statement, built once per database pool: its SQL text is assembled
 * once, and Postgres parses and plans it once per connection instead of on every request.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>()
  return (db) => {
    let query = byDatabase.get(db)
    if (!query) {
      query = build(db)
      byDatabase.set(db, query)
    }
    return query
  }
}
