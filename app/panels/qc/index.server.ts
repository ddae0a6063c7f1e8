import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import type { PanelDefinition } from '../contract'
import { handleQcAction } from './qc-actions.server'
import { loadQcPane } from './qc-pane.server'

/** The QC group (type 4, spec 03 §2.7): the dashboard and charts of the batch's QC data under a chosen rule. */
export const qcPanel = {
  groupType: ANALYSIS_GROUP_TYPE.qc,
  load: loadQcPane,
  actions: { qc: handleQcAction },
} satisfies PanelDefinition<Awaited<ReturnType<typeof loadQcPane>>>
