import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import * as schema from './schema/index'
import { env } from '../core/env'

export type Database = PostgresJsDatabase<typeof schema>

/** The handle a `getDb().transaction(...)` callback is given. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

interface Connection {
  url: string
  sql: postgres.Sql
  db: Database
}

// The server process loads this module twice (once through tsx, once inside the Remix build); a
// global keeps one pool per database URL for both.
const connections = ((globalThis as { __biocloudConnections?: Map<string, Connection> }).__biocloudConnections ??=
  new Map())

export function databaseUrl(): string {
  const url = env().DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: start the platform with `npm start`, which provides one')
  return url
}

function connection(): Connection {
  const url = databaseUrl()
  let existing = connections.get(url)
  if (!existing) {
    const sql = postgres(url, { max: env().DATABASE_POOL_SIZE, onnotice: () => {} })
    existing = { url, sql, db: drizzle(sql, { schema, casing: 'snake_case' }) }
    connections.set(url, existing)
  }
  return existing
}

export function getDb(): Database {
  return connection().db
}

export function getSql(): postgres.Sql {
  return connection().sql
}

export async function closeDatabaseConnections(): Promise<void> {
  const all = [...connections.values()]
  connections.clear()
  await Promise.all(all.map((c) => c.sql.end({ timeout: 5 })))
}
