import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { inLanguage, languageOrDefault } from '#core/language'
import { dictionaryLabels, LABEL_CATEGORY } from '~/utils/dictionary-labels.server'
import { PageNav, useListHref } from '~/components/paged-list'
import { AnalysisOrderList } from '~/components/projects/analysis-order-list'
import { ConfirmDemoDeletion } from '~/components/projects/confirm-demo-deletion'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { deleteOwnDemoBatch, findOwnDemoBatch } from '~/utils/analysis/demo-deletion.server'
import {
  batchIdParam,
  listMyAnalysisOrders,
  MY_ANALYSIS_PAGE_SIZES,
  dateRangeSchema,
  myAnalysisQuerySchema,
} from '~/utils/analysis/my-analysis.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { parseSearchParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { formatDateTime } from '#core/date-time'
import { i18next } from '~/utils/translations.server'

const LIST_PATH = '/projects/myAnalysis'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseSearchParams(request, myAnalysisQuerySchema)
  const page = query.page ?? 1
  const size = query.size ?? MY_ANALYSIS_PAGE_SIZES[0]
  const filters = {
    trackingNumber: query.trackingNumber,
    batch: query.batch,
    comment: query.comment,
    from: query.from,
    to: query.to,
  }
  const dateRange = dateRangeSchema.safeParse({ from: query.from, to: query.to })
  const dateRangeError = dateRange.success ? null : dateRange.error.issues[0].message
  const [{ orders, total }, confirming, statusLabels] = await Promise.all([
    dateRangeError ? { orders: [], total: 0 } : listMyAnalysisOrders(user.id, filters, page, size),
    query.confirmDelete === undefined ? null : findOwnDemoBatch(user, query.confirmDelete),
    dictionaryLabels(LABEL_CATEGORY.analysisStatus, language),
  ])
  // Asking to delete something that is not the user's own demo names nothing here.
  if (query.confirmDelete !== undefined && !confirming) throw await requestError(request, 404, 'errors.notFound')
  return json({
    statusLabels,
    orders: orders.map((order) => ({
      orderId: order.orderId,
      trackingNumber: order.trackingNumber,
      isDemo: order.isDemo,
      createdAt: formatDateTime(order.createdAt, language),
      workflowTitle: inLanguage(language, order.workflow.title, order.workflow.titleEn),
      workflowIcon: order.workflow.icon,
      workflowCategoryId: order.workflow.categoryId,
      batchCount: order.batchCount,
      batches: order.batches.map((batch) => ({
        ...batch,
        createdAt: formatDateTime(batch.createdAt, language),
        updatedAt: formatDateTime(batch.updatedAt, language),
      })),
    })),
    total,
    filters,
    dateRangeError,
    page,
    size,
    pageSizes: MY_ANALYSIS_PAGE_SIZES,
    pageCount: Math.max(1, Math.ceil(total / size)),
    confirming,
  })
}

const myAnalysisActionSchema = z.object({
  intent: z.enum(['deleteDemo', 'cancelDelete']),
  analysisId: batchIdParam,
  redirectTo: z.string().optional(),
})

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const submission = parseWithZod(await readFormData(request), { schema: myAnalysisActionSchema })
  if (submission.status !== 'success') throw await requestError(request, 400, 'errors.badRequest')
  const { intent, analysisId, redirectTo } = submission.value
  const back = withoutConfirmation(safeRedirect(redirectTo, LIST_PATH))
  const flash =
    intent === 'cancelDelete'
      ? { kind: 'info' as const, messageKey: 'projectCentre.myAnalysis.deleteDemo.cancelled' }
      : (await deleteOwnDemoBatch(user, analysisId))
        ? { kind: 'success' as const, messageKey: 'projectCentre.myAnalysis.deleteDemo.deleted' }
        : // Not the user's, not a demo, or already gone: one answer for all, naming nothing.
          { kind: 'error' as const, messageKey: 'projectCentre.myAnalysis.deleteDemo.failed' }
  return redirect(back, { headers: { 'Set-Cookie': await flashMessageHeader(request, flash) } })
}

/** The list the question was asked over, without the question. */
function withoutConfirmation(path: string): string {
  const url = new URL(path, 'http://local')
  url.searchParams.delete('confirmDelete')
  return `${url.pathname}${url.search}`
}

