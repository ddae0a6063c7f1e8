import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CatalogueSearchBanner } from '~/components/catalogue-search-banner'
import { inLanguage, languageOrDefault } from '#core/language'
import { WorkflowCard } from '~/components/analysis/workflow-card'
import { PageNav } from '~/components/paged-list'
import {
  listCatalogueWorkflows,
  parseWorkflowCatalogueQuery,
  workflowCatalogueFilters,
  type WorkflowCatalogueQuery,
} from '~/utils/analysis/catalogue.server'
import { WORKFLOW_ORDERS } from '~/utils/analysis/catalogue-query'
import { requireRouteAccess } from '~/utils/access.server'
import { i18next } from '~/utils/translations.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const query = await parseWorkflowCatalogueQuery(request)
  // "My favourites" needs someone whose favourites they are.
  if (query.mine) await requireRouteAccess(request, 'user')
  const [listing, filters, t] = await Promise.all([
    listCatalogueWorkflows(viewer, query),
    workflowCatalogueFilters(),
    i18next.getFixedT(request),
  ])
  return json({
    query,
    ...listing,
    ...filters,
    loggedIn: viewer !== null,
    title: t('analysis.catalogue.title'),
  })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? ''} · BioCloud` }]

/** A catalogue link that changes some filters and keeps the rest (a new filter starts at page 1). */
function catalogueHref(path: string, query: WorkflowCatalogueQuery, change: Partial<WorkflowCatalogueQuery>): string {
  const next = { ...query, page: 1, ...change }
  const params = new URLSearchParams()
  if (next.category) params.set('category', next.category)
  if (next.tag) params.set('tag', next.tag)
  if (next.keyword) params.set('q', next.keyword)
  if (next.order !== 'all') params.set('order', next.order)
  if (next.mine) params.set('mine', '1')
  if (next.page > 1) params.set('page', String(next.page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

const TAB = 'whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm'
const TAB_ON = `${TAB} bg-brand-600 font-medium text-white`
const TAB_OFF = `${TAB} bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50`

export default function AnalysisCataloguePage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { pathname: path } = useLocation()
  const { query, workflows, total, page, pages, categories, tags, visibleCount, loggedIn } =
    useLoaderData<typeof loader>()
  const href = (change: Partial<WorkflowCatalogueQuery>) => catalogueHref(path, query, change)
  const filtered = Boolean(query.category || query.tag || query.keyword || query.mine || query.order !== 'all')
  return (
    <div>
      <CatalogueSearchBanner
        textKeys="analysis.catalogue"
        action={path}
        hidden={{
          category: query.category,
          order: query.order === 'all' ? undefined : query.order,
          mine: query.mine ? '1' : undefined,
        }}
        keyword={query.keyword}
        tag={query.tag}
        tags={tags}
      />

      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t('analysis.catalogue.categories')} className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2">
            <li>
              <Link
                to={href({ category: undefined })}
                className={query.category ? TAB_OFF : TAB_ON}
                aria-current={query.category ? undefined : 'page'}
              >
                {t('analysis.catalogue.allCategories')} ({visibleCount})
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.code}>
                <Link
                  to={href({ category: category.code })}
                  className={query.category === category.code ? TAB_ON : TAB_OFF}
                  aria-current={query.category === category.code ? 'page' : undefined}
                >
                  {inLanguage(language, category.name, category.nameEn)} ({category.workflowCount})
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 pb-3">
          <nav aria-label={t('analysis.catalogue.ordering')} className="flex gap-4 text-sm">
            {WORKFLOW_ORDERS.map((order) => (
              <Link
                key={order}
                to={href({ order })}
                aria-current={query.order === order ? 'page' : undefined}
                className={
                  query.order === order
                    ? 'border-b-2 border-brand-600 pb-1 font-medium text-brand-700'
                    : 'pb-1 text-slate-600 hover:text-brand-700'
                }
              >
                {t(`analysis.catalogue.order.${order}`)}
              </Link>
            ))}
          </nav>
          <Link
            to={
              loggedIn
                ? href({ mine: !query.mine })
                : `/login?${new URLSearchParams({ redirectTo: href({ mine: true }) })}`
            }
            aria-pressed={query.mine}
            role="button"
            data-testid="mine-toggle"
            className={`ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 ${query.mine ? 'bg-amber-50 text-amber-700 ring-amber-300' : 'text-slate-600 ring-slate-200 hover:bg-slate-50'}`}
          >
            <span aria-hidden="true">{query.mine ? '★' : '☆'}</span>
            {t('analysis.catalogue.mine')}
          </Link>
        </div>

        <section aria-labelledby="workflow-results" className="mt-4">
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <h2 id="workflow-results" className="text-sm text-slate-600" data-testid="result-count">
              {t('analysis.catalogue.resultCount', { count: total })}
            </h2>
            {query.tag ? <FilterChip label={`#${query.tag}`} href={href({ tag: undefined })} /> : null}
            {query.keyword ? <FilterChip label={`“${query.keyword}”`} href={href({ keyword: undefined })} /> : null}
            {filtered ? (
              <Link to={path} className="ml-auto text-sm text-brand-600 hover:underline">
                {t('analysis.catalogue.clearFilters')}
              </Link>
            ) : null}
          </div>

          {workflows.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-500">
              {t(query.mine ? 'analysis.catalogue.emptyMine' : 'analysis.catalogue.empty')}
            </div>
          ) : (
            <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {workflows.map((workflow) => (
                <WorkflowCard key={workflow.id} workflow={workflow} />
              ))}
            </div>
          )}

          {pages > 1 ? (
            <div className="mt-8 flex justify-center text-sm">
              <PageNav
                label={t('analysis.catalogue.pages')}
                page={page}
                pageCount={pages}
                pageHref={(target) => href({ page: target })}
              />
            </div>
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
