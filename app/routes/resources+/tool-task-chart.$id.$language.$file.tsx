import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import {
  CHART_FILE_CONTENT_TYPES,
  CHART_RESOURCE_FORMATS,
  chartDownloadName,
  type ChartResourceFormat,
} from '#core/charts/chart-files'
import { isPlainStyle, readChartStyle } from '#core/charts/chart-restyle'
import { LANGUAGES } from '#core/language'
import { chartPngFileName } from '#core/tool-results'
import { requireRouteAccess } from '~/utils/access.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'
import { i18next } from '~/utils/translations.server'
import {
  chartFileBytes,
  drawnChart,
  drawnChartVersion,
  viewableTaskResult,
} from '~/utils/tools/tool-task-charts.server'
import { versionedResponse } from '~/utils/versioned-response.server'
import { toolTaskFileUrl } from '~/utils/tools/tool-result-view.server'

const chartParams = z.object({
  id: idParam,
  language: z.enum(LANGUAGES),
  file: z.string().regex(new RegExp(`^\\d{1,4}\\.(${CHART_RESOURCE_FORMATS.join('|')})$`)),
})

/**
 * One chart of a task's result, for whoever may open the task: `<n>.json` is the chart as the browser's chart.js
 * draws it (fetched after the page, so a large chart never weighs down the page's HTML), `<n>.png|svg|pdf` its
 * downloads. A restyle (`title`, `xLabel`, `yLabel`, `palette`, `width`, `height`, `fontSize`) is drawn on the
 * stored chart without running the analysis again. `v` names what is drawn: the current one is kept for good.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { id: taskId, language, file } = await parseRouteParams(request, params, chartParams)
  const [index, format] = file.split('.') as [string, ChartResourceFormat]
  const chartIndex = Number(index)
  const result = await viewableTaskResult(taskId, user)
  const chart = result?.charts[chartIndex]
  if (!result || !chart) throw await requestError(request, 404, 'errors.notFound')
  const search = new URL(request.url).searchParams
  const style = readChartStyle(search)
  const spec = drawnChart(await i18next.getFixedT(language), chart, style)
  const version = drawnChartVersion(spec)
  const requestedVersion = search.get('v')

  if (format === 'json')
    return versionedResponse(request, {
      body: JSON.stringify(spec),
      contentType: 'application/json; charset=utf-8',
      version,
      requestedVersion,
      shared: false,
    })

  const fileName = chartDownloadName(chart.spec.id, chartIndex, format)
  // The PNG the run drew is the chart as it was made: no need to draw it again.
  if (format === 'png' && isPlainStyle(style)) {
    const runPng = result.files.find((stored) => stored.name === chartPngFileName(chart, language))
    const response = runPng
      ? await storedFileResponse(runPng.storageKey, {
          fileName,
          contentType: 'image/png',
          disposition: 'inline',
          cacheControl: 'private, max-age=3600',
        })
      : null
    if (response) return response
    // A result stored before PNGs were drawn per language: its one PNG.
    return Response.redirect(new URL(toolTaskFileUrl(taskId, `output/${chart.pngFileName}`), request.url), 302)
  }
  const bytes = await chartFileBytes({ id: taskId, result }, chartIndex, language, style, version, format)
  if (!bytes) {
    return new Response('The chart is still being drawn; try again in a moment.', {
      status: 503,
      headers: { 'Retry-After': '5', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const response = versionedResponse(request, {
    body: bytes,
    contentLength: bytes.byteLength,
    contentType: CHART_FILE_CONTENT_TYPES[format],
    version,
    requestedVersion,
    shared: false,
  })
  // A PNG shows in the page; SVG and PDF are downloads (an SVG never opens as a page of ours).
  response.headers.set(
    'Content-Disposition',
    contentDisposition(fileName, { type: format === 'png' ? 'inline' : 'attachment' }),
  )
  if (format === 'svg') response.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  return response
}
