import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/access.server'
import { requestError } from '~/utils/http-errors.server'
import { requireVisibleTool } from '~/utils/tools/tool-page.server'
import { downloadResponse, readStoredToolFile } from '~/utils/tools/tool-files.server'

/**
 * A data slot's example file (`?demo=1`: the demo's input for that slot), for anyone who may see
 * the tool — the tool page is open to anonymous visitors, and so are its examples.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const tool = await requireVisibleTool(request, params.toolId, viewer)
  const demo = new URL(request.url).searchParams.get('demo') === '1'
  const key = params.key ?? ''
  // Own keys only: `constructor` or `__proto__` must name no file.
  const storageKey = demo
    ? tool.demo && Object.hasOwn(tool.demo.files, key)
      ? tool.demo.files[key]
      : undefined
    : tool.dataFileSettings.find((setting) => setting.key === key)?.exampleFile
  if (!storageKey) throw await requestError(request, 404, 'errors.notFound')
  return downloadResponse(await readStoredToolFile(request, storageKey))
}
