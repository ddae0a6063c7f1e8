import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { COLLECT_TYPE } from '#core/engagement'
import { FILE_KIND } from '#core/files'
import { ANALYSIS_STATUS } from '#core/projects'
import { batchStoragePrefix, catalogueFolder, storageKeyFileName } from '#core/storage-paths'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { favourites } from '#db/schema/engagement'
import { storedFiles } from '#db/schema/files'
import { tools, toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { insertAnalysisProject, type ProjectFixture } from '../../../tests/fixtures/analysis-projects'
import { COLLECTION_PAGE_SIZE, listFavourites } from './collection.server'
import { projectCentreOverview } from './overview.server'
import { findOwnProjectFile, listProjectFiles } from './project-files.server'

let reader: number
let other: number

async function newUser(email: string, storageLimitMb = 1024): Promise<number> {
  return (await getDb().insert(users).values({ email, storageLimitMb }).returning({ id: users.id }))[0].id
}

async function storeFile(ownerId: number, project: ProjectFixture, path: string, sizeBytes: number) {
  const storageKey = `${batchStoragePrefix(project.trackingNumber, project.analysisId)}/${path}`
  const [row] = await getDb()
    .insert(storedFiles)
    .values({
      ownerId,
      kind: FILE_KIND.project,
      folder: catalogueFolder(storageKey),
      name: storageKeyFileName(storageKey),
      sizeBytes,
      storageKey,
      analysisId: project.analysisId,
    })
    .returning({ id: storedFiles.id })
  return row.id
}

beforeAll(async () => {
  reader = await newUser('centre-reader@example.com', 2)
  other = await newUser('centre-other@example.com')
})

describe('the project centre overview', () => {
  it("counts the reader's batches by status and demos, runs by outcome, storage against the limit, and the newest five", async () => {
    const made: ProjectFixture[] = []
    for (const [index, status] of [
      ANALYSIS_STATUS.completed,
      ANALYSIS_STATUS.completed,
      ANALYSIS_STATUS.processing,
      ANALYSIS_STATUS.failed,
      ANALYSIS_STATUS.toBeProcessed,
      ANALYSIS_STATUS.completed,
    ].entries())
      made.push(
        await insertAnalysisProject({
          customerId: reader,
          status,
          demo: index === 0,
          // Each fixture project holds three runs: one success, one failure, one processing.
          withGroups: index < 2,
          createdAt: new Date(Date.UTC(2026, 0, index + 1)),
        }),
      )
    await insertAnalysisProject({ customerId: other })
    const [tool] = await getDb().select({ id: tools.id }).from(tools).limit(1)
    await getDb()
      .insert(toolTasks)
      .values([
        { taskNumber: 'TCENTRE1', toolId: tool.id, userId: reader, status: TOOL_RUN_STATUS.success },
        { taskNumber: 'TCENTRE2', toolId: tool.id, userId: reader, status: TOOL_RUN_STATUS.queueing },
        { taskNumber: 'TCENTRE3', toolId: tool.id, userId: other, status: TOOL_RUN_STATUS.success },
      ])
    await storeFile(reader, made[0], 'dataset/otu.tsv', 1024 * 1024)
    await storeFile(reader, made[1], 'dataset/otu.tsv', 512 * 1024)

    const overview = await projectCentreOverview(reader)
    expect(overview.batches).toEqual({
      total: 6,
      demos: 1,
      byStatus: { 0: 1, 1: 1, 2: 3, 3: 1 },
    })
    expect(overview.runs).toEqual({
      tool: { queued: 1, running: 0, success: 1, failed: 0 },
      project: { queued: 0, running: 2, success: 2, failed: 2 },
    })
    expect(overview.storage).toEqual({ usedBytes: 1.5 * 1024 * 1024, limitBytes: 2 * 1024 * 1024 })
    expect(overview.recent.map((batch) => batch.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((project) => project.analysisId),
    )
  })
})

describe('My favourites', () => {
  it("pages the reader's favourites newest first with titles in the reader's language and where they open", async () => {
    const db = getDb()
    const [tool] = await db.select({ id: tools.id, title: tools.title, titleEn: tools.titleEn }).from(tools).limit(1)
    const inserted = await db
      .insert(workflows)
      .values(
        Array.from({ length: COLLECTION_PAGE_SIZE }, (_, n) => ({
          title: `收藏流程 ${n}`,
          titleEn: n === 0 ? '' : `Favourite workflow ${n}`,
        })),
      )
      .returning({ id: workflows.id })
    await db.insert(favourites).values([
      { userId: reader, collectType: COLLECT_TYPE.tool, collectionId: tool.id, createdAt: new Date('2026-02-01') },
      ...inserted.map((workflow, n) => ({
        userId: reader,
        collectType: COLLECT_TYPE.workflow,
        collectionId: workflow.id,
        createdAt: new Date(Date.UTC(2026, 0, n + 1)),
      })),
      // A favourite whose target is gone stays listed, as no longer available.
      { userId: reader, collectType: COLLECT_TYPE.course, collectionId: 999_999, createdAt: new Date('2025-01-01') },
      { userId: other, collectType: COLLECT_TYPE.tool, collectionId: tool.id },
    ])

    const first = await listFavourites(reader, 1, 'en')
    expect(first.total).toBe(COLLECTION_PAGE_SIZE + 2)
    expect(first.favourites[0]).toMatchObject({ title: tool.titleEn || tool.title, href: `/tool/${tool.id}` })
    expect(first.favourites[1]).toMatchObject({
      title: `Favourite workflow ${COLLECTION_PAGE_SIZE - 1}`,
      href: `/analysis-introduction/${inserted.at(-1)!.id}`,
    })
    const second = await listFavourites(reader, 2, 'zh')
    // No English title: the Chinese one.
    expect(second.favourites.map((favourite) => favourite.title)).toEqual(['收藏流程 0', null])
    expect(second.favourites[1]).toMatchObject({ collectType: COLLECT_TYPE.course, available: false })
  })
})

describe('the analysis data files', () => {
  it("lists only the reader's project files, filtered by order or batch, and downloads only their own", async () => {
    const first = await insertAnalysisProject({ customerId: reader, withGroups: false })
    const second = await insertAnalysisProject({ customerId: reader, withGroups: false, demo: true })
    const someoneElses = await insertAnalysisProject({ customerId: other, withGroups: false })
    const firstFile = await storeFile(reader, first, 'runs/T1/alpha.tsv', 10)
    await storeFile(reader, second, 'dataset/otu.tsv', 20)
    const othersFile = await storeFile(other, someoneElses, 'dataset/otu.tsv', 30)

    const byBatch = await listProjectFiles(reader, second.analysisId.toLowerCase(), 1)
    expect(byBatch.total).toBe(1)
    expect(byBatch.files[0]).toMatchObject({
      name: 'otu.tsv',
      batchId: second.analysisId,
      trackingNumber: second.trackingNumber.slice(0, -4),
      path: 'dataset',
    })
    const byOrder = await listProjectFiles(reader, first.trackingNumber, 1)
    expect(byOrder.files.map((file) => file.id)).toEqual([firstFile])
    expect((await listProjectFiles(reader, someoneElses.analysisId, 1)).total).toBe(0)

    expect(await findOwnProjectFile(reader, firstFile)).toMatchObject({ name: 'alpha.tsv' })
    expect(await findOwnProjectFile(reader, othersFile)).toBeNull()
  })
})
