import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireRouteAccess } from '~/utils/access.server'
import { saveVideoProgress } from '~/utils/courses/courses.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam } from '~/utils/request-input.server'

export async function loader() {
  return redirect('/course')
}

/** A day is far more than any course video; the bound keeps a bad number out of the column. */
const progressForm = z.object({
  videoId: idParam,
  seconds: z.coerce.number().finite().min(0).max(86_400).transform(Math.floor),
})

/**
 * Where the player stopped, posted by the course page's script every ~10 s of playback and on pause
 * (with `keepalive`, so leaving the page still sends it). 204 on success; 404 for a video the user
 * may not watch. A plain fetch, not a fetcher: a fetcher would reload every loader of the page each time.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const parsed = progressForm.safeParse(Object.fromEntries(await readFormData(request)))
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  if (!(await saveVideoProgress(user.id, parsed.data.videoId, parsed.data.seconds)))
    throw await requestError(request, 404, 'errors.notFound')
  return new Response(null, { status: 204 })
}
