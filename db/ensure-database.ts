import postgres from 'postgres'

/** Creates `database` on the server unless it exists (optionally as a copy of `template`). */
export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    const [existing] = await sql`select 1 from pg_database where datname = ${database}`
    if (!existing) {
      await sql.unsafe(`create database "${database}"${template ? ` template "${template}"` : ''}`)
    }
  } finally {
    await sql.end({ timeout: 5 })
  }
}
