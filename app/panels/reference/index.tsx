import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { staffTextPanelView } from '../rich-text'

export const referencePanelView = staffTextPanelView(ANALYSIS_GROUP_TYPE.reference)
