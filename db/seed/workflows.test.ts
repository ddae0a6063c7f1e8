import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '../client'
import { workflows } from '../schema/workflows'
import { SEEDED_WORKFLOWS, seedWorkflows } from './workflows'

it('seeds the workflows once: one staff renamed or deleted does not come back at the next start', async () => {
  const seeded = await getDb().select({ id: workflows.id, title: workflows.title }).from(workflows)
  expect(seeded.map((row) => row.title).sort()).toEqual(SEEDED_WORKFLOWS.map((workflow) => workflow.title).sort())
  await getDb().update(workflows).set({ title: 'Renamed by staff' }).where(eq(workflows.id, seeded[0].id))
  await getDb().delete(workflows).where(eq(workflows.id, seeded[1].id))

  await seedWorkflows(getDb())

  const after = await getDb().select({ title: workflows.title }).from(workflows)
  expect(after).toHaveLength(SEEDED_WORKFLOWS.length - 1)
  expect(after.map((row) => row.title)).toContain('Renamed by staff')
})
