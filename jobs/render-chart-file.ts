import type { Task } from 'graphile-worker'
import { eq } from 'drizzle-orm'
import { getDb } from '../db/client'
import { fileStorage } from '../db/file-storage'
import { toolTasks } from '../db/schema/tools'
import { chartFileStorageKey } from '../core/charts/chart-files'
import { restyleChart } from '../core/charts/chart-restyle'
import { logger } from '../core/logger'
import { renderResultTexts } from '../core/result-text'
import type { TaskPayload } from '../core/tasks'
import { chartPngFileName, type StoredToolResult } from '../core/tool-results'
import { translatorFor } from '../core/translator'
import { mergedTranslations } from '../db/translations'
import type { ToolAnalyst } from './tool-analysis'

/**
 * Draws one chart of a finished task as a download: PNG, SVG or PDF, in one language, with a restyle (title,
 * axis titles, palette, size, font size) or as the run made it. The chart route queues it for a file it does
 * not have yet and waits for it; the drawing is kept beside the run's PNG. Safe to run twice: a file already
 * drawn is kept. Drawn in an executor thread, like every chart.
 */
export function createRenderChartFileTask(analyst: ToolAnalyst): Task<'render_chart_file'> {
  return async (payload) => {
    await renderChartFile(payload, analyst)
  }
}

export async function renderChartFile(payload: TaskPayload<'render_chart_file'>, analyst: ToolAnalyst): Promise<void> {
  const { toolTaskId, chartIndex, language, format, style, storageKey } = payload
  const storage = fileStorage()
  if (await storage.exists(storageKey)) return
  const db = getDb()
  const [task] = await db.select({ result: toolTasks.result }).from(toolTasks).where(eq(toolTasks.id, toolTaskId))
  const result = task?.result as StoredToolResult | null | undefined
  const chart = result?.charts[chartIndex]
  const runPng = chart && result.files.find((file) => file.name === chartPngFileName(chart, language))
  // Only a file beside the run's own PNG, in the folder the route names: a payload cannot write elsewhere.
  const expected = runPng ? chartFileStorageKey(runPng.storageKey, chartIndex, language, 'VERSION', format) : null
  const [before, after] = expected?.split('VERSION') ?? []
  const version = expected ? storageKey.slice(before.length, storageKey.length - after.length) : ''
  if (
    !chart ||
    !expected ||
    !storageKey.startsWith(before) ||
    !storageKey.endsWith(after) ||
    !/^[\w-]{8,64}$/.test(version)
  ) {
    logger.warn(
      { toolTaskId, chartIndex, storageKey },
      'render_chart_file: no such chart, or a file outside its folder',
    )
    return
  }
  const t = translatorFor(language, (await mergedTranslations(db))[language])
  const startedAt = performance.now()
  const bytes = await analyst.work('drawChartFile', {
    spec: restyleChart(renderResultTexts(t, chart.spec), style),
    format,
  })
  await storage.put(storageKey, bytes)
  logger.info(
    { toolTaskId, chartIndex, format, bytes: bytes.byteLength, ms: Math.round(performance.now() - startedAt) },
    'chart file drawn',
  )
}
