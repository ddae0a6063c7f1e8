import type { SerializeFrom } from '@remix-run/node'
import { Link, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { TaskSummary } from '~/utils/analysis/project-page.server'
import type { RunOutcome } from '~/utils/analysis/run-outcome'

const OUTCOMES: { outcome: RunOutcome; tone: string }[] = [
  { outcome: 'success', tone: 'text-emerald-700 bg-emerald-50 border-emerald-200' },
  { outcome: 'failed', tone: 'text-red-700 bg-red-50 border-red-200' },
  { outcome: 'inProcess', tone: 'text-sky-700 bg-sky-50 border-sky-200' },
]

/**
 * The counts of successful, failed and in-process runs, each a popover (details, so it opens
 * without JavaScript) listing group > item > runs. Successful and in-process runs open on the run
 * page; a failed run shows the go-try-again warning instead.
 */
export function TaskSummaryBar({ summary }: { summary: SerializeFrom<TaskSummary> }) {
  const { t } = useTranslation()
  return (
    <details open className="rounded-lg border border-slate-200 bg-white" data-testid="task-summary">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-2 text-sm font-medium">
        {t('project.summary.title')}
      </summary>
      <div className="flex flex-wrap gap-3 border-t border-slate-100 px-4 py-3">
        {OUTCOMES.map(({ outcome, tone }) => (
          <details key={outcome} className="relative" data-outcome={outcome}>
            <summary
              className={`flex cursor-pointer list-none items-center gap-2 rounded-md border px-3 py-1.5 ${tone}`}
            >
              <span className="text-sm">{t(`project.summary.${outcome}`)}</span>
              <span className="text-lg font-semibold tabular-nums" data-testid={`count-${outcome}`}>
                {summary[outcome].total}
              </span>
            </summary>
            <div className="absolute left-0 z-10 mt-1 max-h-96 w-[min(470px,calc(100vw-2rem))] overflow-auto rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg">
              {summary[outcome].groups.length === 0 ? (
                <p className="text-slate-500">{t('project.summary.none')}</p>
              ) : (
                <ul className="space-y-2">
                  {summary[outcome].groups.map((group) => (
                    <li key={group.id}>
                      <p className="font-medium">{group.name}</p>
                      <ul className="ml-3 space-y-1">
                        {group.items.map((item) => (
                          <li key={item.id}>
                            <p className="text-slate-600">{item.name}</p>
                            <ul className="ml-3 flex flex-wrap gap-x-3 gap-y-1">
                              {item.runs.map((run) =>
                                outcome === 'failed' ? (
                                  <li key={run.id} className="text-red-700">
                                    {run.name}: <span role="note">{t('project.summary.failedRun')}</span>
                                  </li>
                                ) : (
                                  <li key={run.id}>
                                    <Link to={`/task/${run.id}`} className="text-brand-600 underline">
                                      {run.name}
                                    </Link>
                                  </li>
                                ),
                              )}
                            </ul>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </details>
        ))}
      </div>
    </details>
  )
}

/**
 * Listens to the project's event stream and reloads the page's data when a run finishes (800,
 * 400) or the batch changes status, so the counts follow the pipeline without a refresh.
 */
export function useLiveProjectCounts(analysisId: string) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    const source = new EventSource(`/resources/analysis-project-events/${encodeURIComponent(analysisId)}`)
    const refresh = () => revalidate.current()
    source.addEventListener('run', refresh)
    source.addEventListener('batch', refresh)
    return () => source.close()
  }, [analysisId])
}
