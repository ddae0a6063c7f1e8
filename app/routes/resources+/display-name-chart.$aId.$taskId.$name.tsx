import contentDisposition from 'content-disposition'
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { displayNameChartPng, findDisplayNameChart } from '~/utils/analysis/tooling/display-name-charts.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'

const chartParams = z.object({
  aId: z.string().max(64),
  taskId: idParam,
  name: z.string().regex(/^[^/\\]{1,200}\.png$/i),
})

/**
 * A chart of a project's run as the project shows it: drawn with the project's display names (spec
 * 03 §2.4), for pages without JavaScript and for the PNG download. Whoever may view the project may
 * see it; any other project is a 404. `?v=` (the names' fingerprint) only keeps browser caches apart.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { aId, taskId, name } = await parseRouteParams(request, params, chartParams)
  const project = await findViewableProject(aId, user)
  const chart = project ? await findDisplayNameChart(project, taskId, name) : null
  if (!project || !chart) throw await requestError(request, 404, 'errors.notFound')
  if (chart.kind === 'asComputed') return redirect(chart.url)
  const bytes = await displayNameChartPng(project.id, chart.storageKey)
  if (!bytes) {
    return new Response('The chart is still being drawn; try again in a moment.', {
      status: 503,
      headers: { 'Retry-After': '5', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  // Local storage returns a copy backed by a plain ArrayBuffer.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(name, { type: 'inline' }),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
