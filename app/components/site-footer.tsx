import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/root'

export function SiteFooter() {
  const { t } = useTranslation()
  const platform = useRootData()?.platform
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">BioCloud</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')} className="flex flex-col gap-1 text-sm">
          <Link to="/tools" className="hover:text-white">
            {t('nav.tools')}
          </Link>
          <Link to="/analysis" className="hover:text-white">
            {t('nav.analysis')}
          </Link>
          <Link to="/course" className="hover:text-white">
            {t('nav.courses')}
          </Link>
          <Link to="/tutorial/platform&0&index" className="hover:text-white">
            {t('nav.tutorial')}
          </Link>
          <a href={platform?.providerWebsiteUrl} target="_blank" rel="noreferrer" className="hover:text-white">
            {t('nav.website')}
          </a>
        </nav>
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-white">{t('footer.contact')}</p>
          <a href={`mailto:${platform?.salesEmail}`} className="hover:text-white">
            {t('footer.sales')}: {platform?.salesEmail}
          </a>
          <a href={`mailto:${platform?.serviceEmail}`} className="hover:text-white">
            {t('footer.service')}: {platform?.serviceEmail}
          </a>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        © 2026 BioCloud · <span data-testid="time-zone-note">{t('footer.timeZone')}</span>
      </p>
    </footer>
  )
}