export default function MyAnalysisPage() {
  const { orders, statusLabels, total, filters, dateRangeError, page, size, pageSizes, pageCount, confirming } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const listHref = useListHref()
  const filtered = Object.values(filters).some((value) => value !== undefined)
  return (
    <section className="flex flex-col" data-page="myAnalysis">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
        <div className="flex items-center gap-2">
          <h1 className="text-xl font-semibold">{t('projectCentre.myAnalysis.title')}</h1>
          <HierarchyHelp />
        </div>
        <Link to={`${LIST_PATH}/new`} className={primaryButtonClass} data-testid="new-dataset">
          {t('projectCentre.myAnalysis.newDataset')}
        </Link>
      </header>

      <Form
        method="get"
        className="grid gap-3 border-b border-slate-200 p-4 text-sm sm:grid-cols-2 lg:grid-cols-3"
        role="search"
      >
        <FilterField
          name="trackingNumber"
          label={t('projectCentre.myAnalysis.filters.order')}
          value={filters.trackingNumber}
        />
        <FilterField name="batch" label={t('projectCentre.myAnalysis.filters.batch')} value={filters.batch} />
        <FilterField name="comment" label={t('projectCentre.myAnalysis.filters.comment')} value={filters.comment} />
        <fieldset className="flex flex-col gap-1 sm:col-span-2 lg:col-span-2">
          <legend className="mb-1 text-slate-600">{t('projectCentre.myAnalysis.filters.dateRange')}</legend>
          <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
            <input
              type="date"
              name="from"
              defaultValue={filters.from ?? ''}
              aria-label={t('projectCentre.myAnalysis.filters.from')}
              aria-invalid={dateRangeError ? true : undefined}
              aria-describedby={dateRangeError ? 'date-range-error' : undefined}
              className={inputClass}
            />
            <span aria-hidden="true">–</span>
            <input
              type="date"
              name="to"
              defaultValue={filters.to ?? ''}
              aria-label={t('projectCentre.myAnalysis.filters.to')}
              aria-invalid={dateRangeError ? true : undefined}
              aria-describedby={dateRangeError ? 'date-range-error' : undefined}
              className={inputClass}
            />
          </div>
          {dateRangeError ? (
            <p id="date-range-error" role="alert" className="text-red-700" data-testid="date-range-error">
              {t(dateRangeError)}
            </p>
          ) : null}
        </fieldset>
        <input type="hidden" name="size" value={size} />
        <div className="flex items-end gap-3">
          <button type="submit" className={primaryButtonClass}>
            {t('projectCentre.myAnalysis.filters.search')}
          </button>
          <Link to={LIST_PATH} className="rounded-md border border-slate-300 px-4 py-2" data-testid="reset-filters">
            {t('projectCentre.myAnalysis.filters.reset')}
          </Link>
        </div>
      </Form>

      {confirming ? (
        <ConfirmDemoDeletion demo={confirming} redirectTo={listHref({ confirmDelete: undefined })} />
      ) : null}

      {dateRangeError ? null : orders.length === 0 ? (
        <p className="p-8 text-center text-sm text-slate-500" data-testid="empty">
          {t(filtered ? 'projectCentre.myAnalysis.noMatch' : 'projectCentre.myAnalysis.empty')}
        </p>
      ) : (
        <AnalysisOrderList
          orders={orders}
          statusLabels={statusLabels}
          deleteHref={(batchId) => listHref({ confirmDelete: batchId })}
        />
      )}

      {dateRangeError ? null : (
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          <span data-testid="order-total">{t('projectCentre.myAnalysis.total', { count: total })}</span>
          <nav className="flex items-center gap-2" aria-label={t('projectCentre.pageSize')}>
            <span>{t('projectCentre.pageSize')}</span>
            {pageSizes.map((option) =>
              option === size ? (
                <span
                  key={option}
                  aria-current="true"
                  className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-700"
                >
                  {option}
                </span>
              ) : (
                <Link
                  key={option}
                  to={listHref({ size: option, page: undefined, confirmDelete: undefined })}
                  className="px-2 py-0.5 underline"
                >
                  {option}
                </Link>
              ),
            )}
          </nav>
          <PageNav
            label={t('projectCentre.myAnalysis.title')}
            page={page}
            pageCount={pageCount}
            pageHref={(target) => listHref({ page: target, confirmDelete: undefined })}
          />
        </footer>
      )}
    </section>
  )
}

function FilterField({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-slate-600">{label}</span>
      {/* Enter in any field submits the GET form: the search on Enter of spec 02 §2.7. */}
      <input type="search" name={name} defaultValue={value ?? ''} className={inputClass} maxLength={100} />
    </label>
  )
}

/** What the words of the list mean (spec 02 §2.7's help tooltip); a disclosure, so it opens without JavaScript. */
function HierarchyHelp() {
  const { t } = useTranslation()
  const terms = ['order', 'batch', 'group', 'item', 'task', 'run'] as const
  return (
    <details className="relative" data-testid="hierarchy-help">
      <summary
        className="flex h-6 w-6 cursor-pointer list-none items-center justify-center rounded-full border border-slate-300 text-xs text-slate-600 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        title={t('projectCentre.myAnalysis.help.summary')}
      >
        ?<span className="sr-only">{t('projectCentre.myAnalysis.help.summary')}</span>
      </summary>
      <dl className="absolute left-0 z-10 mt-2 w-[min(22rem,80vw)] space-y-1.5 rounded-lg border border-slate-200 bg-white p-3 text-xs shadow-lg">
        {terms.map((term) => (
          <div key={term}>
            <dt className="inline font-semibold">{t(`projectCentre.myAnalysis.help.${term}.term`)}: </dt>
            <dd className="inline text-slate-600">{t(`projectCentre.myAnalysis.help.${term}.text`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
