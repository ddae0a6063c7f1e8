import contentDisposition from 'content-disposition'
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireRouteAccess } from '~/utils/access.server'
import {
  PERSONAL_PAGE_SIZE,
  personalZipItems,
  PersonalFilesRefusal,
  streamZip,
} from '~/utils/files/personal-files.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam } from '~/utils/request-input.server'

const idsSchema = z.array(idParam).min(1).max(PERSONAL_PAGE_SIZE)

/**
 * The chosen personal files and folders as one zip (spec 02 §7 download-zip), folders with their
 * structure, made while it is sent (see streamZip). A download changes nothing, so it is a GET the
 * selection form submits.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const params = new URL(request.url).searchParams
  if (params.getAll('id').length === 0) {
    const folder = params.get('folder')
    return redirect(`/projects/myfiles?${new URLSearchParams({ ...(folder ? { folder } : {}), nothingChosen: '1' })}`)
  }
  const ids = idsSchema.safeParse(params.getAll('id'))
  if (!ids.success) throw await requestError(request, 400, 'errors.badRequest')
  const items = await personalZipItems(user.id, ids.data).catch(async (error: unknown) => {
    if (error instanceof PersonalFilesRefusal) throw await requestError(request, 404, 'errors.notFound')
    throw error
  })
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(streamZip(items), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition(`files-${stamp}.zip`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
