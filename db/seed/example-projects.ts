import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { runMigrations } from 'graphile-worker'
import { createAnalysisBatch, type NewBatchInput } from '../analysis-batches'
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

/** The Marioni kidney/liver example of the RNA-seq workflow: fixed ids, so the seed finds it again. */
export const MARIONI_EXAMPLE = {
  trackingNumber: '80-EXAMPLE2008',
  batchId: 'A2008MARIONIRNASEQ',
  groupColumn: 'tissue',
  /** The default compare solution: control Kidney, treatment Liver (fold changes are liver over kidney). */
  comparisons: [['Kidney', 'Liver']],
} as const

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data')

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

/** An example project: its workflow, its fixed ids, and how to make the batch from its data folder. */
interface ExampleProject {
  workflowCode: Parameters<typeof findSeededWorkflow>[1]
  batchId: string
  /** The batch's input but its workflow and owner, from the files of its folder under `data/`. */
  batch(read: (name: string) => Promise<Buffer>): Promise<Omit<NewBatchInput, 'workflowId' | 'customerId'>>
}

const EXAMPLE_PROJECTS: ExampleProject[] = [
  {
    workflowCode: 'microbial-diversity',
    batchId: GLOBAL_PATTERNS_EXAMPLE.batchId,
    async batch(read) {
      const metadata = await read('global-patterns/metadata.tsv')
      const data = sampleTableOf(metadata.toString('utf8'))
      const baseInfo: BaseInfo = {
        project_info: {
          'Sequencing platform': 'Illumina GAIIx',
          'Target region': '16S rRNA V4 (515F/806R)',
          Samples: data.length - 1,
          Publication: 'Caporaso et al., PNAS 2011',
        },
      }
      return {
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
          table: { fileName: 'otu_table.tsv', bytes: await read('global-patterns/otu_table.tsv') },
          taxonomy: { fileName: 'taxonomy.tsv', bytes: await read('global-patterns/taxonomy.tsv') },
          metadata: { fileName: 'metadata.tsv', bytes: metadata },
          tree: { fileName: 'tree.nwk', bytes: await read('global-patterns/tree.nwk') },
        },
      }
    },
  },
  {
    workflowCode: 'rna-seq',
    batchId: MARIONI_EXAMPLE.batchId,
    async batch(read) {
      const samples = await read('rnaseq-marioni/marioni.samples.tsv')
      const data = sampleTableOf(samples.toString('utf8'))
      const baseInfo: BaseInfo = {
        project_info: {
          'Sequencing platform': 'Illumina Genome Analyzer',
          Species: 'Homo sapiens (chromosomes 1-4)',
          Samples: data.length - 1,
          Publication: 'Marioni et al., Genome Research 2008',
        },
      }
      return {
        trackingNumber: MARIONI_EXAMPLE.trackingNumber,
        batchId: MARIONI_EXAMPLE.batchId,
        projectName: 'Marioni 肾脏与肝脏 RNA-seq 示例项目',
        comments: '人肾脏与肝脏 RNA 各 5 个技术重复（两次测序运行的不同泳道），1–4 号染色体的 5,088 个基因的计数。',
        labels: ['示例', 'RNA-seq'],
        groupColumn: MARIONI_EXAMPLE.groupColumn,
        additionalModules: [ADDITIONAL_MODULE.compareSolution],
        compareGroups: MARIONI_EXAMPLE.comparisons.map((pair) => [...pair]),
        sampleInfo: { title: 'marioni.samples.tsv', data },
        baseInfo,
        files: {
          table: { fileName: 'marioni.counts.tsv', bytes: await read('rnaseq-marioni/marioni.counts.tsv') },
          metadata: { fileName: 'marioni.samples.tsv', bytes: samples },
        },
      }
    },
  },
]

/**
 * Creates each workflow's example project from its data when it is missing (Global Patterns for
 * microbial diversity, Marioni for RNA-seq), through the pipeline like any project (the worker runs
 * it once it starts), and makes it the workflow's example. Idempotent: an existing example batch is
 * only linked. Not part of every seed: the primary process asks for it (`seedDatabase(db, {
 * exampleProjects: true })`), so the test template and the benches do not store megabytes of files
 * and queue batches nobody runs.
 */
export async function seedExampleProjects(db: Database): Promise<void> {
  for (const example of EXAMPLE_PROJECTS) await seedExampleProject(db, example)
}

async function seedExampleProject(db: Database, example: ExampleProject): Promise<void> {
  const seeded = await findSeededWorkflow(db, example.workflowCode)
  if (!seeded) return
  const [workflow] = await db
    .select({ id: workflows.id, exampleId: workflows.exampleId })
    .from(workflows)
    .where(eq(workflows.id, seeded.id))
  const [existing] = await db
    .select({ id: analysisBatches.id })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, example.batchId))
  if (!existing) {
    // The batch's job is queued with it, so the queue's tables must exist before the first worker starts.
    await runMigrations({ connectionString: databaseUrl() })
    const input = await example.batch((name) => fs.readFile(path.join(DATA_DIR, name)))
    await createAnalysisBatch({ ...input, workflowId: workflow.id, customerId: await exampleOwnerId(db) })
  }
  if (workflow.exampleId === null)
    await db.update(workflows).set({ exampleId: example.batchId }).where(eq(workflows.id, workflow.id))
}
