import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `-mb-px border-b-2 px-3 py-2 text-sm font-medium ${isActive ? 'border-brand-500 text-brand-700' : 'border-transparent text-slate-600 hover:text-brand-700'}`

/** The feedback desk's two queues: customers' feedback and the workflow pages' Free consultation requests. */
export function FeedbackDeskTabs() {
  const { t } = useTranslation()
  return (
    <nav className="flex gap-2 border-b border-slate-200" aria-label={t('feedback.desk.tabs')}>
      <NavLink to="/feedback-data" end className={tabClass}>
        {t('feedback.desk.feedbackTab')}
      </NavLink>
      <NavLink to="/feedback-data/consultations" className={tabClass}>
        {t('feedback.desk.consultationsTab')}
      </NavLink>
    </nav>
  )
}
