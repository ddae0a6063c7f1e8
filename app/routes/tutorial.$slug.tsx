import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireRouteAccess } from '~/utils/access.server'

/**
 * `/tutorial/:type&:id&:title` (spec 01 §2): one path segment holding three `&`-separated parts,
 * e.g. `/tutorial/analysis&12&Diversity_Guide`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const [type = '', id = '', ...titleParts] = (params.slug ?? '').split('&')
  return json({ type, id, title: titleParts.join('&').replaceAll('_', ' ') })
}

export default function TutorialPage() {
  const { t } = useTranslation()
  const tutorial = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-4xl px-4 py-12" data-page="tutorial">
      <p className="text-sm text-slate-500">{t('pages.tutorial.title')}</p>
      <h1 className="mt-1 text-2xl font-semibold">{tutorial.title || t('pages.tutorial.index')}</h1>
      <p className="mt-3 text-slate-600">{t('pages.tutorial.body')}</p>
    </section>
  )
}
