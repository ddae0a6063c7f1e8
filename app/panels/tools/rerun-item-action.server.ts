import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { ProjectNotEditable, readOnlyMessageKey } from '~/utils/analysis/project-edits.server'
import { rerunFailedItem } from '~/utils/analysis/project-rerun.server'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam } from '~/utils/request-input.server'
import type { PanelActionArgs } from '../contract'

const rerunItemSchema = z.object({ itemId: idParam })

/** `intent=rerunItem`, "Re-run failed item": the item's failed runs are queued again; the flash says how many. */
export async function handleRerunItemAction({ request, analysisId, user, form, intent, backTo }: PanelActionArgs) {
  const parsed = rerunItemSchema.safeParse({ itemId: form.get('itemId') })
  if (intent !== 'rerunItem' || !parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  let message: FlashMessage
  try {
    const count = await rerunFailedItem(analysisId, user, parsed.data.itemId)
    message =
      count > 0
        ? { kind: 'success', messageKey: 'project.messages.rerunQueued', values: { count } }
        : { kind: 'info', messageKey: 'project.messages.rerunNothing' }
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') throw await requestError(request, 404, 'errors.notFound')
    message = { kind: 'error', messageKey: readOnlyMessageKey(error.reason) }
  }
  return redirect(backTo, { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}
