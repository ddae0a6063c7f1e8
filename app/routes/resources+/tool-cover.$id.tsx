import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/route-access.server'
import { parseToolId, requireVisibleTool } from '~/utils/tools/tool-page.server'
import { imageResponse, readStoredToolFile } from '~/utils/tools/tool-files.server'

/** A tool's uploaded cover image (its `cover` is a file-storage key). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const tool = await requireVisibleTool(parseToolId(params.id), viewer)
  if (!tool.cover) throw new Response('Not Found', { status: 404 })
  return imageResponse(await readStoredToolFile(tool.cover))
}
