import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { env, type Environment } from '../../core/env'
import type { Database } from '../client'

/**
 * Whether the demo accounts (whose passwords the README publishes) belong in this database.
 * SEED_DEMO_ACCOUNTS=true or false decides; unset, they are seeded in development and test, and on
 * the embedded database `npm start` runs without DATABASE_URL (the quick start), never on a
 * database an operator configured.
 */
export function demoAccountsWanted(
  environment: Pick<Environment, 'SEED_DEMO_ACCOUNTS' | 'NODE_ENV'>,
  onEmbeddedDefaultDatabase: boolean,
): boolean {
  return (
    environment.SEED_DEMO_ACCOUNTS ??
    (environment.NODE_ENV === 'development' || environment.NODE_ENV === 'test' || onEmbeddedDefaultDatabase)
  )
}

/**
 * True when the connected server keeps its data in `$DATA_DIR/postgres`, the folder `npm start`
 * gives the embedded server. It asks the server itself, so it holds however the URL was passed
 * around; a server that will not say (reading data_directory needs privileges an application
 * role lacks) is, rightly, not the embedded one.
 */
export async function isEmbeddedDefaultDatabase(db: Database, dataDir: string = env().DATA_DIR): Promise<boolean> {
  const embeddedDataDir = path.resolve(dataDir, 'postgres')
  if (!fs.existsSync(embeddedDataDir)) return false
  try {
    const [row] = (await db.execute(sql`select current_setting('data_directory') as data_directory`)) as unknown as {
      data_directory: string
    }[]
    return fs.existsSync(row.data_directory) && fs.realpathSync(row.data_directory) === fs.realpathSync(embeddedDataDir)
  } catch {
    return false
  }
}
