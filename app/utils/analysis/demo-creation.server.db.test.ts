import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { copyDemoProject, demoTrackingNumber } from '#db/demo-projects'
import { fileStorage, localFileStorage, type FileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { sampleGroupSolutions } from '#db/schema/project-tooling'
import {
  analysisBatches,
  analysisTasks,
  demoCreations,
  orders,
  projectAnalysisGroups,
  projectAnalysisItems,
} from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { FILE_KIND } from '#core/files'
import { DEMO_CREATION_STATUS } from '#core/projects'
import { batchStoragePrefix } from '#core/storage-paths'
import type { StoredToolResult } from '#core/tool-results'
import { insertAnalysisProject, type ProjectFixture } from '../../../tests/fixtures/analysis-projects'
import { MOUNT_SKIP_REASON, mountTinyFilesystem, partialFilesUnder } from '../../../tests/setup/tiny-filesystem'
import { cancelDemoCreation, DEMO_REFUSAL, findOwnDemoCreation, startDemoCreation } from './demo-creation.server'

/*
 * Get samples end to end below the page: the creation row and its job, the copy the worker makes
 * (rows, results and bytes under the new batch's folder), a second demo reusing the user's demo
 * order, a cancel in the middle cleaning up, and the refusals.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const TABLE = new TextEncoder().encode('#OTU ID\tS1\tS2\nOTU1\t5\t7\n')

let example: ProjectFixture
let customer = 0
let workflow = { id: 0, disableDemo: false, exampleId: null as string | null }

async function newUser(email: string) {
  const [row] = await getDb().insert(users).values({ email }).returning({ id: users.id })
  return row.id
}

beforeAll(async () => {
  const db = getDb()
  const staff = await newUser('example-owner@test.invalid')
  customer = await newUser('demo-customer@test.invalid')
  example = await insertAnalysisProject({ customerId: staff })
  const prefix = batchStoragePrefix(example.trackingNumber, example.analysisId)
  const storage = fileStorage()
  const tableKey = `${prefix}/dataset/otu.tsv`
  const chartKey = `${prefix}/runs/shannon/shannon.png`
  await storage.put(tableKey, TABLE)
  await storage.put(chartKey, PNG)
  await db
    .update(analysisBatches)
    .set({ datasetFiles: { table: tableKey } })
    .where(eq(analysisBatches.id, example.analysisId))
  await db.insert(storedFiles).values({
    ownerId: staff,
    kind: FILE_KIND.project,
    folder: `${example.trackingNumber}/${example.analysisId}/dataset`,
    name: 'otu.tsv',
    sizeBytes: TABLE.byteLength,
    storageKey: tableKey,
    analysisId: example.analysisId,
  })
  const [run] = await db
    .select({ result: toolTasks.result })
    .from(toolTasks)
    .where(eq(toolTasks.id, example.runs.success))
  const result = run.result as StoredToolResult
  await db
    .update(toolTasks)
    .set({
      result: {
        ...result,
        charts: [{ spec: { title: 'Shannon' }, pngFileName: 'shannon.png' }],
        files: [
          {
            name: 'shannon.png',
            storageKey: chartKey,
            contentType: 'image/png',
            sizeBytes: PNG.byteLength,
            role: 'chart',
          },
        ],
      },
    })
    .where(eq(toolTasks.id, example.runs.success))
  await db.insert(sampleGroupSolutions).values({
    analysisId: example.analysisId,
    solutionName: 'default',
    isDefault: true,
    groups: [{ name: 'Soil', samples: ['S1', 'S2'] }],
  })
  await db.update(workflows).set({ exampleId: example.analysisId }).where(eq(workflows.id, example.workflowId))
  workflow = { id: example.workflowId, disableDemo: false, exampleId: example.analysisId }
})

async function created() {
  const started = await startDemoCreation(customer, workflow)
  if (!('creationId' in started)) throw new Error(`refused: ${started.refused}`)
  return started.creationId
}

describe('a demo creation', () => {
  it('queues one job, and a second click while it runs answers the same creation', async () => {
    const first = await created()
    expect(await created()).toBe(first)
    const jobs = await getDb().execute<{ task_identifier: string }>(
      sql`select task_identifier from graphile_worker.jobs where key = ${`demo-creation:${first}`}`,
    )
    expect(jobs.map((job) => job.task_identifier)).toEqual(['create_demo_project'])
    await copyDemoProject(first, fileStorage())
  })

  it('copies the example under a new DEMO batch: same groups, items, finished runs and results, files under the new folder', async () => {
    const creationId = await created()
    const outcome = await copyDemoProject(creationId, fileStorage())
    expect(outcome.status).toBe('done')
    const analysisId = (outcome as { analysisId: string }).analysisId
    expect(analysisId).toMatch(new RegExp(`^${example.analysisId.slice(0, 20)}\\d{4}DEMO$`))
    const creation = await findOwnDemoCreation(creationId, customer)
    expect(creation).toMatchObject({ status: DEMO_CREATION_STATUS.done, progress: 100, analysisId })

    const db = getDb()
    const [batch] = await db
      .select({
        customerId: analysisBatches.customerId,
        isDemo: analysisBatches.isDemo,
        trackingNumber: orders.trackingNumber,
        datasetFiles: analysisBatches.datasetFiles,
      })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(eq(analysisBatches.id, analysisId))
    const trackingNumber = demoTrackingNumber(example.trackingNumber, customer)
    expect(batch).toMatchObject({ customerId: customer, isDemo: true, trackingNumber })
    const prefix = batchStoragePrefix(trackingNumber, analysisId)
    expect(batch.datasetFiles).toEqual({ table: `${prefix}/dataset/otu.tsv` })
    expect(await fileStorage().get(`${prefix}/dataset/otu.tsv`)).toEqual(TABLE)

    const groupNames = async (id: string) =>
      (
        await db
          .select({ name: projectAnalysisGroups.groupName })
          .from(projectAnalysisGroups)
          .where(eq(projectAnalysisGroups.analysisId, id))
          .orderBy(projectAnalysisGroups.sort)
      ).map((g) => g.name)
    expect(await groupNames(analysisId)).toEqual(await groupNames(example.analysisId))
    const items = await db
      .select({ name: projectAnalysisItems.analysisName })
      .from(projectAnalysisItems)
      .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
      .where(eq(projectAnalysisGroups.analysisId, analysisId))
    expect(items.map((item) => item.name)).toEqual(['Alpha 多样性指数'])
    expect(await db.select().from(analysisTasks).where(eq(analysisTasks.analysisId, analysisId))).toHaveLength(1)

    // The finished runs (success, failed) are copied for the user; the one still processing is not.
    const runs = await db
      .select({ id: toolTasks.id, userId: toolTasks.userId, runName: toolTasks.runName, result: toolTasks.result })
      .from(toolTasks)
      .where(eq(toolTasks.analysisId, analysisId))
      .orderBy(toolTasks.id)
    expect(runs.map((run) => [run.runName, run.userId])).toEqual([
      ['Shannon', customer],
      ['Chao1', customer],
    ])
    const [original] = await db
      .select({ result: toolTasks.result })
      .from(toolTasks)
      .where(eq(toolTasks.id, example.runs.success))
    const copiedResult = runs[0].result as StoredToolResult
    const originalResult = original.result as StoredToolResult
    expect(copiedResult.tables).toEqual(originalResult.tables)
    expect(copiedResult.charts).toEqual(originalResult.charts)
    const chartKey = copiedResult.files[0].storageKey
    expect(chartKey.startsWith(`${prefix}/runs/shannon/`)).toBe(true)
    expect(await fileStorage().get(chartKey)).toEqual(PNG)

    const files = await db
      .select({
        ownerId: storedFiles.ownerId,
        kind: storedFiles.kind,
        folder: storedFiles.folder,
        name: storedFiles.name,
        sizeBytes: storedFiles.sizeBytes,
        toolTaskId: storedFiles.toolTaskId,
      })
      .from(storedFiles)
      .where(eq(storedFiles.analysisId, analysisId))
      .orderBy(storedFiles.name)
    expect(files).toEqual([
      {
        ownerId: customer,
        kind: FILE_KIND.project,
        folder: `${trackingNumber}/${analysisId}/dataset`,
        name: 'otu.tsv',
        sizeBytes: TABLE.byteLength,
        toolTaskId: null,
      },
      {
        ownerId: customer,
        kind: FILE_KIND.project,
        folder: `${trackingNumber}/${analysisId}/runs/shannon`,
        name: 'shannon.png',
        sizeBytes: PNG.byteLength,
        toolTaskId: runs[0].id,
      },
    ])
    const solutions = await db
      .select({ groups: sampleGroupSolutions.groups })
      .from(sampleGroupSolutions)
      .where(eq(sampleGroupSolutions.analysisId, analysisId))
    expect(solutions).toEqual([{ groups: [{ name: 'Soil', samples: ['S1', 'S2'] }] }])

    // A second demo lands in the same demo order.
    const again = await copyDemoProject(await created(), fileStorage())
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(eq(orders.trackingNumber, trackingNumber))
    expect(again.status).toBe('done')
    expect(count).toBeGreaterThanOrEqual(2)
  })

  it('stops when cancelled in the middle and removes what it had copied', async () => {
    const creationId = await created()
    const storage = fileStorage()
    const written: string[] = []
    // The user presses Cancel while the first file is being copied.
    const cancellingStorage: FileStorage = {
      ...storage,
      get: (key) => storage.get(key),
      exists: (key) => storage.exists(key),
      remove: (key) => storage.remove(key),
      async put(key, bytes) {
        written.push(key)
        await storage.put(key, bytes)
        await cancelDemoCreation(creationId, customer)
      },
    }
    const before = await getDb()
      .select({ id: analysisBatches.id })
      .from(analysisBatches)
      .where(eq(analysisBatches.customerId, customer))
    const outcome = await copyDemoProject(creationId, cancellingStorage)
    expect(outcome.status).toBe('cancelled')
    expect(await findOwnDemoCreation(creationId, customer)).toMatchObject({
      status: DEMO_CREATION_STATUS.cancelled,
      analysisId: null,
    })
    const after = await getDb()
      .select({ id: analysisBatches.id })
      .from(analysisBatches)
      .where(eq(analysisBatches.customerId, customer))
    expect(after).toHaveLength(before.length)
    expect(written.length).toBeGreaterThan(0)
    for (const key of written) expect(await storage.exists(key)).toBe(false)
  })

  it('is refused when the workflow disables demos or has no example, and writes nothing', async () => {
    const count = async () =>
      (
        await getDb()
          .select({ count: sql<number>`count(*)::int` })
          .from(demoCreations)
          .where(and(eq(demoCreations.userId, customer), eq(demoCreations.workflowId, workflow.id)))
      )[0].count
    const before = await count()
    expect(await startDemoCreation(customer, { ...workflow, disableDemo: true })).toEqual({
      refused: DEMO_REFUSAL.disabled,
    })
    expect(await startDemoCreation(customer, { ...workflow, exampleId: null })).toEqual({
      refused: DEMO_REFUSAL.noExample,
    })
    expect(await count()).toBe(before)
  })

  it('shows a creation to its owner only', async () => {
    const creationId = await created()
    const stranger = await newUser('stranger@test.invalid')
    expect(await findOwnDemoCreation(creationId, stranger)).toBeNull()
    expect(await cancelDemoCreation(creationId, stranger)).toBe(false)
    expect(await cancelDemoCreation(creationId, customer)).toBe(true)
    expect(await copyDemoProject(creationId, fileStorage())).toEqual({ status: 'skipped' })
  })
})

describe.skipIf(MOUNT_SKIP_REASON !== null)(
  `a demo copy on a full disk${MOUNT_SKIP_REASON ? ` (skipped: ${MOUNT_SKIP_REASON})` : ''}`,
  () => {
    it('ends with the storage-full message and leaves no rows, files or folders behind', async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-demo-full-'))
      const disk = mountTinyFilesystem(root, 256)
      try {
        // The example is read where it lies; the copy is written to a real file system with no space left.
        const full = localFileStorage(root)
        const storage: FileStorage = { ...full, get: fileStorage().get, exists: fileStorage().exists }
        disk.fill()
        const creationId = await created()
        const batchesBefore = await getDb()
          .select({ id: analysisBatches.id })
          .from(analysisBatches)
          .where(eq(analysisBatches.customerId, customer))
        await expect(copyDemoProject(creationId, storage)).rejects.toThrow('file storage is unavailable (full)')
        expect(await findOwnDemoCreation(creationId, customer)).toMatchObject({
          status: DEMO_CREATION_STATUS.failed,
          errorKey: 'introduction.demo.storageFull',
          analysisId: null,
        })
        const batchesAfter = await getDb()
          .select({ id: analysisBatches.id })
          .from(analysisBatches)
          .where(eq(analysisBatches.customerId, customer))
        expect(batchesAfter).toEqual(batchesBefore)
        expect(partialFilesUnder(root)).toEqual([])
        // Nothing under projects/: neither the batch's folders nor an emptied demo order's.
        const projects = path.join(root, 'projects')
        expect(fs.existsSync(projects) ? fs.readdirSync(projects, { recursive: true }) : []).toEqual([])
      } finally {
        disk.unmount()
        fs.rmSync(root, { recursive: true, force: true })
      }
    })
  },
)
