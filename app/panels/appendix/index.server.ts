import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { staffTextPanel } from '../rich-text/index.server'

/** The appendix group (type 6): staff's text on the page; the report gathers it into its appendix section. */
export const appendixPanel = staffTextPanel(ANALYSIS_GROUP_TYPE.appendix)
