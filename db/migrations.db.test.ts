import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate'

/**
 * A database created by an earlier release must upgrade to this release's schema by applying the
 * new migrations: the released migrations are kept in tests/fixtures/released-migrations/.
 */
const RELEASES_FOLDER = path.resolve('tests/fixtures/released-migrations')
const releases = fs
  .readdirSync(RELEASES_FOLDER)
  .filter((entry) => fs.statSync(path.join(RELEASES_FOLDER, entry)).isDirectory())

const serverUrl = inject('postgresServerUrl')
const createdDatabases: string[] = []

async function withServer<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    return await work(sql)
  } finally {
    await sql.end({ timeout: 5 })
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `migrations_${randomBytes(6).toString('hex')}`
  await withServer((sql) => sql.unsafe(`create database "${name}"`))
  createdDatabases.push(name)
  return `${inject('postgresUrlPrefix')}${name}`
}

/** Every column, constraint and index of the public schema, in a stable order, without column positions. */
async function describeSchema(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const columns = await sql`
      select table_name, column_name, data_type, is_nullable, column_default, is_identity
      from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`
    const constraints = await sql`
      select c.conrelid::regclass::text as table_name, c.conname, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public'
      order by 1, 2`
    const indexes = await sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`
    return { columns: [...columns], constraints: [...constraints], indexes: [...indexes] }
  } finally {
    await sql.end({ timeout: 5 })
  }
}

afterAll(async () => {
  await withServer(async (sql) => {
    for (const name of createdDatabases) await sql.unsafe(`drop database if exists "${name}" with (force)`)
  })
})

describe('upgrading a database of an earlier release', () => {
  it('has at least the two releases before issue 7 to upgrade from', () => {
    expect(releases).toEqual(expect.arrayContaining(['a94eabe', '6cbb04c']))
  })

  it('never edits a released migration (6cbb04c shipped the one in-place edit, which 0001 repairs)', () => {
    const EDITED_IN_PLACE = new Set(['6cbb04c'])
    for (const release of releases.filter((name) => !EDITED_IN_PLACE.has(name))) {
      for (const file of fs.readdirSync(path.join(RELEASES_FOLDER, release)).filter((name) => name.endsWith('.sql'))) {
        const released = fs.readFileSync(path.join(RELEASES_FOLDER, release, file), 'utf8')
        expect(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8'), `${file} as released in ${release}`).toBe(
          released,
        )
      }
    }
  })

  it.each(releases)(
    'a database created by release %s reaches the schema of a fresh install, keeping its rows',
    async (release) => {
      const upgraded = await emptyDatabase()
      await applyMigrations(upgraded, path.join(RELEASES_FOLDER, release))
      const before = postgres(upgraded, { max: 1, onnotice: () => {} })
      try {
        await before`insert into tools (title, description) values ('α 多样性', 'kept across the upgrade')`
      } finally {
        await before.end({ timeout: 5 })
      }

      await applyMigrations(upgraded)

      const fresh = await emptyDatabase()
      await applyMigrations(fresh)
      expect(await describeSchema(upgraded)).toEqual(await describeSchema(fresh))

      const after = postgres(upgraded, { max: 1, onnotice: () => {} })
      try {
        const rows = await after`select title, title_en, description from tools`
        expect(rows).toEqual([{ title: 'α 多样性', title_en: '', description: 'kept across the upgrade' }])
      } finally {
        await after.end({ timeout: 5 })
      }
    },
  )
})
