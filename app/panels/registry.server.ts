import type { TypedResponse } from '@remix-run/node'
import type { SessionUser } from '../../auth.server'
import { handleOcaAction } from './oca-actions.server'
import { handleOtuFilterAction } from './otu-filter-actions.server'
import { handleQcAction } from './qc-actions.server'
import { handleRerunAction } from './rerun-actions.server'
import { handleSampleNamesAction } from './sample-names-actions.server'
import { handleSolutionsAction } from './solutions-actions.server'

/** What a tooling action handler gets from the project page's action. */
export interface ToolingActionArgs {
  request: Request
  analysisId: string
  user: SessionUser
  form: FormData
  /** The full intent, e.g. `qc.saveRule`. */
  intent: string
  /** The page and query the form was posted from: where a success redirects. */
  backTo: string
}

/**
 * A handler answers a redirect (success, with a flash message) or, to re-render the form with its
 * errors and the values the user typed, JSON whose `tooling` names the panel it belongs to.
 */
export type ToolingActionHandler = (args: ToolingActionArgs) => Promise<Response | TypedResponse<unknown>>

/**
 * The project page's tooling panels, by the prefix of their form intents (`<panel>.<action>`).
 * Each panel's forms post to the project page itself, so without JavaScript an invalid form comes
 * back rendered with its errors and nothing typed is lost.
 */
export const TOOLING_ACTIONS: Record<string, ToolingActionHandler> = {
  solutions: handleSolutionsAction,
  names: handleSampleNamesAction,
  filter: handleOtuFilterAction,
  qc: handleQcAction,
  oca: handleOcaAction,
  rerun: handleRerunAction,
}

/** The handler of an intent such as `qc.saveRule`, or null when the intent is not a tooling one. */
export function toolingActionFor(intent: string): ToolingActionHandler | null {
  const prefix = intent.split('.', 1)[0]
  return intent.includes('.') && Object.hasOwn(TOOLING_ACTIONS, prefix) ? TOOLING_ACTIONS[prefix] : null
}
