import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { FILE_KIND } from '#core/files'
import { batchStoragePrefix, catalogueFolder, storageKeyFileName } from '#core/storage-paths'
import { otuFilterCacheFolder } from '#core/otu-filter'
import { storedFiles } from '#db/schema/files'
import { analysisBatches, analysisTasks, orders } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { insertAnalysisProject, type ProjectFixture } from '../../../tests/fixtures/analysis-projects'
import { deleteOwnDemoBatch, findOwnDemoBatch } from './demo-deletion.server'

let owner: number
let stranger: number

/** A customer's session user, as the policy reads it. */
const customer = (id: number) => ({ id, permissions: [] })

async function newUser(email: string): Promise<number> {
  return (await getDb().insert(users).values({ email }).returning({ id: users.id }))[0].id
}

/** Stores a file in the batch's folder as the pipeline does, and returns its storage key. */
async function storeBatchFile(project: ProjectFixture, path: string): Promise<string> {
  const storageKey = `${batchStoragePrefix(project.trackingNumber, project.analysisId)}/${path}`
  const bytes = new TextEncoder().encode('OTU\tS1\nx\t1\n')
  await fileStorage().put(storageKey, bytes)
  await getDb()
    .insert(storedFiles)
    .values({
      ownerId: owner,
      kind: FILE_KIND.project,
      folder: catalogueFolder(storageKey),
      name: storageKeyFileName(storageKey),
      sizeBytes: bytes.byteLength,
      storageKey,
      analysisId: project.analysisId,
    })
  return storageKey
}

async function batchExists(id: string): Promise<boolean> {
  return (await getDb().select().from(analysisBatches).where(eq(analysisBatches.id, id))).length === 1
}

beforeAll(async () => {
  owner = await newUser('demo-owner@example.com')
  stranger = await newUser('demo-stranger@example.com')
})

describe('deleting a demo', () => {
  it('removes the batch with its tasks and runs, its files from storage and the catalogue, and the emptied order', async () => {
    const demo = await insertAnalysisProject({ customerId: owner, demo: true })
    const keys = [await storeBatchFile(demo, 'dataset/otu.tsv'), await storeBatchFile(demo, 'runs/T1/alpha.tsv')]
    // The filter tab's cache is written without a catalogue row; it goes with the demo too.
    const cacheKey = `${otuFilterCacheFolder(demo.trackingNumber, demo.analysisId)}/summary.json`
    await fileStorage().put(cacheKey, new TextEncoder().encode('{}'))
    expect(await findOwnDemoBatch(customer(owner), demo.analysisId)).toMatchObject({
      id: demo.analysisId,
      trackingNumber: demo.trackingNumber.slice(0, -4),
    })

    expect(await deleteOwnDemoBatch(customer(owner), demo.analysisId)).toBe(true)

    expect(await batchExists(demo.analysisId)).toBe(false)
    const db = getDb()
    expect(await db.select().from(analysisTasks).where(eq(analysisTasks.analysisId, demo.analysisId))).toEqual([])
    expect(await db.select().from(toolTasks).where(eq(toolTasks.id, demo.runs.success))).toEqual([])
    expect(await db.select().from(storedFiles).where(eq(storedFiles.analysisId, demo.analysisId))).toEqual([])
    for (const key of keys) expect(await fileStorage().exists(key)).toBe(false)
    expect(await fileStorage().exists(cacheKey)).toBe(false)
    expect(await db.select().from(orders).where(eq(orders.id, demo.orderId))).toEqual([])
    // Done twice (a second click, another tab): nothing left to delete.
    expect(await deleteOwnDemoBatch(customer(owner), demo.analysisId)).toBe(false)
  })

  it('keeps the order while another batch is in it, and files of other batches', async () => {
    const demo = await insertAnalysisProject({ customerId: owner, demo: true, withGroups: false })
    const sibling = await insertAnalysisProject({
      customerId: owner,
      trackingNumber: demo.trackingNumber,
      withGroups: false,
    })
    const siblingFile = await storeBatchFile(sibling, 'dataset/otu.tsv')
    expect(await deleteOwnDemoBatch(customer(owner), demo.analysisId)).toBe(true)
    expect(await batchExists(sibling.analysisId)).toBe(true)
    expect(await getDb().select().from(orders).where(eq(orders.id, demo.orderId))).toHaveLength(1)
    expect(await fileStorage().exists(siblingFile)).toBe(true)
  })

  it("refuses another account's demo and a batch that is not a demo, changing nothing", async () => {
    const demo = await insertAnalysisProject({ customerId: owner, demo: true, withGroups: false })
    const demoFile = await storeBatchFile(demo, 'dataset/otu.tsv')
    const project = await insertAnalysisProject({ customerId: owner, withGroups: false })

    expect(await findOwnDemoBatch(customer(stranger), demo.analysisId)).toBeNull()
    expect(await deleteOwnDemoBatch(customer(stranger), demo.analysisId)).toBe(false)
    expect(await findOwnDemoBatch(customer(owner), project.analysisId)).toBeNull()
    expect(await deleteOwnDemoBatch(customer(owner), project.analysisId)).toBe(false)

    expect(await batchExists(demo.analysisId)).toBe(true)
    expect(await batchExists(project.analysisId)).toBe(true)
    expect(await fileStorage().exists(demoFile)).toBe(true)
  })
})
