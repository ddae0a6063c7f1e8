import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { COLLECT_TYPE } from '#core/engagement'
import { isListedWorkflow } from '~/utils/analysis/catalogue.server'
import { requireCan } from '~/utils/access.server'
import { setFavourite, type CollectType } from '~/utils/favourites.server'
import { isListedCourse, isListedTool } from '~/utils/projects/collection.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam } from '~/utils/request-input.server'
import { safeRedirect } from '~/utils/safe-redirect'

export async function loader() {
  return redirect('/')
}

/** What may be favourited here, and how to tell that the target is one the user may see. */
const TARGETS: Record<string, { collectType: CollectType; exists: (id: number) => Promise<boolean> }> = {
  [COLLECT_TYPE.workflow]: { collectType: COLLECT_TYPE.workflow, exists: isListedWorkflow },
  [COLLECT_TYPE.tool]: { collectType: COLLECT_TYPE.tool, exists: isListedTool },
  [COLLECT_TYPE.course]: { collectType: COLLECT_TYPE.course, exists: isListedCourse },
}

const favouriteForm = z.object({
  collectType: z.string().refine((value) => Object.hasOwn(TARGETS, value)),
  collectionId: idParam,
  favourite: z.enum(['true', 'false']),
})

/** The favourite toggle's form (`FavouriteToggle`): sets or clears one favourite, then goes back. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const back = safeRedirect(form.get('redirectTo'))
  const user = await requireCan(request, 'favourite:change', null, { returnTo: back })
  const parsed = favouriteForm.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  const target = TARGETS[parsed.data.collectType]
  const favourite = parsed.data.favourite === 'true'
  // Removing needs no visible target: a favourite of a tool since unpublished can still be taken off My favourites.
  if (favourite && !(await target.exists(parsed.data.collectionId)))
    throw await requestError(request, 404, 'errors.notFound')
  await setFavourite(user.id, target.collectType, parsed.data.collectionId, favourite)
  return redirect(back)
}
