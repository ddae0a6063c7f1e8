import { ANALYSIS_GROUP_TYPE, type AnalysisGroupType } from '#core/workflows'
import type { PanelContext, PanelDefinition } from '../contract'
import { loadGroupContent } from './group-content.server'

export async function loadRichTextPane({ group, language }: PanelContext) {
  return { kind: 'richText' as const, content: await loadGroupContent(group.id, language) }
}

/** Rich text, appendix and reference groups show the staff's text alike on the page; the report places them apart. */
export function staffTextPanel(groupType: AnalysisGroupType) {
  return {
    groupType,
    load: loadRichTextPane,
    actions: {},
  } satisfies PanelDefinition<Awaited<ReturnType<typeof loadRichTextPane>>>
}

export const richTextPanel = staffTextPanel(ANALYSIS_GROUP_TYPE.richText)
