import type { ActionFunctionArgs } from '@remix-run/node'
import { changeQcRuleCall } from '~/utils/analysis/tooling/qc-api.server'

/** Spec 03 §7: POST /api/analysis-qc-rule/delete with a JSON body (session auth). */
export async function action({ request }: ActionFunctionArgs) {
  return changeQcRuleCall(request, 'delete')
}
