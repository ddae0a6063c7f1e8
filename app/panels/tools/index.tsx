import { Form, Link, useSubmit } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { groupHref } from '~/components/analysis/project/group-menu'
import { RunResult } from '~/components/tool-results/run-result'
import { useHydrated } from '~/utils/use-hydrated'
import { introductionTitle, type PaneOf, type PanelProps, type PanelView } from '../contract'
import { StaffHtml } from '../rich-text/staff-html'
import type { loadToolsPane } from './index.server'
import { RerunWithSolutionForm } from './rerun-form'

export type ToolsPanelPane = PaneOf<typeof loadToolsPane>

export const toolsPanelView: PanelView<ToolsPanelPane> = {
  groupType: ANALYSIS_GROUP_TYPE.tools,
  Component: ToolsPanel,
  titleSuffix: (pane, t) => (pane.kind === 'tools' ? ` / ${pane.item.name}` : introductionTitle(pane, t)),
}

const selectClass = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm max-w-full'

/** The tools group: its introduction until an item is chosen, then the item's tasks, runs and the chosen run's result. */
function ToolsPanel({ pane, ...props }: PanelProps<ToolsPanelPane>) {
  if (pane.kind === 'groupIntroduction') return <StaffHtml html={pane.content} />
  return <ToolsPane pane={pane} {...props} />
}

function ToolsPane({
  analysisId,
  groupId,
  pane,
  readOnly,
  actionData,
}: PanelProps<Extract<ToolsPanelPane, { kind: 'tools' }>>) {
  const editable = readOnly === null
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
