import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import { batchStoragePrefix, catalogueFolder, storageKeyFileName } from '#core/storage-paths'
import { getDb } from '#db/client'
import { clearExpiredBatches } from '#db/expired-batches'
import { localFileStorage, type FileStorage } from '#db/file-storage'
import { reportPdfs } from '#db/schema/analysis-reports'
import { storedFiles } from '#db/schema/files'
import { qcData } from '#db/schema/project-tooling'
import { analysisBatches } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { ProjectNotEditable, updateProjectNotes } from '../app/utils/analysis/project-edits.server'
import { editableToolingProject } from '../app/utils/analysis/tooling/access.server'
import { insertAnalysisProject } from '../tests/fixtures/analysis-projects'

const DAY = 86_400_000
const expiredOn = new Date('2026-11-01T00:00:00Z')
const daysAfterExpiry = (days: number) => new Date(expiredOn.getTime() + days * DAY)

let storage: FileStorage
let customerId: number
/** A file an example batch that never expires shares with the expired batches (like a seeded demo dataset). */
const sharedKey = 'examples/shared/otu_table.tsv'

beforeAll(async () => {
  storage = localFileStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'expired-batches-')))
  ;[{ id: customerId }] = await getDb()
    .insert(users)
    .values({ email: 'expiry-cleanup@example.com' })
    .returning({ id: users.id })
  await storage.put(sharedKey, new TextEncoder().encode('shared'))
  const example = await insertAnalysisProject({ customerId, withGroups: false })
  await getDb()
    .update(analysisBatches)
    .set({ datasetFiles: { table: sharedKey } })
    .where(eq(analysisBatches.id, example.analysisId))
})

/** An expired batch with a file of every kind a batch owns, and the shared example file in its dataset and runs. */
async function expiredBatchWithFiles(expiresAt: Date) {
  const project = await insertAnalysisProject({ customerId, expiresAt })
  const folder = batchStoragePrefix(project.trackingNumber, project.analysisId)
  const keys = {
    dataset: `${folder}/dataset/metadata.tsv`,
    otuTable: `${folder}/dataset/otu_raw.tsv`,
    runOutput: `${folder}/runs/T1/alpha.png`,
    reportPdf: `${folder}/report/report-1.pdf`,
    qcFile: `${folder}/qc/qc_summary.tsv`,
    /** Nobody catalogues the filter previews: only removing the folder takes them. */
    cache: `${folder}/cache/otu-filter/table.json`,
  }
  for (const key of Object.values(keys)) await storage.put(key, new TextEncoder().encode(key))
  const db = getDb()
  await db
    .update(analysisBatches)
    .set({ datasetFiles: { metadata: keys.dataset, table: sharedKey }, otuTablePath: keys.otuTable })
    .where(eq(analysisBatches.id, project.analysisId))
  await db.insert(storedFiles).values({
    ownerId: customerId,
    kind: FILE_KIND.project,
    folder: catalogueFolder(keys.dataset),
    name: storageKeyFileName(keys.dataset),
    storageKey: keys.dataset,
    analysisId: project.analysisId,
  })
  await db.execute(sql`
    update tool_tasks
    set data_files = jsonb_build_object('table', ${sharedKey}::text),
        result = coalesce(result, '{}'::jsonb) || jsonb_build_object('files', jsonb_build_array(jsonb_build_object('storageKey', ${keys.runOutput}::text)))
    where analysis_id = ${project.analysisId}`)
  await db
    .insert(reportPdfs)
    .values({ analysisId: project.analysisId, requestedBy: customerId, language: 'en', storageKey: keys.reportPdf })
  await db.insert(qcData).values({ analysisId: project.analysisId, qcFiles: [keys.qcFile] })
  return { ...project, folder, keys }
}

