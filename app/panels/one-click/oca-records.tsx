import { Form, Link, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inputClass } from '~/components/ui/field'
import { useHydrated } from '~/utils/use-hydrated'
import { groupHref } from '~/components/analysis/project/group-menu'
import type { OcaPaneData } from './pane-data'
import type { OcaRecordOutcome } from '#core/project-tooling'

type Records = NonNullable<OcaPaneData['records']>
type RecordView = NonNullable<Records['record']>

/** Spec 03 §4: poll every 30 s, at most 50 times, while the record is 0 or 1. */
const POLL_INTERVAL_MS = 30_000
const POLL_MAX = 50

const OUTCOME_CLASS: Record<OcaRecordOutcome, string> = {
  pending: 'bg-sky-50 text-sky-800 border-sky-200',
  inProgress: 'bg-brand-50 text-brand-700 border-brand-200',
  success: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  someFailed: 'bg-amber-50 text-amber-800 border-amber-300',
  failed: 'bg-red-50 text-red-700 border-red-200',
}

/** Run status colours in the item table (spec 03 §4): 100 or 1 primary, 400 danger, 800 success, others info. */
function runStatusClass(status: number): string {
  if (status === 100 || status === 1) return 'bg-brand-50 text-brand-700 border-brand-200'
  if (status === 400) return 'bg-red-50 text-red-700 border-red-200'
  if (status === 800) return 'bg-emerald-50 text-emerald-800 border-emerald-200'
  return 'bg-sky-50 text-sky-800 border-sky-200'
}

const tagClass = 'inline-block rounded border px-2 py-0.5 text-xs font-medium'
const RUN_STATUS_NAMED = new Set([0, 1, 100, 200, 400, 800])

function runHref(analysisId: string, query: NonNullable<RecordView['items'][number]['viewQuery']>) {
  return `${groupHref(analysisId, query.group, query.item)}&task=${query.task}&run=${query.run}`
}

