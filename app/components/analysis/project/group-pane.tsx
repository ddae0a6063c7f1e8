import type { SerializeFrom } from '@remix-run/node'
import { Form, Link, useSubmit } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RunResult } from '~/components/tool-results/run-result'
import { useHydrated } from '~/utils/use-hydrated'
import type { loadProjectBody } from '~/utils/analysis/project-page.server'
import type { ReadOnlyReason } from '~/utils/analysis/project-access.server'
import { GlobalDatasetPane } from '~/components/analysis/tooling/global-dataset-pane'
import { OcaPane } from '~/components/analysis/tooling/oca-pane'
import { QcPane } from '~/components/analysis/tooling/qc-pane'
import { RerunWithSolutionForm } from '~/components/analysis/tooling/rerun-form'
import { groupHref } from './group-menu'

type Body = SerializeFrom<Awaited<ReturnType<typeof loadProjectBody>>>
type Pane = NonNullable<Body['pane']>
/** The serialized pane of one kind, as a panel component receives it. */
export type PaneOf<K extends Pane['kind']> = Extract<Pane, { kind: K }>

/** What every tooling panel (QC, one-click analysis, global dataset) receives. */
export interface ToolingPaneProps<K extends 'qc' | 'oca' | 'globalDataset'> {
  analysisId: string
  groupId: number
  pane: PaneOf<K>
  readOnly: ReadOnlyReason
  actionData: unknown
}

/** The right pane: a title (group / item) and the content of the open group by its type (spec 02 §2.4). */
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
  /** What the page's action answered, for the tooling panel whose form it was (`tooling` names it). */
  actionData: unknown
}) {
  const editable = readOnly === null
  const { t } = useTranslation()
  const group = body.menu.find((candidate) => candidate.id === body.openGroupId)
  if (!group || !body.pane)
    return <section className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-4" />
  const pane = body.pane
  return (
    <section
      className="flex min-w-0 flex-1 flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="group-pane"
      data-pane={pane.kind}
    >
      <h2 className="text-lg font-semibold">
        {group.name}
        {pane.kind === 'tools'
          ? ` / ${pane.item.name}`
          : TOOLING_PANES.has(pane.kind)
            ? ''
            : ` / ${t('project.menu.introduction')}`}
      </h2>
      <PaneContent
        analysisId={analysisId}
        groupId={group.id}
        pane={pane}
        editable={editable}
        readOnly={readOnly}
        actionData={actionData}
      />
    </section>
  )
}

/** Panes that are the group's own panel, without an introduction entry in the title. */
const TOOLING_PANES = new Set<Pane['kind']>(['qc', 'oca', 'globalDataset'])

/** Readable defaults for the staff's headings, paragraphs, lists, definition lists, links and tables. */
const STAFF_HTML_CLASS = [
  'max-w-none text-sm leading-relaxed text-slate-700',
  '[&_h1]:mb-2 [&_h1]:mt-4 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-lg',
  '[&_h2]:font-semibold [&_h3]:mb-1 [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-medium',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_dt]:mt-2 [&_dt]:font-medium [&_dd]:ml-4 [&_dd]:text-slate-600 [&_a]:text-brand-600 [&_a]:underline',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_table]:my-2 [&_table]:block [&_table]:overflow-x-auto',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:px-2',
].join(' ')

/**
 * Group contents are rich text written by staff holding menu:settings in the workflow template; they
 * are rendered as trusted HTML (the page's CSP allows no inline script, so a stray script cannot run).
 */
