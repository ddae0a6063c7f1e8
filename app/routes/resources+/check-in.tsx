import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requireCan } from '~/utils/access.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { checkIn } from '~/utils/points.server'
import { readFormData } from '~/utils/request-body.server'
import { safeRedirect } from '~/utils/safe-redirect'

export async function loader() {
  return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireCan(request, 'points:checkIn', null)
  const back = safeRedirect((await readFormData(request)).get('redirectTo'))
  const result = await checkIn(user.id)
  const message =
    result.status === 'credited'
      ? ({
          kind: 'success',
          messageKey: result.bonus > 0 ? 'points.checkInCreditedStreak' : 'points.checkInCredited',
          values: { points: result.points },
        } as const)
      : ({ kind: 'info', messageKey: 'points.alreadyCheckedIn' } as const)
  return redirect(back, { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}
