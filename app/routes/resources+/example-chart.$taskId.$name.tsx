import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { fileStorage } from '#db/file-storage'
import { exampleChartStorageKey } from '~/utils/analysis/introduction.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'

const chartParams = z.object({ taskId: idParam, name: z.string().regex(/^[^/\\]{1,200}\.png$/i) })

/**
 * A chart PNG of a run of some workflow's example project, for the introduction carousel. Anyone
 * may see examples; any other run's files answer 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const { taskId, name } = await parseRouteParams(request, params, chartParams)
  const storageKey = await exampleChartStorageKey(taskId, name)
  if (!storageKey || !(await fileStorage().exists(storageKey)))
    throw await requestError(request, 404, 'errors.notFound')
  const bytes = await fileStorage().get(storageKey)
  // Local storage returns a copy backed by a plain ArrayBuffer.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
