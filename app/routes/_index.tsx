import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { catalogueCategories } from '~/utils/catalogue-links.server'
import { requireRouteAccess } from '~/utils/access.server'
import { inLanguage, languageOrDefault } from '#core/language'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  return json(await catalogueCategories())
}

export default function HomePage() {
  const { t, i18n } = useTranslation()
  const { toolCategories, analysisCategories } = useLoaderData<typeof loader>()
  const label = (item: { name: string; nameEn: string }) =>
    inLanguage(languageOrDefault(i18n.language), item.name, item.nameEn)
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 to-brand-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-2xl text-brand-50">{t('home.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/analysis/all"
              className="rounded-md bg-white px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50"
            >
              {t('home.startAnalysis')}
            </Link>
            <Link
              to="/tools/all"
              className="rounded-md border border-white/70 px-5 py-2.5 font-medium hover:bg-white/10"
            >
              {t('home.browseTools')}
            </Link>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-3">
        <HomeCard
          title={t('home.analysisTitle')}
          body={t('home.analysisBody')}
          to="/analysis/all"
          cta={t('home.analysisCta')}
        >
          {analysisCategories.map((category) => (
            <Link
              key={category.code}
              to={`/analysis/all?category=${encodeURIComponent(category.code)}`}
              className="rounded bg-brand-50 px-2 py-1 text-xs text-brand-700 hover:bg-brand-100"
            >
              {label(category)}
            </Link>
          ))}
        </HomeCard>
        <HomeCard title={t('home.toolsTitle')} body={t('home.toolsBody')} to="/tools/all" cta={t('home.toolsCta')}>
          {toolCategories.map((category) => (
            <Link
              key={category.code}
              to={`/tools/all?category=${encodeURIComponent(category.code)}`}
              className="rounded bg-brand-50 px-2 py-1 text-xs text-brand-700 hover:bg-brand-100"
            >
              {label(category)}
            </Link>
          ))}
        </HomeCard>
        <HomeCard title={t('home.coursesTitle')} body={t('home.coursesBody')} to="/course" cta={t('home.coursesCta')} />
      </div>
    </div>
  )
}

function HomeCard({
  title,
  body,
  to,
  cta,
  children,
}: {
  title: string
  body: string
  to: string
  cta: string
  children?: React.ReactNode
}) {
  return (
    <section className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 flex-1 text-sm text-slate-600">{body}</p>
      {children ? <div className="mt-4 flex flex-wrap gap-2">{children}</div> : null}
      <Link to={to} className="mt-5 text-sm font-medium text-brand-600 hover:underline">
        {cta} →
      </Link>
    </section>
  )
}
