import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { groupNameTitle, type PanelView } from '../contract'
import { GlobalDatasetPane } from './global-dataset-pane'
import type { GlobalDatasetPaneData } from './pane-data'

export const globalDatasetPanelView: PanelView<GlobalDatasetPaneData> = {
  groupType: ANALYSIS_GROUP_TYPE.globalDataset,
  Component: GlobalDatasetPane,
  titleSuffix: groupNameTitle,
}
