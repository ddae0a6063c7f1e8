import type { Task } from 'graphile-worker'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import { getDb } from '../db/client'
import { fileStorage } from '../db/file-storage'
import { storedFiles } from '../db/schema/files'
import { recordStoredFiles, type NewStoredFile } from '../db/stored-files'
import { sampleNameMaps } from '../db/schema/project-tooling'
import { analysisBatches, orders } from '../db/schema/projects'
import { toolTasks } from '../db/schema/tools'
import { FILE_KIND } from '../core/files'
import { logger } from '../core/logger'
import { displayNameChartStorageKey, displayNamesFingerprint, renameSamplesInChart } from '../core/sample-display-names'
import { batchStoragePrefix, catalogueFolder, storageKeyFileName } from '../core/storage-paths'
import { chartPngFileName, type StoredToolResult } from '../core/tool-results'
import { LANGUAGES } from '../core/language'
import { renderResultTexts } from '../core/result-text'
import { translatorFor } from '../core/translator'
import { mergedTranslations } from '../db/translations'
import type { ToolAnalyst } from './tool-analysis'

type Database = ReturnType<typeof getDb>
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

async function readNames(db: Database | Transaction, analysisId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ originalName: sampleNameMaps.originalName, newName: sampleNameMaps.newName })
    .from(sampleNameMaps)
    .where(eq(sampleNameMaps.analysisId, analysisId))
  return new Map(rows.map((row) => [row.originalName, row.newName]))
}

/**
 * Draws the PNG of every chart of a project that names a renamed sample, with the project's current
 * display names, for pages without JavaScript and for downloads (the browser draws the renamed spec
 * itself). Queued by each save of display names, and by the chart route when a PNG it is asked for
 * is missing. The PNGs are catalogued in the batch's folder (`display-names/`), so they go with the
 * project; those drawn for older names are removed. Safe to run twice: a PNG already drawn for these
 * names is kept, and the names are read when the job runs, so a late job draws the newest ones.
 */
export function createRenderDisplayNameChartsTask(analyst: ToolAnalyst): Task<'render_display_name_charts'> {
  return async ({ analysisId }) => {
    await renderDisplayNameCharts(analysisId, analyst)
  }
}

/** The work of the task, callable from tests. The charts are drawn in an executor thread. */
export async function renderDisplayNameCharts(analysisId: string, analyst: ToolAnalyst): Promise<void> {
  const db = getDb()
  const [batch] = await db
    .select({ id: analysisBatches.id, customerId: analysisBatches.customerId, trackingNumber: orders.trackingNumber })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(analysisBatches.id, analysisId))
  if (!batch) return
  const names = await readNames(db, analysisId)
  const fingerprint = displayNamesFingerprint(names)
  const batchFolder = batchStoragePrefix(batch.trackingNumber, batch.id)
  const runs = await db
    .select({ id: toolTasks.id, taskNumber: toolTasks.taskNumber, result: toolTasks.result })
    .from(toolTasks)
    .where(eq(toolTasks.analysisId, analysisId))

  // Each chart is drawn once per language, in the words of the one translation pipeline.
  const translations = await mergedTranslations(db)
  const translators = LANGUAGES.map((language) => [language, translatorFor(language, translations[language])] as const)
  const storage = fileStorage()
  const drawn: NewStoredFile[] = []
  const startedAt = performance.now()
  for (const run of runs) {
    const result = run.result as StoredToolResult | null
    for (const chart of result?.charts ?? []) {
      const spec = renameSamplesInChart(chart.spec, names)
      if (spec === chart.spec) continue
      for (const [language, t] of translators) {
        const pngFileName = chartPngFileName(chart, language)
        const storageKey = displayNameChartStorageKey(batchFolder, run.taskNumber, pngFileName, fingerprint)
        let sizeBytes: number
        if (await storage.exists(storageKey)) {
          sizeBytes = (await storage.get(storageKey)).byteLength
        } else {
          const png = await analyst.work('drawChartPng', renderResultTexts(t, spec))
          await storage.put(storageKey, png)
          sizeBytes = png.byteLength
        }
        drawn.push({
          ownerId: batch.customerId,
          kind: FILE_KIND.project,
          folder: catalogueFolder(storageKey),
          name: storageKeyFileName(storageKey),
          sizeBytes,
          storageKey,
          contentType: 'image/png',
          analysisId,
          toolTaskId: run.id,
        })
      }
    }
  }

  const drawnKeys = drawn.map((file) => file.storageKey!)
  const stale = await db.transaction(async (tx) => {
    // Counted against the customer's storage but not refused: these redraw charts the project
    // already has, with the names the customer chose, and a page without JavaScript needs them;
    // there is no form here to show a capacity message on.
    await recordStoredFiles(tx, drawn, { enforceQuota: false })
    // Names saved again while this job drew: the newer job (queued by that save) removes what is stale.
    if (displayNamesFingerprint(await readNames(tx, analysisId)) !== fingerprint) return []
    return tx
      .delete(storedFiles)
      .where(
        and(
          sql`starts_with(${storedFiles.storageKey}, ${`${batchFolder}/display-names/`})`,
          drawnKeys.length ? notInArray(storedFiles.storageKey, drawnKeys) : undefined,
        ),
      )
      .returning({ storageKey: storedFiles.storageKey })
  })
  await Promise.all(stale.map((file) => (file.storageKey ? storage.remove(file.storageKey) : null)))
  logger.info(
    { analysisId, charts: drawn.length, removed: stale.length, ms: Math.round(performance.now() - startedAt) },
    'display-name charts drawn',
  )
}
