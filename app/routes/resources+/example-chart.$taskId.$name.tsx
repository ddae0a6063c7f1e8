import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { exampleChartStorageKey } from '~/utils/analysis/introduction.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'

const chartParams = z.object({ taskId: idParam, name: z.string().regex(/^[^/\\]{1,200}\.png$/i) })

/**
 * A chart PNG of a run of some workflow's example project, for the introduction carousel. Anyone
 * may see examples; any other run's files answer 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const { taskId, name } = await parseRouteParams(request, params, chartParams)
  const storageKey = await exampleChartStorageKey(taskId, name)
  const response = storageKey
    ? await storedFileResponse(storageKey, {
        fileName: name,
        contentType: 'image/png',
        disposition: null,
        cacheControl: 'public, max-age=3600',
      })
    : null
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}
