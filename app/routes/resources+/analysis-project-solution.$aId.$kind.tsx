import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { solutionDownload } from '~/utils/analysis/tooling/solution-downloads.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams, parseSearchParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { spreadsheetSafeBytes } from '~/utils/spreadsheet-safe-download.server'

const downloadParams = z.object({ aId: z.string(), kind: z.enum(['samples', 'comparisons']) })
const downloadQuery = z.object({ id: idParam })

/** A group solution (`samples`) or a compare solution (`comparisons`) as a text file, for whoever may view the project. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { aId, kind } = await parseRouteParams(request, params, downloadParams)
  const { id } = await parseSearchParams(request, downloadQuery)
  const project = await findViewableProject(aId, user)
  const file = project ? await solutionDownload(project.id, kind, id) : null
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  // Tab-separated, though named .txt as spec 03 names it.
  const bytes = spreadsheetSafeBytes(file.name, new TextEncoder().encode(file.text), '\t')
  return new Response(bytes, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
