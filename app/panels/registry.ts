import { appendixPanelView } from './appendix'
import type { PanelView } from './contract'
import { globalDatasetPanelView } from './global-dataset'
import { nonePanelView } from './none'
import { oneClickPanelView } from './one-click'
import { overviewPanelView } from './overview'
import { qcPanelView } from './qc'
import { referencePanelView } from './reference'
import { richTextPanelView } from './rich-text'
import { toolsPanelView } from './tools'

/**
 * The browser half of every group type's panel, one line each (the server half, with load and actions,
 * is in registry.server.ts: Remix keeps server modules out of the browser's bundle, so the two cannot
 * be one list). The project page's group pane finds a group's component here, by its type.
 */
export const PANEL_VIEWS = [
  overviewPanelView,
  toolsPanelView,
  richTextPanelView,
  qcPanelView,
  oneClickPanelView,
  appendixPanelView,
  referencePanelView,
  globalDatasetPanelView,
  nonePanelView,
] as const

/**
 * A view as the pane dispatches to it: the pane handed over is the one the same group type's load
 * returned, which the types cannot follow through a lookup by value, hence `never`.
 */
type DispatchedPanelView = PanelView<never>

const viewByGroupType = new Map<number, DispatchedPanelView>(PANEL_VIEWS.map((view) => [view.groupType, view]))

/** The view of a group type; one without a panel shows as "none", like the server's panelFor. */
export function panelViewFor(groupType: number): DispatchedPanelView {
  return viewByGroupType.get(groupType) ?? nonePanelView
}
