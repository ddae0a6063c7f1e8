import type { PaneOf } from '../contract'
import type { loadOcaPane } from './oca-pane.server'

/** The one-click analysis pane as the page receives it, shared by the pane and its tabs. */
export type OcaPaneData = PaneOf<typeof loadOcaPane>
