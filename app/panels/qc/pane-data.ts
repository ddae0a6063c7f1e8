import type { PaneOf } from '../contract'
import type { loadQcPane } from './qc-pane.server'

/** The QC pane as the page receives it, shared by the pane and its parts. */
export type QcPaneData = PaneOf<typeof loadQcPane>
export type QcPaneWithData = Exclude<QcPaneData, { data: null }>
