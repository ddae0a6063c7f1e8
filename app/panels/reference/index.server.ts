import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { staffTextPanel } from '../rich-text/index.server'

/** The reference group (type 7): staff's text on the page; the report gathers it into its references section. */
export const referencePanel = staffTextPanel(ANALYSIS_GROUP_TYPE.reference)
