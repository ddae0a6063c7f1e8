import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { staffTextPanelView } from '../rich-text'

export const appendixPanelView = staffTextPanelView(ANALYSIS_GROUP_TYPE.appendix)
