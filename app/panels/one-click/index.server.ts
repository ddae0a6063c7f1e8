import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import type { PanelDefinition } from '../contract'
import { handleOcaAction } from './oca-actions.server'
import { loadOcaPane } from './oca-pane.server'

/** The one-click analysis group (type 5, spec 03 §2.5): create an analysis of chosen items, or read the records. */
export const oneClickPanel = {
  groupType: ANALYSIS_GROUP_TYPE.oneClickAnalysis,
  load: loadOcaPane,
  actions: { oca: handleOcaAction },
} satisfies PanelDefinition<Awaited<ReturnType<typeof loadOcaPane>>>
