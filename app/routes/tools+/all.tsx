import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CatalogueSearchBanner } from '~/components/catalogue-search-banner'
import { CatalogueCategories } from '~/components/tools/catalogue-categories'
import { ToolCard } from '~/components/tools/tool-card'
import {
  catalogueFilters,
  listCatalogueTools,
  parseCatalogueQuery,
  type CatalogueQuery,
} from '~/utils/tools/catalogue.server'
import { COLLECT_TYPE } from '#core/engagement'
import { requireRouteAccess } from '~/utils/access.server'
import { favouriteIdsAmong } from '~/utils/favourites.server'
import { i18next } from '~/utils/translations.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const query = await parseCatalogueQuery(request)
  const [listing, filters, t] = await Promise.all([
    listCatalogueTools(viewer, query),
    catalogueFilters(viewer, query.category),
    i18next.getFixedT(request),
  ])
  // The catalogue is cached per audience; the viewer's own favourites are marked after.
  const collected = viewer
    ? await favouriteIdsAmong(
        viewer.id,
        COLLECT_TYPE.tool,
        listing.tools.map((tool) => tool.id),
      )
    : new Set<number>()
  const tools = listing.tools.map((tool) => ({ ...tool, isCollected: collected.has(tool.id) }))
  return json({ query, ...listing, tools, ...filters, title: t('tools.catalogue.title') })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? ''} · BioCloud` }]

/** Builds a catalogue link that changes some filters and keeps the rest (a new filter starts at page 1). */
function catalogueHref(query: CatalogueQuery, change: Partial<CatalogueQuery>): string {
  const next = { ...query, page: 1, ...change }
  const params = new URLSearchParams()
  if (next.category) params.set('category', next.category)
  if (next.tag) params.set('tag', next.tag)
  if (next.keyword) params.set('q', next.keyword)
  if (next.page > 1) params.set('page', String(next.page))
  const search = params.toString()
  return search ? `/tools/all?${search}` : '/tools/all'
}

export default function ToolsAllPage() {
  const { t } = useTranslation()
  const { query, tools, total, page, pages, categories, tags, visibleCount } = useLoaderData<typeof loader>()
  const filtered = Boolean(query.category || query.tag || query.keyword)
  return (
    <div>
      <CatalogueSearchBanner
        textKeys="tools.catalogue"
        action="/tools/all"
        hidden={{ category: query.category }}
        keyword={query.keyword}
        tag={query.tag}
        tags={tags}
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[220px_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <CatalogueCategories
            categories={categories}
            selected={query.category}
            totalCount={visibleCount}
            // Another category has other tags: a tag chosen in this one would find nothing there.
            hrefFor={(category) => catalogueHref(query, { category, tag: undefined })}
          />
        </aside>

        <section aria-labelledby="tool-results">
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <h2 id="tool-results" className="text-sm text-slate-600" data-testid="result-count">
              {t('tools.catalogue.resultCount', { count: total })}
            </h2>
            {query.tag ? <FilterChip label={`#${query.tag}`} href={catalogueHref(query, { tag: undefined })} /> : null}
            {query.keyword ? (
              <FilterChip label={`“${query.keyword}”`} href={catalogueHref(query, { keyword: undefined })} />
            ) : null}
            {filtered ? (
              <Link to="/tools/all" className="ml-auto text-sm text-brand-600 hover:underline">
                {t('tools.catalogue.clearFilters')}
              </Link>
            ) : null}
          </div>

          {tools.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-500">
              {t('tools.catalogue.empty')}
            </div>
          ) : (
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {tools.map((tool) => (
                <ToolCard key={tool.id} tool={tool} />
              ))}
            </div>
          )}

          {pages > 1 ? (
            <nav
              className="mt-8 flex items-center justify-center gap-3 text-sm"
              aria-label={t('tools.catalogue.pageOf', { page, pages })}
            >
              <PageLink
                href={page > 1 ? catalogueHref(query, { page: page - 1 }) : null}
                label={t('tools.catalogue.previous')}
              />
              <span className="text-slate-500">{t('tools.catalogue.pageOf', { page, pages })}</span>
              <PageLink
                href={page < pages ? catalogueHref(query, { page: page + 1 }) : null}
                label={t('tools.catalogue.next')}
              />
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  )
}

function FilterChip({ label, href }: { label: string; href: string }) {
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700 hover:bg-brand-100"
    >
      {label} <span aria-hidden="true">×</span>
    </Link>
  )
}

function PageLink({ href, label }: { href: string | null; label: string }) {
  const className = 'rounded-md border px-3 py-1.5'
  if (!href)
    return (
      <span className={`${className} border-slate-200 text-slate-500`} aria-disabled="true">
        {label}
      </span>
    )
  return (
    <Link to={href} className={`${className} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
      {label}
    </Link>
  )
}
