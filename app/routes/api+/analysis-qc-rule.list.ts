import type { LoaderFunctionArgs } from '@remix-run/node'
import { listQcRulesCall } from '~/utils/analysis/tooling/qc-api.server'

/** Spec 03 §7: GET /api/analysis-qc-rule/list?analysisId= (session auth). */
export async function loader({ request }: LoaderFunctionArgs) {
  return listQcRulesCall(request)
}
