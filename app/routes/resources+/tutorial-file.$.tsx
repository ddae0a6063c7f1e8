import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/access.server'
import { requestError } from '~/utils/http-errors.server'
import { tutorialFile } from '~/utils/tutorials.server'

/** The tutorials' example files (a fixed list), for anyone, as downloads. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const file = await tutorialFile(params['*'] ?? '')
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.fileName.endsWith('.md')
        ? 'text/markdown; charset=utf-8'
        : 'text/tab-separated-values; charset=utf-8',
      'Content-Disposition': contentDisposition(file.fileName),
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
