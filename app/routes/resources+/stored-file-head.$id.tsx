import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/access.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { readStoredFileHead } from '~/utils/tools/stored-file-inputs.server'

/**
 * The first 64 KB of a stored file the user may choose as a tool input (their own or a public
 * one): the tool page reads its header for the column pickers, as it does from a chosen upload.
 * Anyone else's file, a folder or an unknown id is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const head = await readStoredFileHead(await parseRouteId(request, params.id), user.id)
  if (!head) throw await requestError(request, 404, 'errors.notFound')
  return new Response(head as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(head.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
