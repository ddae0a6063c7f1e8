import type { SerializeFrom } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { panelViewFor } from '~/panels/registry'
import type { ReadOnlyReason } from '~/utils/analysis/project-access.server'
import type { loadProjectBody } from '~/utils/analysis/project-page.server'

type Body = SerializeFrom<Awaited<ReturnType<typeof loadProjectBody>>>

/**
 * The right pane: a title (group / item) and the content of the open group, drawn by its group
 * type's panel (spec 02 §2.4; the panels are in app/panels/, found through its registry).
 */
export function GroupPane({
  analysisId,
  body,
  readOnly,
  actionData,
}: {
  analysisId: string
  body: Body
  /** Why the project cannot be edited (demo, expired, expiring), or null. */
  readOnly: ReadOnlyReason
  /** What the page's action answered, for the panel whose form it was (`tooling` names it). */
  actionData: unknown
}) {
  const { t } = useTranslation()
  const group = body.menu.find((candidate) => candidate.id === body.openGroupId)
  if (!group || !body.pane)
    return <section className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-4" />
  const view = panelViewFor(group.type)
  // The pane is what this group type's panel loaded: see DispatchedPanelView in the registry.
  const pane = body.pane as never
  return (
    <section
      className="flex min-w-0 flex-1 flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="group-pane"
      data-pane={body.pane.kind}
    >
      <h2 className="text-lg font-semibold">
        {group.name}
        {view.titleSuffix(pane, t)}
      </h2>
      <view.Component
        analysisId={analysisId}
        groupId={group.id}
        pane={pane}
        readOnly={readOnly}
        actionData={actionData}
      />
    </section>
  )
}
