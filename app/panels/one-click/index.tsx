import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { groupNameTitle, type PanelView } from '../contract'
import { OcaPane } from './oca-pane'
import type { OcaPaneData } from './pane-data'

export const oneClickPanelView: PanelView<OcaPaneData> = {
  groupType: ANALYSIS_GROUP_TYPE.oneClickAnalysis,
  Component: OcaPane,
  titleSuffix: groupNameTitle,
}
