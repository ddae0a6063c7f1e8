import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PanelProps } from '../contract'
import type { QcPaneData, QcPaneWithData } from './pane-data'
import { QcCharts } from './qc-charts'
import { QcRuleForm, type QcActionData } from './qc-rule-form'
import { QcSummary } from './qc-summary'
import { QcTable } from './qc-table'
import { useQcHref } from './qc-href'

function qcActionData(actionData: unknown): QcActionData | null {
  return typeof actionData === 'object' && actionData !== null && 'tooling' in actionData && actionData.tooling === 'qc'
    ? (actionData as QcActionData)
    : null
}

/**
 * The QC page (spec 03 §2.7): a dashboard (the chosen rule's pass/warn/fail summary and the
 * per-sample metrics table) and per-metric charts, with the project's rules to choose, add and edit.
 * Statuses are computed from the chosen rule on the server for every view.
 */
export function QcPane({ pane, readOnly, actionData }: PanelProps<QcPaneData>) {
  const { t } = useTranslation()
  const href = useQcHref()
  if (pane.data === null)
    return (
      <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600" data-testid="qc-pane">
        {t('qc.noData')}
      </p>
    )
  const submitted = qcActionData(actionData)
  const canEdit = readOnly === null || readOnly === 'demo'
  const tabs = [
    { id: 'dashboard', label: t('qc.tabs.dashboard') },
    { id: 'charts', label: t('qc.tabs.charts') },
  ] as const
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="qc-pane">
      <nav className="flex gap-1 border-b border-slate-200" aria-label={t('qc.tabs.label')}>
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            to={href({ qcTab: tab.id === 'dashboard' ? null : tab.id, qcPage: null, ruleEdit: null })}
            aria-current={pane.tab === tab.id ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              pane.tab === tab.id
                ? 'border-brand-500 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
            data-testid={`qc-tab-${tab.id}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <QcRules pane={pane} canEdit={canEdit} />
      {canEdit && (pane.editing || submitted) ? (
        <QcRuleForm metrics={pane.metrics} values={submitted?.values ?? pane.editing!} errors={submitted?.errors} />
      ) : null}
      {pane.data === 'dashboard' ? (
        <>
          <QcSummary summary={pane.summary} />
          <QcTable pane={pane} />
        </>
      ) : (
        <QcCharts charts={pane.charts} />
      )}
    </div>
  )
}

/** The rules to choose from (links, so each view has its URL), with edit, delete and add for editable projects. */
function QcRules({ pane, canEdit }: { pane: QcPaneWithData; canEdit: boolean }) {
  const { t } = useTranslation()
  const href = useQcHref()
  return (
    <section className="flex flex-col gap-2" aria-labelledby="qc-rules-title" data-testid="qc-rules">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="qc-rules-title" className="text-sm font-semibold text-slate-700">
          {t('qc.rules.title')}
        </h3>
        {canEdit ? (
          <Link
            preventScrollReset
            to={href({ ruleEdit: 'new' })}
            className="rounded-md bg-brand-500 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-600"
            data-testid="qc-add-rule"
          >
            {t('qc.rules.add')}
          </Link>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-2">
        {pane.rules.map((rule) => {
          const chosen = rule.id === pane.ruleId
          const name = rule.original ? t('qc.rules.original') : rule.name
          return (
            <li
              key={rule.id}
              className={`flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
                chosen ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700'
              }`}
              data-testid="qc-rule"
              data-rule-id={rule.id}
            >
              <Link
                preventScrollReset
                to={href({ rule: String(rule.id), qcPage: null, ruleEdit: null })}
                aria-current={chosen ? 'true' : undefined}
                className="max-w-[14rem] truncate font-medium hover:underline"
              >
                {name}
              </Link>
              {rule.isDefault ? (
                <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700" data-testid="qc-rule-default">
                  {t('qc.rules.default')}
                </span>
              ) : null}
              {canEdit && !rule.original ? (
                <>
                  <Link
                    preventScrollReset
                    to={href({ ruleEdit: String(rule.id) })}
                    className="ml-1 text-xs text-brand-700 underline"
                    aria-label={t('qc.rules.editNamed', { name })}
                    data-testid="qc-edit-rule"
                  >
                    {t('qc.rules.edit')}
                  </Link>
                  <Form method="post" preventScrollReset className="inline">
                    <input type="hidden" name="ruleId" value={rule.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="qc.deleteRule"
                      className="ml-1 text-xs text-red-700 underline"
                      aria-label={t('qc.rules.deleteNamed', { name })}
                      data-testid="qc-delete-rule"
                    >
                      {t('qc.rules.delete')}
                    </button>
                  </Form>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
