import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { getDb, type Transaction } from './client'
import { StorageUnavailableError, type FileStorage } from './file-storage'
import { storedFiles } from './schema/files'
import { recordStoredFiles } from './stored-files'
import { compareSolutions, qcData, qcRules, sampleGroupSolutions, sampleNameMaps } from './schema/project-tooling'
import {
  analysisBatches,
  analysisTasks,
  demoCreations,
  orders,
  projectAnalysisGroups,
  projectAnalysisItems,
} from './schema/projects'
import { toolTasks } from './schema/tools'
import { workflowAnalysisGroups, workflowAnalysisItems, workflows } from './schema/workflows'
import { FILE_KIND } from '../core/files'
import { DEMO_CREATION_STATUS, DEMO_SUFFIX, type DatasetFiles } from '../core/projects'
import { batchStoragePrefix, catalogueFolder, orderStoragePrefix, storageKeyFileName } from '../core/storage-paths'
import type { StoredToolResult } from '../core/tool-results'
import { FINAL_TOOL_RUN_STATUSES } from '../core/tool-runs'

/*
 * A demo project is a copy of a workflow's example project for one user (spec 02 §4, Get samples):
 * the order `<example tracking number>-U<user id>DEMO`, a new batch `<example id>NNNNDEMO`, its
 * groups, items, tasks, finished runs with their results, group solutions, QC data and rules and
 * every stored file, moved to the new batch's storage folder. The copy reports its progress on its
 * demo_creations row and stops at the next step once the user cancels, removing what it copied.
 */

/** Why a copy ended without a project; the i18n keys are the page's messages. */
export const DEMO_FAILURE_KEY = {
  noExample: 'introduction.demo.noExample',
  failed: 'introduction.demo.failed',
  storageFull: 'introduction.demo.storageFull',
  storageUnavailable: 'introduction.demo.storageUnavailable',
} as const

/** The page's message for a copy that failed: the storage's own reason when it refused the bytes. */
function failureKey(error: unknown): string {
  if (!(error instanceof StorageUnavailableError)) return DEMO_FAILURE_KEY.failed
  return error.reason === 'full' ? DEMO_FAILURE_KEY.storageFull : DEMO_FAILURE_KEY.storageUnavailable
}

/** The demo order of a user for an example order. */
export function demoTrackingNumber(exampleTrackingNumber: string, userId: number): string {
  return `${exampleTrackingNumber}-U${userId}${DEMO_SUFFIX}`
}

/** A demo batch id: the example id (at most 20 characters), four random digits, DEMO. */
export function demoBatchId(exampleId: string): string {
  return `${exampleId.slice(0, 20)}${String(randomInt(10_000)).padStart(4, '0')}${DEMO_SUFFIX}`
}

type CopyOutcome = { status: 'done'; analysisId: string } | { status: 'cancelled' | 'failed' | 'skipped' }

/** Thrown between steps when the user has cancelled; caught by copyDemoProject, which cleans up. */
class DemoCancelled extends Error {}

/**
 * Copies the example of the creation's workflow for the creation's user. Safe to run twice: a
 * creation that is no longer queued or copying is left alone.
 */
