import type { SerializeFrom, TypedResponse } from '@remix-run/node'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { Language } from '#core/language'
import type { AnalysisGroupType } from '#core/workflows'
import type { ReadOnlyReason, ViewableProject } from '~/utils/analysis/project-access.server'
import type { MenuGroup } from '~/utils/analysis/project-menu.server'
import type { ProjectPageQuery } from '~/utils/analysis/project-page-query.server'
import type { SessionUser } from '~/utils/auth.server'

/*
 * What a panel of the project page is: one group type's content (spec 02 §2.4), in two halves because
 * Remix keeps server modules out of the browser's bundle. `index.server.ts` of the panel's folder is
 * its PanelDefinition (load and actions), registered in registry.server.ts; `index.tsx` is its
 * PanelView (component and title), registered in registry.ts. It imports only types, so both halves may import it.
 */

/** What a panel's load gets: the project, its open group, the page's query and, for panels with query parameters of their own, the request. */
export interface PanelContext {
  project: ViewableProject
  group: MenuGroup
  language: Language
  query: ProjectPageQuery
  wikiHost: string
  /** Panels with query parameters of their own parse them from it (a bad one is a 400). */
  request: Request | null
}

/** What a panel's action gets from the project page's action. */
export interface PanelActionArgs {
  request: Request
  analysisId: string
  user: SessionUser
  form: FormData
  /** The full intent, e.g. `qc.saveRule`. */
  intent: string
  /** The page and query the form was posted from: where a success redirects. */
  backTo: string
}

/**
 * An action answers a redirect (success, with a flash message) or, to re-render the form with its
 * errors and the values the user typed, JSON whose `tooling` names the panel part it belongs to.
 */
export type PanelAction = (args: PanelActionArgs) => Promise<Response | TypedResponse<unknown>>

/** The server half of a panel. */
export interface PanelDefinition<Pane extends { kind: string }> {
  groupType: AnalysisGroupType
  /** Reads what the open group shows; only the open group's panel loads. */
  load: (context: PanelContext) => Promise<Pane>
  /**
   * The panel's forms by intent prefix: `qc` answers `qc.saveRule` and `qc.deleteRule` (a prefix
   * without a dot answers that intent alone). Every form posts to the project page itself, so
   * without JavaScript an invalid form comes back rendered with its errors and nothing typed is lost.
   */
  actions: Record<string, PanelAction>
}

/** The pane a panel's component receives: what its load returned, as the loader serializes it. */
export type PaneOf<Load extends (context: PanelContext) => Promise<unknown>> = SerializeFrom<Awaited<ReturnType<Load>>>

export interface PanelProps<Pane> {
  analysisId: string
  groupId: number
  pane: Pane
  /** Why the project cannot be edited (demo, expired, expiring), or null. */
  readOnly: ReadOnlyReason
  /** What the page's action answered, for the panel part whose form it was (`tooling` names it). */
  actionData: unknown
}

/** The browser half of a panel. */
export interface PanelView<Pane> {
  groupType: AnalysisGroupType
  /** A function component (no class: its prop types would tie the registry's view to one pane). */
  Component: (props: PanelProps<Pane>) => ReactNode
  /** What follows the group's name in the pane's title: ` / <item>`, ` / Introduction`, or nothing. */
  titleSuffix: (pane: Pane, t: TFunction) => string
}

/** The title of a panel that shows the group's introduction: `<group> / Introduction`. */
export function introductionTitle(_pane: unknown, t: TFunction): string {
  return ` / ${t('project.menu.introduction')}`
}

/** The title of a panel that is the group's own tool (QC, one-click analysis, global dataset): the group's name alone. */
export function groupNameTitle(): string {
  return ''
}
