import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

const MY_ANALYSIS = '/projects/myAnalysis'

/** Status 0, 1 and 3 (spec 02 §2.4): what is happening, and the way back to My analysis. */
export function ProjectStatusScreen({ status }: { status: number }) {
  const { t } = useTranslation()
  const known = [0, 1, 3].includes(status) ? status : 0
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center"
      data-project-status={status}
    >
      <h1 className="text-xl font-semibold">{t(`project.status.${known}.title`)}</h1>
      <p className="text-sm text-slate-600">{t(`project.status.${known}.body`)}</p>
      <Link to={MY_ANALYSIS} className="mt-2 rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white">
        {t('project.status.backToMyAnalysis')}
      </Link>
    </section>
  )
}

/** No project, a malformed id or someone else's: one screen, never a hint of what exists. */
export function NoProjectScreen() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center" data-no-project>
      <h1 className="text-xl font-semibold">{t('project.noProject.title')}</h1>
      <p className="text-sm text-slate-600">{t('project.noProject.note')}</p>
      <Link to={MY_ANALYSIS} className="mt-2 rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white">
        {t('project.noProject.back')}
      </Link>
    </section>
  )
}
