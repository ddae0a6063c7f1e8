import type { ActionFunctionArgs } from '@remix-run/node'
import { changeQcRuleCall } from '~/utils/analysis/tooling/qc-api.server'

/** Spec 03 §7: PUT /api/analysis-qc-rule/update with a JSON body (session auth). */
export async function action({ request }: ActionFunctionArgs) {
  return changeQcRuleCall(request, 'update')
}
