import type { PaneOf, PanelProps } from '../contract'
import type { loadGlobalDatasetPane } from './global-dataset-pane.server'

/** The global dataset pane as the page receives it, shared by the pane and its tabs. */
export type GlobalDatasetPaneData = PaneOf<typeof loadGlobalDatasetPane>
type Content = GlobalDatasetPaneData['content']
/** What each tab gets besides its content: the panel's props. */
export type GlobalDatasetTabProps = Omit<PanelProps<GlobalDatasetPaneData>, 'pane'>
/** The loaded content of one tab of the global dataset pane. */
export type GlobalDatasetContent<T extends Content['tab']> = Extract<Content, { tab: T }>
/** The filter tab of a project whose table could be read. */
export type ReadyFilterContent = Extract<GlobalDatasetContent<'filter'>, { state: 'ready' }>
