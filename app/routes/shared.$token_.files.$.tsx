import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteParams, pathSegmentsParam, textParam } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { findSharedOutputFile } from '~/utils/tools/share-and-chain.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'

const sharedFileParams = z.object({ token: textParam(64), '*': pathSegmentsParam })

/**
 * An output file of a task shared by link (charts, table TSVs, result files), for anyone holding
 * the link; never an input. A revoked or unknown link answers 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const { token, '*': path } = await parseRouteParams(request, params, sharedFileParams)
  const file = await findSharedOutputFile(token, path)
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  const contentType =
    file.contentType && file.contentType !== 'application/octet-stream'
      ? file.contentType
      : /\.(tsv|txt|csv)$/i.test(file.name)
        ? 'text/plain; charset=utf-8'
        : 'application/octet-stream'
  const response = await storedFileResponse(file.storageKey, {
    fileName: file.name,
    contentType,
    disposition: contentType.startsWith('image/') ? 'inline' : 'attachment',
    // A revoked link must stop working: nothing is cached beyond the browser, and not for long.
    cacheControl: 'private, max-age=60',
    spreadsheetSafe: true,
  })
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}
