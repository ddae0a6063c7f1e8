import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { groupNameTitle, type PanelView } from '../contract'
import type { QcPaneData } from './pane-data'
import { QcPane } from './qc-pane'

export const qcPanelView: PanelView<QcPaneData> = {
  groupType: ANALYSIS_GROUP_TYPE.qc,
  Component: QcPane,
  titleSuffix: groupNameTitle,
}
