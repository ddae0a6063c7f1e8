import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { languageOrDefault } from '#core/language'
import { requireRouteAccess } from '~/utils/access.server'
import { i18next } from '~/utils/translations.server'
import { tutorialPage } from '~/utils/tutorials.server'

/**
 * `/tutorial/:type&:id&:title` (spec 01 §2): one path segment holding three `&`-separated parts,
 * e.g. `/tutorial/platform&12&Getting_started` or, from a project guide card,
 * `/tutorial/analysis&3&Microbial_diversity_Reading_diversity`. The title part is decoration.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const language = languageOrDefault(await i18next.getLocale(request))
  const [type = '', idPart = ''] = (params.slug ?? '').split('&')
  const id = /^\d{1,9}$/.test(idPart) ? Number(idPart) : null
  return json(await tutorialPage(type, id, language))
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.current?.title ? `${data.current.title} · BioCloud` : 'BioCloud' },
]

const RICH_TEXT_CLASS =
  'rich-text text-sm leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.85em] [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_img]:my-4 [&_img]:max-w-full [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6'

export default function TutorialPage() {
  const { t } = useTranslation()
  const { menu, current, guide } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start" data-page="tutorial">
      <nav
        aria-label={t('tutorials.menu')}
        className="rounded-lg border border-slate-200 bg-white p-3 md:sticky md:top-20 md:w-64 md:shrink-0"
        data-testid="tutorial-menu"
      >
        <h2 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('tutorials.menu')}</h2>
        <ol className="mt-2 flex flex-col gap-0.5 text-sm">
          {menu.map((entry) => (
            <li key={entry.id}>
              <Link
                to={entry.href}
                aria-current={current?.id === entry.id ? 'page' : undefined}
                className={`block rounded px-2 py-1.5 hover:bg-brand-50 ${current?.id === entry.id ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700'}`}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ol>
        {menu.length === 0 ? <p className="px-2 text-sm text-slate-500">{t('tutorials.none')}</p> : null}
      </nav>
      <article
        className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-5 sm:p-8"
        data-testid="tutorial-body"
      >
        {current ? <h1 className="sr-only">{current.title}</h1> : null}
        {current ? (
          <div
            className={RICH_TEXT_CLASS}
            // Sanitised on the server (tutorials.server.ts) from staff-editable rich text.
            dangerouslySetInnerHTML={{ __html: current.html }}
          />
        ) : guide ? (
          <div>
            <p className="text-sm text-slate-500">{t('tutorials.guide')}</p>
            <h1 className="mt-1 text-2xl font-semibold text-slate-900">{guide.title}</h1>
            <p className="mt-3 text-sm text-slate-700">{guide.description}</p>
            {guide.url ? (
              <a
                href={guide.url}
                className="mt-4 inline-block text-sm text-brand-700 underline"
                rel="noreferrer"
                target="_blank"
              >
                {t('tutorials.openGuide')}
              </a>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('tutorials.none')}</p>
        )}
      </article>
    </div>
  )
}
