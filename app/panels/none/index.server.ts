import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import type { PanelDefinition } from '../contract'

/** A group of type "none" (999) has no content of its own: the page asks the reader to contact the administrator. */
export async function loadNonePane() {
  return { kind: 'unknown' as const }
}

export const nonePanel = {
  groupType: ANALYSIS_GROUP_TYPE.none,
  load: loadNonePane,
  actions: {},
} satisfies PanelDefinition<Awaited<ReturnType<typeof loadNonePane>>>
