import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { findBatchFile } from '~/utils/analysis/project-files.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteParams, pathSegmentsParam } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'

const batchFileParams = z.object({ aId: z.string(), '*': pathSegmentsParam })

/** A file of the batch folder (the cloud files drawer) for whoever may view the project; anything else is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { aId, '*': path } = await parseRouteParams(request, params, batchFileParams)
  const project = await findViewableProject(aId, user)
  const file = project ? await findBatchFile(project.trackingNumber, project.id, path) : null
  const response = file
    ? await storedFileResponse(file.storageKey, {
        fileName: file.name,
        contentType: 'application/octet-stream',
        cacheControl: 'private, max-age=300',
        spreadsheetSafe: true,
      })
    : null
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}
