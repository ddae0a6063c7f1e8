import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { enqueue } from '#db/job-queue'
import { fileStorage } from '#db/file-storage'
import { toolTasks } from '#db/schema/tools'
import { can } from '#core/access-policy'
import { chartFileStorageKey, type ChartFileFormat, type ChartResourceFormat } from '#core/charts/chart-files'
import { chartStyleParams, restyleChart, type ChartStyle } from '#core/charts/chart-restyle'
import type { DrawnChartSpec } from '#core/charts/chart-spec'
import type { Language } from '#core/language'
import { renderResultTexts, type TranslateText } from '#core/result-text'
import { chartPngFileName, type StoredResultChart, type StoredToolResult } from '#core/tool-results'
import { taskResource, taskSharedWith, type TaskViewer } from './task-access.server'

/** How long the chart route waits for the worker to draw a file before answering 503. */
const DRAWING_WAIT_MS = 20_000
const DRAWING_POLL_MS = 200

/** The stored result of a task this user may see, or null (missing and forbidden look the same). */
export async function viewableTaskResult(taskId: number, user: TaskViewer): Promise<StoredToolResult | null> {
  const [row] = await getDb()
    .select({
      result: toolTasks.result,
      userId: toolTasks.userId,
      analysisId: toolTasks.analysisId,
      sharedWith: taskSharedWith,
    })
    .from(toolTasks)
    .where(eq(toolTasks.id, taskId))
  if (!row || !can(user, 'task:view', taskResource(row))) return null
  return (row.result as StoredToolResult | null) ?? null
}

/** A chart as a reader sees it: in their language, with the restyle they asked for. */
export function drawnChart(t: TranslateText, chart: StoredResultChart, style: ChartStyle): DrawnChartSpec {
  return restyleChart(renderResultTexts(t, chart.spec), style)
}

/**
 * The version of a drawn chart: a digest of exactly what is drawn (the spec in the reader's words, with its
 * restyle). Its URLs carry it, so a browser keeps each for good, and a rerun, a changed word or another style
 * gets new URLs.
 */
export function drawnChartVersion(spec: DrawnChartSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('base64url').slice(0, 16)
}

/** The URL of a chart's JSON (`json`) or one of its files, with its restyle and version. */
export function chartResourceUrl(
  taskId: number,
  language: Language,
  chartIndex: number,
  format: ChartResourceFormat,
  style: ChartStyle,
  version: string,
): string {
  const search = new URLSearchParams([...chartStyleParams(style), ['v', version]])
  return `/resources/tool-task-chart/${taskId}/${language}/${chartIndex}.${format}?${search}`
}

/**
 * The bytes of a chart file (PNG, SVG or PDF, restyled or not) drawn by the worker: read if drawn, else queued
 * (one job per file) and awaited for a while. Null when the run has no PNG to file it beside or the drawing did
 * not come in time. chart.js never runs in the web process.
 */
export async function chartFileBytes(
  task: { id: number; result: StoredToolResult },
  chartIndex: number,
  language: Language,
  style: ChartStyle,
  version: string,
  format: ChartFileFormat,
): Promise<Uint8Array | null> {
  const chart = task.result.charts[chartIndex]
  const runPng = task.result.files.find((file) => file.name === chartPngFileName(chart, language))
  if (!runPng) return null
  const storageKey = chartFileStorageKey(runPng.storageKey, chartIndex, language, version, format)
  const storage = fileStorage()
  if (await storage.exists(storageKey)) return storage.get(storageKey)
  await enqueue(
    getDb(),
    'render_chart_file',
    { toolTaskId: task.id, chartIndex, language, format, style, storageKey },
    { jobKeyMode: 'preserve_run_at' },
  )
  const deadline = Date.now() + DRAWING_WAIT_MS
  while (Date.now() < deadline) {
    await sleep(DRAWING_POLL_MS)
    if (await storage.exists(storageKey)) return storage.get(storageKey)
  }
  return null
}
