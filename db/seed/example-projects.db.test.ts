import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '../client'
import { fileStorage } from '../file-storage'
import { sampleGroupSolutions } from '../schema/project-tooling'
import { analysisBatches } from '../schema/projects'
import { passwords, users } from '../schema/users'
import { workflows } from '../schema/workflows'
import { EXAMPLE_OWNER_EMAIL, GLOBAL_PATTERNS_EXAMPLE, seedExampleProjects } from './example-projects'
import { MICROBIAL_DIVERSITY_TITLE_EN } from './workflows'

it('creates the Global Patterns example once, owned by an account that cannot sign in, as the workflow example', async () => {
  await seedExampleProjects(getDb())
  await seedExampleProjects(getDb())

  const [batch] = await getDb()
    .select()
    .from(analysisBatches)
    .where(eq(analysisBatches.id, GLOBAL_PATTERNS_EXAMPLE.batchId))
  expect(batch).toMatchObject({ status: 0, groupColumn: 'SampleType', isDemo: false })
  expect(batch.sampleInfo?.data).toHaveLength(27)
  expect(Object.keys(batch.datasetFiles).sort()).toEqual(['metadata', 'table', 'taxonomy', 'tree'])
  expect(batch.datasetFiles.table).toBe(
    `projects/${GLOBAL_PATTERNS_EXAMPLE.trackingNumber}/${GLOBAL_PATTERNS_EXAMPLE.batchId}/dataset/otu_table.tsv`,
  )
  expect((await fileStorage().get(batch.datasetFiles.tree!)).byteLength).toBeGreaterThan(600_000)

  const [solution] = await getDb()
    .select({ groups: sampleGroupSolutions.groups })
    .from(sampleGroupSolutions)
    .where(eq(sampleGroupSolutions.analysisId, batch.id))
  expect(solution.groups.map((group) => group.name)).toHaveLength(9)
  expect(solution.groups.find((group) => group.name === 'Soil')?.samples).toEqual(['CL3', 'CC1', 'SV1'])

  const [owner] = await getDb()
    .select({ id: users.id, isActive: users.isActive, email: users.email })
    .from(users)
    .where(eq(users.id, batch.customerId))
  expect(owner).toMatchObject({ isActive: false, email: EXAMPLE_OWNER_EMAIL })
  expect(await getDb().select().from(passwords).where(eq(passwords.userId, owner.id))).toEqual([])

  const [workflow] = await getDb()
    .select({ exampleId: workflows.exampleId })
    .from(workflows)
    .where(eq(workflows.titleEn, MICROBIAL_DIVERSITY_TITLE_EN))
  expect(workflow.exampleId).toBe(GLOBAL_PATTERNS_EXAMPLE.batchId)

  const jobs = await getDb().execute(
    sql`select 1 from graphile_worker.jobs where key = ${`analysis-batch:${GLOBAL_PATTERNS_EXAMPLE.batchId}`}`,
  )
  expect(jobs).toHaveLength(1)
})
