import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { languageOrDefault } from '#core/language'
import { ListTable, PageNav, useListHref } from '~/components/paged-list'
import { COLLECTION_PAGE_SIZE, listFavourites } from '~/utils/projects/collection.server'
import { optional, pageParam, parseSearchParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { formatDateTime } from '#core/date-time'
import { i18next } from '~/utils/translations.server'

const collectionQuerySchema = z.object({ page: optional(pageParam) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const { page = 1 } = await parseSearchParams(request, collectionQuerySchema)
  const { favourites, total } = await listFavourites(user.id, page, language)
  return json({
    favourites: favourites.map((favourite) => ({
      ...favourite,
      collectedAt: formatDateTime(favourite.collectedAt, language),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / COLLECTION_PAGE_SIZE)),
  })
}

export default function MyCollectionPage() {
  const { favourites, total, page, pageCount } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const listHref = useListHref()
  const location = useLocation()
  return (
    <section className="flex flex-col" data-page="myCollection">
      <header className="border-b border-slate-200 p-4">
        <h1 className="text-xl font-semibold">{t('projectCentre.collection.title')}</h1>
      </header>
      <ListTable
        columns={[
          { label: t('projectCentre.collection.columns.title') },
          { label: t('projectCentre.collection.columns.type') },
          { label: t('projectCentre.collection.columns.collectedAt') },
          { label: t('projectCentre.collection.columns.actions') },
        ]}
        isEmpty={favourites.length === 0}
        emptyText={t('projectCentre.collection.empty')}
      >
        {favourites.map((favourite) => (
          <tr key={`${favourite.collectType}:${favourite.collectionId}`} data-testid="favourite">
            <td className="min-w-[9rem] px-4 py-2">
              {favourite.available ? (
                <Link to={favourite.href} className="text-brand-600 underline">
                  {favourite.title}
                </Link>
              ) : (
                <span className="text-slate-500" data-testid="favourite-unavailable">
                  <span className="line-through">{favourite.title ?? t('favourites.removedItem')}</span>{' '}
                  <span className="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-xs no-underline">
                    {t('favourites.unavailable')}
                  </span>
                </span>
              )}
            </td>
            <td className="whitespace-nowrap px-4 py-2">
              {t(`projectCentre.collection.type.${favourite.collectType}`)}
            </td>
            <td className="whitespace-nowrap px-4 py-2">{favourite.collectedAt}</td>
            <td className="px-4 py-2">
              {/* The favourite toggle's own form: it removes and comes back here, with or without JavaScript. */}
              <Form method="post" action="/resources/favourite">
                <input type="hidden" name="collectType" value={favourite.collectType} />
                <input type="hidden" name="collectionId" value={favourite.collectionId} />
                <input type="hidden" name="favourite" value="false" />
                <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
                <button type="submit" className="whitespace-nowrap text-red-600 underline">
                  {t('projectCentre.collection.remove')}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </ListTable>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        <span>{t('projectCentre.collection.total', { count: total })}</span>
        <PageNav
          label={t('projectCentre.collection.title')}
          page={page}
          pageCount={pageCount}
          pageHref={(target) => listHref({ page: target })}
        />
      </footer>
    </section>
  )
}
