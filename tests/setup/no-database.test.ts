import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { NO_DATABASE_HOST } from './no-database'

// This file runs in the pure project (its name does not say `.db.test`), so the trap is armed here.
describe('a test file not named .db.test.ts', () => {
  it('fails when it imports the database client, saying how to name it', async () => {
    // Vitest reports a throwing mock factory as its own error, with the factory's as the cause.
    await expect(import('#db/client')).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('name it <name>.db.test.ts') }),
    })
  })

  it('cannot reach a database another way, from the environment or postgres.js’s defaults', async () => {
    for (const sql of [postgres(process.env.DATABASE_URL!, { max: 1 }), postgres({ max: 1 })]) {
      await expect(sql`select 1`).rejects.toThrow(NO_DATABASE_HOST)
      await sql.end()
    }
  })
})
