import type { LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { can } from '#core/access-policy'
import { MAX_FEEDBACK_IMAGES } from '#core/feedback'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { feedback } from '#db/schema/engagement'
import { requireRouteAccess } from '~/utils/access.server'
import { feedbackImage } from '~/utils/feedback/feedback.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'
import { privateImageResponse } from '~/utils/uploaded-images.server'

const paramsSchema = z.object({
  id: idParam,
  index: z
    .string()
    .regex(/^[1-9]$/)
    .transform(Number)
    .refine((index) => index <= MAX_FEEDBACK_IMAGES),
})

/**
 * A feedback screenshot, for the feedback desk's staff and for the customer who sent it; anyone
 * else gets a 404, as if it did not exist. Served with the type its bytes were checked to have.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { id, index } = await parseRouteParams(request, params, paramsSchema)
  const staff = can(user, 'route:open', { kind: 'route', access: PERMISSIONS.feedbackData })
  if (!staff) {
    const [row] = await getDb().select({ submitterId: feedback.submitterId }).from(feedback).where(eq(feedback.id, id))
    if (row?.submitterId !== user.id) throw await requestError(request, 404, 'errors.notFound')
  }
  const image = await feedbackImage(id, index)
  if (!image) throw await requestError(request, 404, 'errors.notFound')
  return privateImageResponse(image.bytes, image.contentType, 3600)
}
