import type { Database } from './client'
import { seedAccounts } from './seed/accounts'
import { seedCatalogue } from './seed/catalogue'
import { seedDictionaries } from './seed/dictionaries'
import { seedTools } from './seed/tools/seed'

/** Idempotent: every start runs it, and a second run changes nothing a user made. */
export async function seedDatabase(db: Database): Promise<void> {
  await seedAccounts(db)
  await seedDictionaries(db)
  await seedCatalogue(db)
  await seedTools(db)
}