function StaffHtml({ html }: { html: string }) {
  const { t } = useTranslation()
  if (!html.trim()) return <p className="text-sm text-slate-500">{t('project.pane.noContent')}</p>
  return <div className={STAFF_HTML_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
}

function PaneContent({
  analysisId,
  groupId,
  pane,
  editable,
  readOnly,
  actionData,
}: {
  analysisId: string
  groupId: number
  pane: Pane
  editable: boolean
  readOnly: ReadOnlyReason
  actionData: unknown
}) {
  const { t } = useTranslation()
  switch (pane.kind) {
    case 'overview':
      return <OverviewPane pane={pane} />
    case 'groupIntroduction':
    case 'richText':
      return <StaffHtml html={pane.content} />
    case 'tools':
      return (
        <ToolsPane
          analysisId={analysisId}
          groupId={groupId}
          pane={pane}
          editable={editable}
          readOnly={readOnly}
          actionData={actionData}
        />
      )
    case 'qc':
      return (
        <QcPane analysisId={analysisId} groupId={groupId} pane={pane} readOnly={readOnly} actionData={actionData} />
      )
    case 'oca':
      return (
        <OcaPane analysisId={analysisId} groupId={groupId} pane={pane} readOnly={readOnly} actionData={actionData} />
      )
    case 'globalDataset':
      return (
        <GlobalDatasetPane
          analysisId={analysisId}
          groupId={groupId}
          pane={pane}
          readOnly={readOnly}
          actionData={actionData}
        />
      )
    default:
      return (
        <p className="text-sm text-slate-600" role="alert">
          {t('project.pane.contactAdmin')}
        </p>
      )
  }
}

function OverviewPane({ pane }: { pane: Extract<Pane, { kind: 'overview' }> }) {
  const { t } = useTranslation()
  return (
    <>
      {pane.guides.length ? (
        <section>
          <h3 className="mb-2 font-medium">{t('project.pane.guides')}</h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {pane.guides.map((guide) => (
              <li key={guide.id}>
                <a
                  href={guide.href}
                  target="_blank"
                  rel="noreferrer"
                  className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 p-3 hover:border-brand-300"
                  data-guide={guide.icon}
                >
                  <span className="font-medium text-brand-700">{guide.title}</span>
                  <span className="text-xs text-slate-500">{guide.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h3 className="mb-2 font-medium">{t('project.pane.baseInfo')}</h3>
        {/* Tabs without JavaScript: each tab is a details element; the first is open. */}
        <div className="flex flex-col gap-2">
          {pane.baseInfoTabs.map((tab, index) => (
            <details key={tab.name} open={index === 0} className="rounded border border-slate-200">
              <summary className="cursor-pointer bg-slate-50 px-3 py-1.5 text-sm font-medium">{tab.name}</summary>
              <dl className="divide-y divide-slate-100 text-sm">
                {tab.pairs.map((pair) => (
                  <div key={pair.attribute} className="flex gap-4 px-3 py-1.5">
                    <dt className="w-1/2 text-slate-500">{pair.attribute}</dt>
                    <dd className="w-1/2 break-words">{pair.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ))}
          {pane.sampleTable ? (
            <details open={pane.baseInfoTabs.length === 0} className="rounded border border-slate-200">
              <summary className="cursor-pointer bg-slate-50 px-3 py-1.5 text-sm font-medium">
                sample_info · {t('project.pane.sampleCount', { count: pane.sampleTable.rows.length })}
              </summary>
              <div className="overflow-x-auto">
                <table className="min-w-full text-sm" data-testid="sample-table">
                  <thead className="bg-slate-50 text-left text-slate-600">
                    <tr>
                      {pane.sampleTable.header.map((cell, index) => (
                        <th key={index} className="whitespace-nowrap px-3 py-1.5 font-medium">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {pane.sampleTable.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex} className="whitespace-nowrap px-3 py-1">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          ) : null}
        </div>
      </section>
    </>
  )
}

const selectClass = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm max-w-full'

function ToolsPane({
  analysisId,
  groupId,
  pane,
  editable,
  readOnly,
  actionData,
}: {
  analysisId: string
  groupId: number
  pane: Extract<Pane, { kind: 'tools' }>
  editable: boolean
  readOnly: ReadOnlyReason
  actionData: unknown
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const base = groupHref(analysisId, groupId, pane.item.id)
  const runHref = (runId: number) =>
    `${base}${pane.taskId ? `&task=${pane.taskId}` : ''}${pane.solutionId ? `&solution=${pane.solutionId}` : ''}&run=${runId}`
  if (pane.tasks.length === 0) return <p className="text-sm text-slate-500">{t('project.pane.noTasks')}</p>
  return (
    <>
      {/* A GET form: choosing a task or a group solution reloads the pane (at once with JavaScript). */}
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3"
        onChange={(event) => submit(event.currentTarget)}
        data-testid="task-selector"
      >
        <input type="hidden" name="group" value={groupId} />
        <input type="hidden" name="item" value={pane.item.id} />
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="text-slate-500">{t('project.pane.task')}</span>
          <select name="task" defaultValue={pane.taskId ?? undefined} className={selectClass}>
            {pane.tasks.map((task) => (
              <option key={task.id} value={task.id}>
                {t('project.pane.taskOption', task)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="text-slate-500">{t('project.pane.groupSolution')}</span>
          <select name="solution" defaultValue={pane.solutionId ?? ''} className={selectClass}>
            <option value="">{t('project.pane.allSolutions')}</option>
            {pane.solutions.map((solution) => (
              <option key={solution.id} value={solution.id}>
                {solution.name}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm">
            {t('project.pane.show')}
          </button>
        )}
      </Form>

      {pane.rerun ? (
        <RerunWithSolutionForm
          analysisId={analysisId}
          groupId={groupId}
          itemId={pane.item.id}
          form={pane.rerun}
          readOnly={readOnly}
          actionData={actionData}
        />
      ) : null}

      <section>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-medium">{t('project.pane.runs')}</h3>
          {pane.hasFailedRuns && editable ? (
            <Form method="post">
              <input type="hidden" name="intent" value="rerunItem" />
              <input type="hidden" name="itemId" value={pane.item.id} />
              <button type="submit" className="rounded-md border border-red-300 px-3 py-1 text-sm text-red-700">
                {t('project.pane.rerunFailed')}
              </button>
            </Form>
          ) : null}
        </div>
        {pane.runs.length === 0 ? (
          <p className="text-sm text-slate-500">{t('project.pane.noRuns')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="run-list">
            {pane.runs.map((run) => (
              <li key={run.id}>
                <Link
                  to={runHref(run.id)}
                  preventScrollReset
                  aria-current={run.id === pane.run?.id ? 'true' : undefined}
                  className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 ${
                    run.id === pane.run?.id ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-300'
                  }`}
                  data-run-outcome={run.outcome}
                >
                  {run.name}
                  <span className="text-xs text-slate-500">· {t(`project.runStatus.${run.outcome}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {pane.run ? (
        <section className="flex flex-col gap-4" data-testid="run-view" data-run={pane.run.id}>
          {pane.run.outcome === 'failed' ? (
            <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
              {pane.run.failure ?? t('project.pane.failedRunWarning')}
            </p>
          ) : null}
          {pane.run.result ? (
            <RunResult result={pane.run.result} />
          ) : pane.run.outcome === 'inProcess' ? (
            <p className="text-sm text-slate-600">{t('project.pane.runInProcess')}</p>
          ) : pane.run.failure ? null : (
            <div className="rounded border border-slate-200 px-3 py-6 text-center" data-testid="data-error">
              <p className="font-semibold text-red-700">{t('project.pane.dataError')}</p>
              <p className="text-sm text-slate-500">{t('project.pane.dataErrorNote')}</p>
            </div>
          )}
          <p>
            <Link to={`/task/${pane.run.id}`} className="text-sm text-brand-600 underline">
              {t('project.pane.openRun')}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  )
}
