import { env } from '../core/env'
import { logger } from '../core/logger'
import type { Database } from './client'
import { disablePublishedDemoAccounts, seedDemoAccounts, seedRolesAndPermissions } from './seed/accounts'
import { seedCatalogue } from './seed/catalogue'
import { seedDemoCourses } from './seed/courses'
import { demoAccountsWanted, isEmbeddedDefaultDatabase } from './seed/demo-accounts-policy'
import { seedDictionaries } from './seed/dictionaries'
import { seedTools } from './seed/tools/seed'
import { seedExampleProjects } from './seed/example-projects'
import { seedWorkflowIntroductions } from './seed/workflow-introductions'
import { seedTutorials } from './seed/tutorials'
import { seedMicrobialDiversityReportTemplate } from './seed/report-templates'
import { seedRnaSeqReportTemplate, seedRnaSeqTemplate } from './seed/rna-seq-template'
import { seedMicrobialDiversityTemplate, seedWorkflows } from './seed/workflows'

/**
 * Idempotent: every start runs it, and a second run changes nothing a user made. `exampleProjects`:
 * also create the workflows' example projects (the primary process asks; tests and benches do not).
 */
export async function seedDatabase(db: Database, options: { exampleProjects?: boolean } = {}): Promise<void> {
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
  await seedDemoCourses(db)
  await seedWorkflows(db)
  await seedWorkflowIntroductions(db)
  await seedTutorials(db)
  await seedTools(db)
  // Template items point at tools, so the template follows the tools.
  await seedMicrobialDiversityTemplate(db)
  await seedMicrobialDiversityReportTemplate(db)
  await seedRnaSeqTemplate(db)
  await seedRnaSeqReportTemplate(db)
  if (options.exampleProjects) await seedExampleProjects(db)
}
