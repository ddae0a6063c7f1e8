import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireCan } from '~/utils/access.server'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { purchaseWithPoints, type PurchaseResult } from '~/utils/points.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam } from '~/utils/request-input.server'
import { safeRedirect } from '~/utils/safe-redirect'

export async function loader() {
  return redirect('/')
}

const purchaseForm = z.object({ kind: z.enum(['course', 'workflow']), id: idParam })

function messageFor(result: PurchaseResult): FlashMessage {
  switch (result.status) {
    case 'unlocked':
      return {
        kind: 'success',
        messageKey: 'points.purchase.unlocked',
        values: { price: result.price, balance: result.balance },
      }
    case 'already-owned':
      return { kind: 'info', messageKey: 'points.purchase.alreadyOwned' }
    case 'insufficient':
      return {
        kind: 'error',
        messageKey: 'points.purchase.insufficient',
        values: { price: result.price, balance: result.balance },
      }
    case 'not-found':
      return { kind: 'error', messageKey: 'points.purchase.notFound' }
  }
}

/**
 * The one "unlock with points" form, for a course page and a workflow's introduction page alike: it
 * spends the points (or says why not) and goes back where it was posted from, so it works without JS.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const back = safeRedirect(form.get('redirectTo'))
  const user = await requireCan(request, 'points:purchase', null, { returnTo: back })
  const parsed = purchaseForm.safeParse({ kind: form.get('kind'), id: form.get('id') })
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  const result = await purchaseWithPoints(user.id, parsed.data)
  return redirect(back, { headers: { 'Set-Cookie': await flashMessageHeader(request, messageFor(result)) } })
}
