import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/route-access.server'
import { parseToolId, requireVisibleTool } from '~/utils/tools/tool-page.server'
import { downloadResponse, readStoredToolFile } from '~/utils/tools/tool-files.server'

/**
 * A data slot's example file (`?demo=1`: the demo's input for that slot), for anyone who may see
 * the tool — the tool page is open to anonymous visitors, and so are its examples.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const tool = await requireVisibleTool(parseToolId(params.toolId), viewer)
  const demo = new URL(request.url).searchParams.get('demo') === '1'
  const storageKey = demo ? tool.demo?.files[params.key ?? ''] : tool.dataFileSettings.find((setting) => setting.key === params.key)?.exampleFile
  if (!storageKey) throw new Response('Not Found', { status: 404 })
  return downloadResponse(await readStoredToolFile(storageKey))
}
