import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { fileStorage } from '#db/file-storage'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { findBatchFile } from '~/utils/analysis/project-files.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteParams, pathSegmentsParam } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { spreadsheetSafeBytes } from '~/utils/spreadsheet-safe-download.server'

const batchFileParams = z.object({ aId: z.string(), '*': pathSegmentsParam })

/** A file of the batch folder (the cloud files drawer) for whoever may view the project; anything else is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { aId, '*': path } = await parseRouteParams(request, params, batchFileParams)
  const project = await findViewableProject(aId, user)
  const file = project ? await findBatchFile(project.trackingNumber, project.id, path) : null
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  const bytes = spreadsheetSafeBytes(file.name, await fileStorage().get(file.storageKey))
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(file.name),
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
