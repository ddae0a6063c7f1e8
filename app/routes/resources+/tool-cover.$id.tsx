import type { LoaderFunctionArgs } from '@remix-run/node'
import { TOOL_PUBLISH_STATUS } from '#core/tools'
import { requireRouteAccess } from '~/utils/access.server'
import { requestError } from '~/utils/http-errors.server'
import { versionedResponse } from '~/utils/versioned-response.server'
import { toolCoverArtSvg, toolCoverVersion } from '~/utils/tools/tool-cover.server'
import { readStoredToolFile } from '~/utils/tools/tool-files.server'
import { storedImageContentType } from '~/utils/uploaded-images.server'
import { requireVisibleTool } from '~/utils/tools/tool-page.server'

/**
 * A tool's cover: its uploaded image (a file-storage key in `cover`), or else its generated art as
 * SVG. Pages link it with `?v=<version>`, so browsers keep it until the picture changes; shared
 * caches only keep published tools' covers.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const tool = await requireVisibleTool(request, params.id, viewer)
  const version = toolCoverVersion(tool)
  const requestedVersion = new URL(request.url).searchParams.get('v')
  const shared = tool.publishStatus === TOOL_PUBLISH_STATUS.published
  if (!tool.cover)
    return versionedResponse(request, {
      body: toolCoverArtSvg(tool),
      contentType: 'image/svg+xml',
      version,
      requestedVersion,
      shared,
    })
  const file = await readStoredToolFile(request, tool.cover)
  const contentType = storedImageContentType(file.fileName)
  if (!contentType) throw await requestError(request, 404, 'errors.notFound')
  return versionedResponse(request, {
    body: file.bytes,
    contentType,
    version,
    requestedVersion,
    shared,
  })
}
