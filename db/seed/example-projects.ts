import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { runMigrations } from 'graphile-worker'
import { createAnalysisBatch } from '../analysis-batches'
import { databaseUrl, type Database } from '../client'
import { analysisBatches } from '../schema/projects'
import { ADDITIONAL_MODULE } from '../../core/workflows'
import { users } from '../schema/users'
import { workflows } from '../schema/workflows'
import { ACCOUNT_TYPE } from '../../core/accounts'
import type { BaseInfo } from '../../core/projects'
import { findSeededWorkflow } from './workflows'

/**
 * The account example projects belong to. It cannot sign in: it has no password, it is inactive (the
 * sign-in and the session check refuse inactive accounts), and its address is in the reserved
 * `.invalid` domain, so no mail reaches anyone and nobody can register it.
 */
export const EXAMPLE_OWNER_EMAIL = 'examples@biocloud.invalid'

/** The Global Patterns example of the microbial diversity workflow: fixed ids, so the seed finds it again. */
export const GLOBAL_PATTERNS_EXAMPLE = {
  trackingNumber: '80-EXAMPLE2011',
  batchId: 'A2011GLOBALPATTERNS',
  groupColumn: 'SampleType',
} as const

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'global-patterns')

/** The metadata table as the batch's sample table; the file is ours and plain TSV, so a split reads it. */
export function sampleTableOf(metadataTsv: string): string[][] {
  return metadataTsv
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'))
}

async function exampleOwnerId(db: Database): Promise<number> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${EXAMPLE_OWNER_EMAIL}`)
  if (existing) return existing.id
  const [created] = await db
    .insert(users)
    .values({
      email: EXAMPLE_OWNER_EMAIL,
      firstName: 'BioCloud examples',
      accountType: ACCOUNT_TYPE.internal,
      institution: 'BioCloud',
      isActive: false,
    })
    .returning({ id: users.id })
  return created.id
}

/**
 * Creates the microbial diversity workflow's example project from the Global Patterns data when it
 * is missing, through the pipeline like any project (the worker runs it once it starts), and makes it
 * the workflow's example. Idempotent: an existing example batch is only linked. Not part of every
 * seed: the primary process asks for it (`seedDatabase(db, { exampleProjects: true })`), so the test
 * template and the benches do not store 3 MB of files and queue a batch nobody runs.
 */
export async function seedExampleProjects(db: Database): Promise<void> {
  const seeded = await findSeededWorkflow(db, 'microbial-diversity')
  if (!seeded) return
  const [workflow] = await db
    .select({ id: workflows.id, exampleId: workflows.exampleId })
    .from(workflows)
    .where(eq(workflows.id, seeded.id))
  const [existing] = await db
    .select({ id: analysisBatches.id })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, GLOBAL_PATTERNS_EXAMPLE.batchId))
  if (!existing) {
    // The batch's job is queued with it, so the queue's tables must exist before the first worker starts.
    await runMigrations({ connectionString: databaseUrl() })
    const read = (name: string) => fs.readFile(path.join(DATA_DIR, name))
    const metadata = await read('metadata.tsv')
    const data = sampleTableOf(metadata.toString('utf8'))
    const baseInfo: BaseInfo = {
      project_info: {
        'Sequencing platform': 'Illumina GAIIx',
        'Target region': '16S rRNA V4 (515F/806R)',
        Samples: data.length - 1,
        Publication: 'Caporaso et al., PNAS 2011',
      },
    }
    await createAnalysisBatch({
      workflowId: workflow.id,
      customerId: await exampleOwnerId(db),
      trackingNumber: GLOBAL_PATTERNS_EXAMPLE.trackingNumber,
      batchId: GLOBAL_PATTERNS_EXAMPLE.batchId,
      projectName: 'Global Patterns 16S rRNA 示例项目',
      comments: '26 个样本、9 类生境（土壤、粪便、皮肤、舌、淡水、溪流、海洋、沉积物、模拟群落）的 16S rRNA 调查。',
      labels: ['示例', 'Global Patterns'],
      groupColumn: GLOBAL_PATTERNS_EXAMPLE.groupColumn,
      additionalModules: [ADDITIONAL_MODULE.otu, ADDITIONAL_MODULE.compareSolution],
      sampleInfo: { title: 'metadata.tsv', data },
      baseInfo,
      files: {
        table: { fileName: 'otu_table.tsv', bytes: await read('otu_table.tsv') },
        taxonomy: { fileName: 'taxonomy.tsv', bytes: await read('taxonomy.tsv') },
        metadata: { fileName: 'metadata.tsv', bytes: metadata },
        tree: { fileName: 'tree.nwk', bytes: await read('tree.nwk') },
      },
    })
  }
  if (workflow.exampleId === null)
    await db.update(workflows).set({ exampleId: GLOBAL_PATTERNS_EXAMPLE.batchId }).where(eq(workflows.id, workflow.id))
}