async function batchState(analysisId: string) {
  const [batch] = await getDb()
    .select({ dataClearedAt: analysisBatches.dataClearedAt, datasetFiles: analysisBatches.datasetFiles })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  const catalogued = await getDb().select().from(storedFiles).where(eq(storedFiles.analysisId, analysisId))
  const pdfs = await getDb().select().from(reportPdfs).where(eq(reportPdfs.analysisId, analysisId))
  return { ...batch, catalogued: catalogued.length, pdfs: pdfs.length }
}

const present = async (keys: Record<string, string>) =>
  Object.fromEntries(
    await Promise.all(Object.entries(keys).map(async ([name, key]) => [name, await storage.exists(key)])),
  )

describe('the expiry clean-up', () => {
  it('deletes an expired batch’s files a week after expiry, keeps shared ones, marks it, and a second run changes nothing', async () => {
    const batch = await expiredBatchWithFiles(expiredOn)
    const allGone = Object.fromEntries(Object.keys(batch.keys).map((name) => [name, false]))

    // Expired, but the week is not over: view-only, nothing deleted.
    expect(await clearExpiredBatches({ storage, now: daysAfterExpiry(6) })).toEqual([])
    expect(Object.values(await present(batch.keys)).every(Boolean)).toBe(true)

    const clearedAt = daysAfterExpiry(7)
    expect(await clearExpiredBatches({ storage, now: clearedAt })).toEqual([batch.analysisId])
    expect(await present(batch.keys)).toEqual(allGone)
    expect(await storage.exists(sharedKey)).toBe(true)
    expect(await batchState(batch.analysisId)).toEqual({
      dataClearedAt: clearedAt,
      datasetFiles: {},
      catalogued: 0,
      pdfs: 0,
    })

    expect(await clearExpiredBatches({ storage, now: daysAfterExpiry(30) })).toEqual([])
    expect((await batchState(batch.analysisId)).dataClearedAt).toEqual(clearedAt)
    expect(await storage.exists(sharedKey)).toBe(true)
  })

  it('finishes on the next run what a run stopped halfway left', async () => {
    const first = await expiredBatchWithFiles(daysAfterExpiry(1))
    const second = await expiredBatchWithFiles(daysAfterExpiry(2))
    let removals = 0
    // The process dies after the first file: the storage throws on the second removal.
    const dying: FileStorage = {
      ...storage,
      remove: async (key) => {
        if (++removals > 1) throw new Error('killed')
        await storage.remove(key)
      },
    }
    const now = daysAfterExpiry(20)
    await expect(clearExpiredBatches({ storage: dying, now })).rejects.toThrow('killed')
    expect(Object.values(await present(first.keys)).filter((exists) => !exists)).toHaveLength(1)
    expect((await batchState(first.analysisId)).dataClearedAt).toBeNull()

    expect(await clearExpiredBatches({ storage, now })).toEqual([first.analysisId, second.analysisId])
    for (const batch of [first, second]) {
      expect(Object.values(await present(batch.keys)).some(Boolean)).toBe(false)
      expect((await batchState(batch.analysisId)).dataClearedAt).toEqual(now)
    }
    expect(await storage.exists(sharedKey)).toBe(true)
  })

  it('refuses every project change of an expired or cleared project on the server', async () => {
    const expiring = await insertAnalysisProject({ customerId, expiresAt: new Date(Date.now() + 3 * DAY) })
    const user = { id: customerId, permissions: [] }
    await expect(updateProjectNotes(expiring.analysisId, user, { comments: 'late' })).rejects.toEqual(
      new ProjectNotEditable('expiring'),
    )
    const cleared = await expiredBatchWithFiles(new Date(Date.now() - 10 * DAY))
    await clearExpiredBatches({ storage })
    // Activated again after its clean-up (a later expiry date): still nothing to edit.
    await getDb()
      .update(analysisBatches)
      .set({ expiresAt: new Date(Date.now() + 365 * DAY) })
      .where(eq(analysisBatches.id, cleared.analysisId))
    const refusal = await editableToolingProject(cleared.analysisId, user, { allowDemo: true }).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(ProjectNotEditable)
    expect((refusal as ProjectNotEditable).reason).toBe('cleared')
  })
})