export async function copyDemoProject(creationId: number, storage: FileStorage): Promise<CopyOutcome> {
  const db = getDb()
  const [claimed] = await db
    .update(demoCreations)
    .set({ status: DEMO_CREATION_STATUS.copying, progress: 5, updatedAt: sql`now()` })
    .where(
      and(
        eq(demoCreations.id, creationId),
        inArray(demoCreations.status, [DEMO_CREATION_STATUS.queued, DEMO_CREATION_STATUS.copying]),
      ),
    )
    .returning({ userId: demoCreations.userId, workflowId: demoCreations.workflowId })
  if (!claimed) return { status: 'skipped' }

  const writtenKeys: string[] = []
  let analysisId: string | null = null
  /** The new batch's folder and its order's, once named: what a failed copy removes. */
  let copyFolders: { batch: string; order: string } | null = null
  try {
    const example = await loadExample(claimed.workflowId)
    if (!example) {
      await finish(creationId, { status: DEMO_CREATION_STATUS.failed, errorKey: DEMO_FAILURE_KEY.noExample })
      return { status: 'failed' }
    }
    await step(creationId, 10)

    const newId = await unusedBatchId(example.batch.id)
    const trackingNumber = demoTrackingNumber(example.trackingNumber, claimed.userId)
    const newPrefix = batchStoragePrefix(trackingNumber, newId)
    copyFolders = { batch: newPrefix, order: orderStoragePrefix(trackingNumber) }
    const oldPrefix = batchStoragePrefix(example.trackingNumber, example.batch.id)
    const sameWorkflow = example.batch.workflowId === claimed.workflowId
    // Another workflow's example: only the runs of tools this workflow's template uses are copied.
    const templateTools = sameWorkflow ? null : await activeTemplateToolIds(claimed.workflowId)
    const runs = (
      await db
        .select()
        .from(toolTasks)
        .where(and(eq(toolTasks.analysisId, example.batch.id), inArray(toolTasks.status, FINAL_TOOL_RUN_STATUSES)))
        .orderBy(toolTasks.id)
    ).filter((run) => !templateTools || templateTools.has(run.toolId))
    // Unique because the example's task numbers and the new batch id are.
    const runNumbers = new Map(runs.map((run) => [run.id, `${run.taskNumber}-${newId}`]))
    const keyMap = new Map<string, string>()
    /** The run each copied run file belongs to, by its new key, for its stored_files row. */
    const runOfKey = new Map<string, number>()
    const moveKey = (key: string, folderIfOutside: string, runId?: number) => {
      const moved = key.startsWith(`${oldPrefix}/`)
        ? `${newPrefix}/${key.slice(oldPrefix.length + 1)}`
        : `${folderIfOutside}/${storageKeyFileName(key)}`
      keyMap.set(key, moved)
      if (runId !== undefined) runOfKey.set(moved, runId)
      return moved
    }
    const datasetFiles: DatasetFiles = mapStrings(example.batch.datasetFiles, (key) =>
      moveKey(key, `${newPrefix}/dataset`),
    )
    const otuTablePath = example.batch.otuTablePath ? moveKey(example.batch.otuTablePath, `${newPrefix}/dataset`) : null
    const copiedRuns = runs.map((run) => {
      const folder = `${newPrefix}/runs/${runNumbers.get(run.id)}`
      const result = run.result as StoredToolResult | null
      return {
        run,
        dataFiles: mapStrings(run.dataFiles, (key) => moveKey(key, `${folder}/input`, run.id)),
        result: result?.files
          ? {
              ...result,
              files: result.files.map((file) => ({ ...file, storageKey: moveKey(file.storageKey, folder, run.id) })),
            }
          : result,
      }
    })
    const exampleFiles = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.analysisId, example.batch.id), eq(storedFiles.isFolder, false)))
    for (const file of exampleFiles) {
      if (file.storageKey && !keyMap.has(file.storageKey)) moveKey(file.storageKey, `${newPrefix}/files`)
    }
    await step(creationId, 20)

    // Bytes first, rows after: a file row never names bytes that are not there.
    const copies = [...keyMap]
    let copied = 0
    for (const [from, to] of copies) {
      if (!(await storage.exists(from))) continue
      await storage.put(to, await storage.get(from))
      writtenKeys.push(to)
      copied += 1
      if (copied % 5 === 0) await step(creationId, 20 + Math.floor((60 * copied) / copies.length))
    }
    await step(creationId, 80)

    const sizes = new Map(exampleFiles.map((file) => [file.storageKey, file]))
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({ trackingNumber, customerId: claimed.userId, institution: example.institution })
        .onConflictDoUpdate({ target: orders.trackingNumber, set: { updatedAt: sql`now()` } })
        .returning({ id: orders.id })
      const {
        id: _id,
        orderId: _order,
        isDemo: _isDemo,
        customerId: _customer,
        createdAt: _created,
        updatedAt: _updated,
        ...batch
      } = example.batch
      await tx.insert(analysisBatches).values({
        ...batch,
        // The example may be another workflow's (staff chose it for a new workflow): the demo is this one's.
        workflowId: claimed.workflowId,
        analysisName: sameWorkflow ? batch.analysisName : example.workflowTitle,
        id: newId,
        orderId: order.id,
        customerId: claimed.userId,
        datasetFiles,
        otuTablePath,
        labels: [],
        comments: '',
        expiresAt: null,
        dataClearedAt: null,
        confirmedAt: null,
      })

      const itemIds = sameWorkflow
        ? await copyProjectGroups(tx, example.batch.id, newId)
        : await templateGroupsWithExampleItems(tx, claimed.workflowId, example.batch.id, newId)
      // One-click records belong to the user who made them; a demo starts without any.
      const tasks = await tx
        .select()
        .from(analysisTasks)
        .where(and(eq(analysisTasks.analysisId, example.batch.id), sql`${analysisTasks.ocaRecordId} is null`))
      const taskIds = new Map<number, number>()
      for (const { id, createdAt: _c, updatedAt: _u, projectItemId, ...task } of tasks) {
        if (!itemIds.has(projectItemId)) continue
        const [inserted] = await tx
          .insert(analysisTasks)
          .values({
            ...task,
            analysisId: newId,
            projectItemId: itemIds.get(projectItemId)!,
            analysisDatafiles: mapStrings(task.analysisDatafiles, (value) => keyMap.get(value) ?? value),
          })
          .returning({ id: analysisTasks.id })
        taskIds.set(id, inserted.id)
      }

      const runIds = new Map<number, number>()
      for (const { run, dataFiles, result } of copiedRuns) {
        if (run.analysisTaskId !== null && !taskIds.has(run.analysisTaskId)) continue
        const { id, createdAt: _c, updatedAt: _u, ...values } = run
        const [inserted] = await tx
          .insert(toolTasks)
          .values({
            ...values,
            taskNumber: runNumbers.get(id)!,
            userId: claimed.userId,
            analysisId: newId,
            analysisTaskId: run.analysisTaskId === null ? null : taskIds.get(run.analysisTaskId)!,
            dataFiles,
            result,
          })
          .returning({ id: toolTasks.id })
        runIds.set(id, inserted.id)
      }

      const fileRows = [...keyMap]
        .filter(([, to]) => writtenKeys.includes(to))
        .map(([from, to]) => {
          const original = sizes.get(from)
          const runId = runOfKey.get(to)
          return {
            ownerId: claimed.userId,
            kind: FILE_KIND.project,
            folder: catalogueFolder(to),
            name: storageKeyFileName(to),
            sizeBytes: original?.sizeBytes ?? 0,
            storageKey: to,
            contentType: original?.contentType ?? null,
            analysisId: newId,
            toolTaskId: runId === undefined ? null : (runIds.get(runId) ?? null),
          }
        })
      await fillMissingSizes(fileRows, storage)
      // The platform's gift (spec: Get samples): a demo copy never counts against the quota's refusal.
      await recordStoredFiles(tx, fileRows, { enforceQuota: false })

      const solutions = await tx
        .select()
        .from(sampleGroupSolutions)
        .where(eq(sampleGroupSolutions.analysisId, example.batch.id))
      for (const { id, createdAt: _c, updatedAt: _u, ...solution } of solutions) {
        const [inserted] = await tx
          .insert(sampleGroupSolutions)
          .values({ ...solution, analysisId: newId })
          .returning({ id: sampleGroupSolutions.id })
        const compares = await tx.select().from(compareSolutions).where(eq(compareSolutions.groupSolutionId, id))
        if (compares.length)
          await tx.insert(compareSolutions).values(
            compares.map(({ id: _id, createdAt: _cc, updatedAt: _uu, ...compare }) => ({
              ...compare,
              groupSolutionId: inserted.id,
            })),
          )
      }
      const names = await tx.select().from(sampleNameMaps).where(eq(sampleNameMaps.analysisId, example.batch.id))
      if (names.length)
        await tx
          .insert(sampleNameMaps)
          .values(names.map(({ updatedAt: _u, ...name }) => ({ ...name, analysisId: newId })))

      // QC: the example's metrics table and original rule, and any rules made on it.
      const [qc] = await tx.select().from(qcData).where(eq(qcData.analysisId, example.batch.id))
      if (qc) {
        const { createdAt: _c, updatedAt: _u, ...values } = qc
        await tx.insert(qcData).values({
          ...values,
          analysisId: newId,
          qcFiles: values.qcFiles.map((key) => keyMap.get(key) ?? key),
        })
      }
      const rules = await tx.select().from(qcRules).where(eq(qcRules.analysisId, example.batch.id)).orderBy(qcRules.id)
      if (rules.length)
        await tx
          .insert(qcRules)
          .values(rules.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rule }) => ({ ...rule, analysisId: newId })))
    })
    analysisId = newId
    await step(creationId, 90)

    // The last step: done only if the user has not cancelled meanwhile.
    const [done] = await db
      .update(demoCreations)
      .set({ status: DEMO_CREATION_STATUS.done, progress: 100, analysisId: newId, updatedAt: sql`now()` })
      .where(and(eq(demoCreations.id, creationId), eq(demoCreations.status, DEMO_CREATION_STATUS.copying)))
      .returning({ id: demoCreations.id })
    if (!done) throw new DemoCancelled()
    return { status: 'done', analysisId: newId }
  } catch (error) {
    await removeCopy(analysisId, writtenKeys, copyFolders, storage)
    if (error instanceof DemoCancelled) return { status: 'cancelled' }
    await finish(creationId, { status: DEMO_CREATION_STATUS.failed, errorKey: failureKey(error) })
    throw error
  }
}

