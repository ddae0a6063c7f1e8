import { ANALYSIS_GROUP_TYPE, type AnalysisGroupType } from '#core/workflows'
import { introductionTitle, type PaneOf, type PanelProps, type PanelView } from '../contract'
import type { loadRichTextPane } from './index.server'
import { StaffHtml } from './staff-html'

type RichTextPane = PaneOf<typeof loadRichTextPane>

function RichTextPane({ pane }: PanelProps<RichTextPane>) {
  return <StaffHtml html={pane.content} />
}

/** The view of a group that shows the staff's text (rich text, appendix, reference). */
export function staffTextPanelView(groupType: AnalysisGroupType): PanelView<RichTextPane> {
  return { groupType, Component: RichTextPane, titleSuffix: introductionTitle }
}

export const richTextPanelView = staffTextPanelView(ANALYSIS_GROUP_TYPE.richText)
