import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

type StageState = 'done' | 'current' | 'pending' | 'failed'

/** Which stage a status reaches (spec 01 §2 tool run page, §4 statuses). */
function stageStates(status: number): [StageState, StageState, StageState] {
  if (status === 400) return ['done', 'done', 'failed']
  if (status >= 700) return ['done', 'done', 'done']
  if (status >= 100) return ['done', 'current', 'pending']
  return ['current', 'pending', 'pending']
}

const MARK: Record<StageState, string> = {
  done: 'border-emerald-500 bg-emerald-500 text-white',
  current: 'border-brand-500 bg-white text-brand-600 animate-pulse',
  pending: 'border-slate-300 bg-white text-slate-400',
  failed: 'border-red-500 bg-red-500 text-white',
}

/** Submitted → analysing in the cloud → success (loading results) or failed (back to the tool). */
export function RunStages({ status, toolId }: { status: number; toolId: number }) {
  const { t } = useTranslation()
  const [submitted, analysing, outcome] = stageStates(status)
  const failed = outcome === 'failed'
  const stages: { key: string; state: StageState; label: string }[] = [
    { key: 'submitted', state: submitted, label: t('toolRuns.stages.submitted') },
    { key: 'analysing', state: analysing, label: t('toolRuns.stages.analysing') },
    {
      key: failed ? 'failed' : 'success',
      state: outcome,
      label: failed ? t('toolRuns.stages.failed') : t('toolRuns.stages.success'),
    },
  ]
  return (
    <ol className="flex flex-wrap items-center gap-3" aria-label={t('toolRuns.stages.label')} data-status={status}>
      {stages.map((stage, index) => (
        <li
          key={stage.key}
          className="flex items-center gap-3"
          data-stage={stage.key}
          data-state={stage.state}
          aria-current={stage.state === 'current' ? 'step' : undefined}
        >
          {index > 0 ? (
            <span
              aria-hidden
              className={`h-px w-10 ${stage.state === 'pending' ? 'bg-slate-300' : 'bg-emerald-400'}`}
            />
          ) : null}
          <span
            className={`flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-semibold ${MARK[stage.state]}`}
            aria-hidden
          >
            {stage.state === 'done' ? '✓' : stage.state === 'failed' ? '✕' : index + 1}
          </span>
          <span
            className={
              stage.state === 'pending'
                ? 'text-slate-400'
                : stage.state === 'failed'
                  ? 'font-medium text-red-700'
                  : 'font-medium'
            }
          >
            {stage.label}
          </span>
          {stage.state === 'failed' ? (
            <Link to={`/tool/${toolId}`} className="text-sm text-brand-600 underline">
              {t('toolRuns.stages.backToTool')}
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