async function loadExample(workflowId: number) {
  const db = getDb()
  const [row] = await db
    .select({
      batch: analysisBatches,
      trackingNumber: orders.trackingNumber,
      institution: orders.institution,
      workflowTitle: workflows.title,
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .innerJoin(workflows, eq(workflows.id, workflowId))
    .where(sql`${analysisBatches.id} = (select example_id from workflows where id = ${workflowId})`)
  return row ?? null
}

/** The tools of a workflow's active template items. */
async function activeTemplateToolIds(workflowId: number): Promise<Set<number | null>> {
  const rows = await getDb()
    .select({ toolId: workflowAnalysisItems.toolId })
    .from(workflowAnalysisItems)
    .innerJoin(workflowAnalysisGroups, eq(workflowAnalysisGroups.id, workflowAnalysisItems.groupId))
    .where(
      and(
        eq(workflowAnalysisGroups.workflowId, workflowId),
        eq(workflowAnalysisGroups.isActive, true),
        eq(workflowAnalysisItems.isActive, true),
      ),
    )
  return new Set(rows.map((row) => row.toolId))
}

/** The example's own groups and items, copied as they are; returns the new item id of each example item. */
async function copyProjectGroups(tx: Transaction, exampleId: string, newId: string): Promise<Map<number, number>> {
  const groups = await tx.select().from(projectAnalysisGroups).where(eq(projectAnalysisGroups.analysisId, exampleId))
  const groupIds = new Map<number, number>()
  for (const { id, createdAt: _c, updatedAt: _u, ...group } of groups) {
    const [inserted] = await tx
      .insert(projectAnalysisGroups)
      .values({ ...group, analysisId: newId })
      .returning({ id: projectAnalysisGroups.id })
    groupIds.set(id, inserted.id)
  }
  const items = groups.length
    ? await tx
        .select()
        .from(projectAnalysisItems)
        .where(inArray(projectAnalysisItems.groupId, [...groupIds.keys()]))
    : []
  const itemIds = new Map<number, number>()
  for (const { id, createdAt: _c, updatedAt: _u, groupId, ...item } of items) {
    const [inserted] = await tx
      .insert(projectAnalysisItems)
      .values({ ...item, groupId: groupIds.get(groupId)! })
      .returning({ id: projectAnalysisItems.id })
    itemIds.set(id, inserted.id)
  }
  return itemIds
}

/**
 * A demo of a workflow whose example belongs to another workflow (a new workflow staff gave an
 * existing example): the demo gets this workflow's template (its active groups and items, as a batch
 * created for it would), and each template item the results of the example's item that ran the same
 * tool (the first such item not yet taken). Example items no template item uses are left out.
 * Returns the new item id of each example item used.
 */
async function templateGroupsWithExampleItems(
  tx: Transaction,
  workflowId: number,
  exampleId: string,
  newId: string,
): Promise<Map<number, number>> {
  const templateGroups = await tx
    .select()
    .from(workflowAnalysisGroups)
    .where(and(eq(workflowAnalysisGroups.workflowId, workflowId), eq(workflowAnalysisGroups.isActive, true)))
    .orderBy(asc(workflowAnalysisGroups.sort), asc(workflowAnalysisGroups.id))
  const templateItems = templateGroups.length
    ? await tx
        .select()
        .from(workflowAnalysisItems)
        .where(
          and(
            inArray(
              workflowAnalysisItems.groupId,
              templateGroups.map((group) => group.id),
            ),
            eq(workflowAnalysisItems.isActive, true),
          ),
        )
        .orderBy(asc(workflowAnalysisItems.sort), asc(workflowAnalysisItems.id))
    : []
  const exampleItems = await tx
    .select({ id: projectAnalysisItems.id, toolId: projectAnalysisItems.toolId })
    .from(projectAnalysisItems)
    .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
    .where(eq(projectAnalysisGroups.analysisId, exampleId))
    .orderBy(asc(projectAnalysisGroups.sort), asc(projectAnalysisItems.sort), asc(projectAnalysisItems.id))
  const groupIds = new Map<number, number>()
  for (const { id, workflowId: _w, createdAt: _c, updatedAt: _u, ...group } of templateGroups) {
    const [inserted] = await tx
      .insert(projectAnalysisGroups)
      .values({ ...group, analysisId: newId, templateGroupId: id })
      .returning({ id: projectAnalysisGroups.id })
    groupIds.set(id, inserted.id)
  }
  const itemIds = new Map<number, number>()
  for (const { id, groupId, createdAt: _c, updatedAt: _u, ...item } of templateItems) {
    const [inserted] = await tx
      .insert(projectAnalysisItems)
      .values({ ...item, groupId: groupIds.get(groupId)!, templateItemId: id })
      .returning({ id: projectAnalysisItems.id })
    const source = exampleItems.find((candidate) => candidate.toolId === item.toolId && !itemIds.has(candidate.id))
    if (source) itemIds.set(source.id, inserted.id)
  }
  return itemIds
}

async function unusedBatchId(exampleId: string): Promise<string> {
  for (;;) {
    const candidate = demoBatchId(exampleId)
    const [taken] = await getDb()
      .select({ id: analysisBatches.id })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, candidate))
    if (!taken) return candidate
  }
}