/** The records tab: selector, status block, item table, and a chart card per run. */
export function OcaRecords({
  analysisId,
  groupId,
  records,
  isDemo,
}: {
  analysisId: string
  groupId: number
  records: Records
  isDemo: boolean
}) {
  const { t } = useTranslation()
  const { record } = records
  const refreshHref = `${groupHref(analysisId, groupId)}&ocaTab=records${record ? `&ocaRecord=${record.id}` : ''}`
  if (!record) return <p className="text-sm text-slate-500">{t('oca.records.none')}</p>
  const outcomeText = (candidate: {
    outcome: OcaRecordOutcome
    status: number
    failedRuns: number
    totalRuns: number
  }) =>
    candidate.outcome === 'someFailed'
      ? t('oca.records.someFailed', { failed: candidate.failedRuns, total: candidate.totalRuns })
      : t(`oca.records.outcome.${candidate.outcome}`)
  const runName = (status: number) =>
    RUN_STATUS_NAMED.has(status)
      ? t(`oca.records.runStatusName.${status}`)
      : t('oca.records.runStatusName.other', { status })
  return (
    <div
      className="flex flex-col gap-4"
      data-testid="oca-records"
      data-record-status={record.status}
      data-record-outcome={record.outcome}
    >
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="group" value={groupId} />
        <input type="hidden" name="ocaTab" value="records" />
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">
            {t('oca.records.record')}{' '}
            <span className="font-normal text-slate-500">{t('oca.records.total', { count: records.total })}</span>
          </span>
          <select name="ocaRecord" defaultValue={record.id} className={inputClass}>
            {records.list.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({candidate.batchId}, {outcomeText(candidate)})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm">
          {t('oca.records.view')}
        </button>
        <Link
          to={refreshHref}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          data-testid="oca-refresh"
        >
          {t('oca.records.refresh')}
        </Link>
      </Form>

      <section className="rounded-lg border border-slate-200 p-4" aria-label={record.name}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold">{record.name}</h3>
          <span className={`${tagClass} ${OUTCOME_CLASS[record.outcome]}`} data-testid="oca-record-status">
            {outcomeText(record)}
          </span>
          {record.status === 0 || record.status === 1 ? (
            <OcaAutoRefresh key={record.id} status={record.status} disabled={isDemo} />
          ) : null}
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">{t('oca.records.batchId')}</dt>
          <dd>{record.batchId}</dd>
          <dt className="text-slate-500">{t('oca.records.created')}</dt>
          <dd>{record.createdAt}</dd>
          <dt className="text-slate-500">{t('oca.records.updated')}</dt>
          <dd>{record.updatedAt}</dd>
          <dt className="text-slate-500">{t('oca.records.labels')}</dt>
          <dd className="flex flex-wrap gap-1">
            {record.labels.map((label) => (
              <span key={label} className={`${tagClass} border-slate-200 bg-slate-50`}>
                {label}
              </span>
            ))}
          </dd>
          <dt className="text-slate-500">{t('oca.records.comment')}</dt>
          <dd className="break-words">{record.comments}</dd>
        </dl>
        {!isDemo && record.items.some((item) => item.status === 400) && record.status !== 0 ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="oca.rerunFailed" />
            <input type="hidden" name="ocaRecordId" value={record.id} />
            <button type="submit" className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700">
              {t('oca.records.rerunFailed')}
            </button>
          </Form>
        ) : null}
      </section>

      <section>
        <h3 className="mb-2 text-base font-semibold">{t('oca.records.items')}</h3>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="oca-items">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th className="py-2 pr-2 font-medium">{t('oca.records.item')}</th>
                <th className="py-2 pr-2 font-medium">{t('oca.records.run')}</th>
                <th className="py-2 pr-2 font-medium">{t('oca.records.runStatus')}</th>
                <th className="py-2 pr-2 font-medium">{t('oca.records.created')}</th>
                <th className="py-2 font-medium">{t('oca.records.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {record.items.map((item) => (
                <tr key={item.id} className="border-b border-slate-100" data-run-status={item.status}>
                  <td className="py-2 pr-2">{item.itemName}</td>
                  <td className="py-2 pr-2">{item.runName}</td>
                  <td className="py-2 pr-2">
                    <span className={`${tagClass} ${runStatusClass(item.status)}`}>{runName(item.status)}</span>
                  </td>
                  <td className="py-2 pr-2 whitespace-nowrap">{item.createdAt}</td>
                  <td className="py-2">
                    {item.viewQuery && item.status !== 400 ? (
                      <Link to={runHref(analysisId, item.viewQuery)} className="text-brand-600 underline">
                        {t('oca.records.view')}
                      </Link>
                    ) : (
                      <span className="text-slate-400" aria-disabled="true">
                        {t('oca.records.view')}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section>
        <h3 className="mb-2 text-base font-semibold">{t('oca.records.overview')}</h3>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {record.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col rounded-lg border border-slate-200 p-3"
              data-testid="oca-chart-card"
            >
              <p className="text-sm font-medium">
                {item.itemName} / {item.runName}
              </p>
              <div className="my-2 flex min-h-32 flex-1 items-center justify-center">
                {item.chartUrl ? (
                  <img
                    src={item.chartUrl}
                    alt={`${item.itemName} ${item.runName}`}
                    className="max-h-56 w-full object-contain"
                    loading="lazy"
                  />
                ) : (
                  <span className="text-xs text-slate-400">{t('oca.records.noChart')}</span>
                )}
              </div>
              {item.viewQuery && item.status !== 400 ? (
                <Link to={runHref(analysisId, item.viewQuery)} className="self-start text-sm text-brand-600 underline">
                  {t('oca.records.viewInProject')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/**
 * The auto-refresh switch (JS only): on by default, off and disabled on demo projects. It reloads
 * the page's data every 30 s, at most 50 times; the reload also refreshes the task bar, and once
 * the record leaves 0/1 this component is no longer shown, which stops the polling.
 */
function OcaAutoRefresh({ status, disabled }: { status: number; disabled: boolean }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [on, setOn] = useState(!disabled)
  const polls = useRef(0)
  useEffect(() => {
    if (!on || disabled) return
    const timer = window.setInterval(() => {
      if (polls.current >= POLL_MAX) {
        window.clearInterval(timer)
        setOn(false)
        return
      }
      polls.current += 1
      revalidator.revalidate()
    }, POLL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [on, disabled, revalidator, status])
  if (!hydrated) return null
  return (
    <label
      className="ml-auto inline-flex items-center gap-2 text-sm"
      title={disabled ? t('oca.records.autoRefreshDemo') : undefined}
    >
      <input
        type="checkbox"
        role="switch"
        checked={on && !disabled}
        disabled={disabled}
        onChange={(event) => setOn(event.target.checked)}
        data-testid="oca-auto-refresh"
      />
      {t('oca.records.autoRefresh')}
    </label>
  )
}
