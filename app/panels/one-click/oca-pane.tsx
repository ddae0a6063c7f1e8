import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PanelProps } from '../contract'
import type { OcaPaneData } from './pane-data'
import { groupHref } from '~/components/analysis/project/group-menu'
import { OcaCreateForm } from './oca-create-form'
import { OcaRecords } from './oca-records'

/** One-click analysis (spec 03 §2.5): tab 1 creates an analysis, tab 2 shows the records. */
export function OcaPane({ analysisId, groupId, pane, readOnly, actionData }: PanelProps<OcaPaneData>) {
  const { t } = useTranslation()
  const tabClass = (active: boolean) =>
    `rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${
      active ? 'border-brand-500 text-brand-600' : 'border-transparent text-slate-600 hover:text-slate-900'
    }`
  return (
    <div className="flex flex-col gap-4" data-testid="oca-pane">
      <nav className="flex gap-2 border-b border-slate-200" aria-label={t('oca.form.title')}>
        {(['create', 'records'] as const).map((tab) => (
          <Link
            key={tab}
            to={`${groupHref(analysisId, groupId)}&ocaTab=${tab}`}
            className={tabClass(pane.tab === tab)}
            aria-current={pane.tab === tab ? 'page' : undefined}
          >
            {t(`oca.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      {pane.create ? (
        <OcaCreateForm
          analysisId={analysisId}
          groupId={groupId}
          options={pane.create}
          isDemo={pane.isDemo}
          readOnly={readOnly}
          actionData={actionData}
        />
      ) : null}
      {pane.records ? (
        <OcaRecords analysisId={analysisId} groupId={groupId} records={pane.records} isDemo={pane.isDemo} />
      ) : null}
    </div>
  )
}
