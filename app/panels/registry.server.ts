import { appendixPanel } from './appendix/index.server'
import type { PanelAction, PanelDefinition } from './contract'
import { globalDatasetPanel } from './global-dataset/index.server'
import { nonePanel } from './none/index.server'
import { oneClickPanel } from './one-click/index.server'
import { overviewPanel } from './overview/index.server'
import { qcPanel } from './qc/index.server'
import { referencePanel } from './reference/index.server'
import { richTextPanel } from './rich-text/index.server'
import { toolsPanel } from './tools/index.server'

/**
 * The server half of every group type's panel, one line each (the browser half is in registry.ts).
 * The project page's loader and action find a group's panel here, by its type.
 */
export const PANELS = [
  overviewPanel,
  toolsPanel,
  richTextPanel,
  qcPanel,
  oneClickPanel,
  appendixPanel,
  referencePanel,
  globalDatasetPanel,
  nonePanel,
] as const

/** What the open group shows: the pane one of the panels loaded (its `kind` tells which). */
export type ProjectPane = Awaited<ReturnType<(typeof PANELS)[number]['load']>>

const panelByGroupType = new Map<number, (typeof PANELS)[number]>(PANELS.map((panel) => [panel.groupType, panel]))

/** The panel of a group type. Every stored type has one (the column's check holds it to the codes); any other would show as "none". */
export function panelFor(groupType: number): (typeof PANELS)[number] {
  return panelByGroupType.get(groupType) ?? nonePanel
}

const actionByIntentPrefix = new Map<string, PanelAction>(
  PANELS.flatMap((panel: PanelDefinition<{ kind: string }>) => Object.entries(panel.actions)),
)

/** The panel action of an intent such as `qc.saveRule` (by its prefix, `qc`), or null when no panel answers it. */
export function panelActionFor(intent: string): PanelAction | null {
  return actionByIntentPrefix.get(intent.split('.', 1)[0]) ?? null
}
