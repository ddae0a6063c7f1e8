import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { enqueue } from '#db/job-queue'
import { toolTasks } from '#db/schema/tools'
import { displayNameChartStorageKey, displayNamesFingerprint, renameSamplesInChart } from '#core/sample-display-names'
import { batchStoragePrefix } from '#core/storage-paths'
import type { StoredToolResult } from '#core/tool-results'
import { toolTaskFileUrl } from '../../tools/tool-result-view.server'
import type { ViewableProject } from '../project-access.server'
import { loadSampleNameMap } from './project-samples.server'

/** How long the chart route waits for the worker to draw a missing PNG before answering 503. */
const DRAWING_WAIT_MS = 20_000
const DRAWING_POLL_MS = 250

export type DisplayNameChart =
  /** The chart names no renamed sample (any more): its stored PNG is the right one. */
  { kind: 'asComputed'; url: string } | { kind: 'renamed'; storageKey: string }

/**
 * Which PNG shows a chart of one of the project's runs with the project's current display names;
 * null when the project has no such run or the run no such chart.
 */
export async function findDisplayNameChart(
  project: ViewableProject,
  taskId: number,
  pngFileName: string,
): Promise<DisplayNameChart | null> {
  const [run] = await getDb()
    .select({ taskNumber: toolTasks.taskNumber, result: toolTasks.result })
    .from(toolTasks)
    .where(and(eq(toolTasks.id, taskId), eq(toolTasks.analysisId, project.id)))
  // The PNG of any language the chart was drawn in (`chartPngFileName`).
  const chart = (run?.result as StoredToolResult | null | undefined)?.charts.find((candidate) =>
    [candidate.pngFileName, ...Object.values(candidate.pngFileNames ?? {})].includes(pngFileName),
  )
  if (!run || !chart) return null
  const names = await loadSampleNameMap(project.id)
  if (renameSamplesInChart(chart.spec, names) === chart.spec)
    return { kind: 'asComputed', url: toolTaskFileUrl(taskId, `output/${pngFileName}`) }
  const batchFolder = batchStoragePrefix(project.trackingNumber, project.id)
  return {
    kind: 'renamed',
    storageKey: displayNameChartStorageKey(batchFolder, run.taskNumber, pngFileName, displayNamesFingerprint(names)),
  }
}

/**
 * The bytes of a PNG drawn with display names. The save that set the names queued its drawing; if
 * it is not there yet (the worker is still drawing, or the names came with a demo copy), the
 * drawing is queued (again: one job per project) and awaited for a while. Null when it did not
 * come in time. The worker draws: chart.js never runs in the web process.
 */
export async function displayNameChartPng(analysisId: string, storageKey: string): Promise<Uint8Array | null> {
  const storage = fileStorage()
  if (await storage.exists(storageKey)) return storage.get(storageKey)
  await enqueue(getDb(), 'render_display_name_charts', { analysisId }, { jobKeyMode: 'preserve_run_at' })
  const deadline = Date.now() + DRAWING_WAIT_MS
  while (Date.now() < deadline) {
    await sleep(DRAWING_POLL_MS)
    if (await storage.exists(storageKey)) return storage.get(storageKey)
  }
  return null
}
