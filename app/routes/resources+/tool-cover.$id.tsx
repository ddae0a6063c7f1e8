import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/route-access.server'
import { requestError } from '~/utils/http-errors.server'
import { requireVisibleTool } from '~/utils/tools/tool-page.server'
import { imageResponse, readStoredToolFile } from '~/utils/tools/tool-files.server'

/** A tool's uploaded cover image (its `cover` is a file-storage key). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const tool = await requireVisibleTool(request, params.id, viewer)
  if (!tool.cover) throw await requestError(request, 404, 'errors.notFound')
  return imageResponse(await readStoredToolFile(tool.cover))
}