/** Records progress, or stops the copy when the user has cancelled. */
async function step(creationId: number, progress: number): Promise<void> {
  const [row] = await getDb()
    .update(demoCreations)
    .set({ progress, updatedAt: sql`now()` })
    .where(and(eq(demoCreations.id, creationId), eq(demoCreations.status, DEMO_CREATION_STATUS.copying)))
    .returning({ id: demoCreations.id })
  if (!row) throw new DemoCancelled()
}

async function finish(creationId: number, values: { status: number; errorKey: string }): Promise<void> {
  await getDb()
    .update(demoCreations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(demoCreations.id, creationId), eq(demoCreations.status, DEMO_CREATION_STATUS.copying)))
}

/**
 * Deletes a copied batch (its rows go with it, in one transaction) and its bytes with the folders
 * the copy made (a full disk can leave folders whose files never came); the demo order and its
 * folder go once they are empty.
 */
async function removeCopy(
  analysisId: string | null,
  writtenKeys: string[],
  folders: { batch: string; order: string } | null,
  storage: FileStorage,
): Promise<void> {
  if (analysisId) {
    await getDb().transaction(async (tx) => {
      const [batch] = await tx
        .select({ orderId: analysisBatches.orderId })
        .from(analysisBatches)
        .where(eq(analysisBatches.id, analysisId))
      await tx.delete(storedFiles).where(eq(storedFiles.analysisId, analysisId))
      await tx.delete(analysisBatches).where(eq(analysisBatches.id, analysisId))
      if (batch)
        await tx
          .delete(orders)
          .where(
            and(
              eq(orders.id, batch.orderId),
              sql`not exists (select 1 from ${analysisBatches} where ${analysisBatches.orderId} = ${batch.orderId})`,
            ),
          )
    })
  }
  await Promise.all(writtenKeys.map((key) => storage.remove(key).catch(() => {})))
  if (folders) {
    // The batch id was unused, so its folder holds this copy's files only.
    await storage.removeFolder(folders.batch).catch(() => {})
    await storage.removeFolderIfEmpty(folders.order).catch(() => {})
  }
}

async function fillMissingSizes(rows: { storageKey: string; sizeBytes: number }[], storage: FileStorage) {
  for (const row of rows) {
    if (row.sizeBytes === 0) row.sizeBytes = (await storage.get(row.storageKey)).byteLength
  }
}

/** The record with its string values mapped (storage keys); other values are kept. */
function mapStrings<T extends Record<string, unknown>>(record: T, map: (value: string) => string): T {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? map(value) : value]),
  ) as T
}
