import { env } from '../core/env'
import { logger } from '../core/logger'
import type { Database } from './client'
import { disablePublishedDemoAccounts, seedDemoAccounts, seedRolesAndPermissions } from './seed/accounts'
import { seedCatalogue } from './seed/catalogue'
import { demoAccountsWanted, isEmbeddedDefaultDatabase } from './seed/demo-accounts-policy'
import { seedDictionaries } from './seed/dictionaries'
import { seedTools } from './seed/tools/seed'
import { seedWorkflowIntroductions } from './seed/workflow-introductions'
import { seedWorkflows } from './seed/workflows'

/** Idempotent: every start runs it, and a second run changes nothing a user made. */
export async function seedDatabase(db: Database): Promise<void> {
  await seedRolesAndPermissions(db)
  if (demoAccountsWanted(env(), await isEmbeddedDefaultDatabase(db))) {
    await seedDemoAccounts(db)
  } else {
    const disabled = await disablePublishedDemoAccounts(db)
    if (disabled.length > 0) {
      logger.warn(
        { accounts: disabled },
        'disabled demo accounts that still had the README password; create an administrator with `npm run create-admin`',
      )
    }
  }
  await seedDictionaries(db)
  await seedCatalogue(db)
  await seedWorkflows(db)
  await seedWorkflowIntroductions(db)
  await seedTools(db)
}
