import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { ToolRunStatusBadge } from '~/components/tools/tool-run-status-badge'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { requireRouteAccess } from '~/utils/access.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { dictionaryLabels, LABEL_CATEGORY } from '~/utils/dictionary-labels.server'
import {
  deskFilters,
  listToolTaskDesk,
  MAX_SELECTED_EXPORT,
  resultFilesOf,
  toolTaskDeskFilterOptions,
  toolTaskDeskFilterShape,
} from '~/utils/tools-data/tool-task-desk.server'
import { i18next } from '~/utils/translations.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

const EXPORT_PATH = '/resources/tools-data-export'
const SELECTION_FORM = 'tools-data-selection'

/** Every customer's tool tasks (spec 01 §7 get-all-tool-project-records), filtered and paged in SQL. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.toolsProjectsData)
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, [], toolTaskDeskFilterShape)
  const [{ rows, total }, options, statusLabels] = await Promise.all([
    listToolTaskDesk(query, language),
    toolTaskDeskFilterOptions(language),
    dictionaryLabels(LABEL_CATEGORY.toolRunStatus, language),
  ])
  const files = await resultFilesOf(rows.map((row) => row.id))
  return json({
    filters: deskFilters(query),
    options,
    statusLabels,
    maxSelected: MAX_SELECTED_EXPORT,
    page: {
      rows: rows.map((row) => ({
        ...row,
        params: JSON.stringify(row.params, null, 2),
        createdAt: formatDateTime(row.createdAt, language),
        startedAt: formatDateTime(row.startedAt, language),
        endedAt: formatDateTime(row.endedAt, language),
        resultFiles: files.get(row.id) ?? [],
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      sort: null,
      direction: 'desc' as const,
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

export default function ToolsDataPage() {
  const { t } = useTranslation()
  const { page, filters, options, statusLabels, maxSelected } = useLoaderData<typeof loader>()
  const location = useLocation()
  const exportAll = (format: 'csv' | 'xlsx') => {
    const search = new URLSearchParams(location.search)
    search.delete('page')
    search.delete('pageSize')
    search.set('format', format)
    return `${EXPORT_PATH}?${search}`
  }
  const columns: AdminColumn<Row>[] = [
    {
      id: 'taskNumber',
      header: t('toolsData.columns.task'),
      cell: (row) => (
        <Link to={`/task/${row.id}`} className="whitespace-nowrap text-brand-700 underline" data-testid="task-link">
          {row.taskNumber}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('toolsData.columns.customer'),
      cell: (row) => (
        <div className="min-w-[10rem] break-words text-xs">
          <div>{row.customerEmail ?? t('toolsData.accountGone')}</div>
          {row.customerName ? <div className="text-slate-600">{row.customerName}</div> : null}
        </div>
      ),
    },
    { id: 'tool', header: t('toolsData.columns.tool'), cell: (row) => row.toolTitle },
    { id: 'category', header: t('toolsData.columns.category'), cell: (row) => row.categoryName ?? '—' },
    {
      id: 'status',
      header: t('toolsData.columns.status'),
      cell: (row) => <ToolRunStatusBadge status={row.status} label={statusLabels[row.status]} />,
    },
    {
      id: 'times',
      header: t('toolsData.columns.times'),
      cell: (row) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap text-xs">
          <dt className="text-slate-600">{t('toolsData.created')}</dt>
          <dd>{row.createdAt}</dd>
          <dt className="text-slate-600">{t('toolsData.finished')}</dt>
          <dd>{row.endedAt}</dd>
        </dl>
      ),
    },
    { id: 'details', header: t('toolsData.columns.details'), cell: (row) => <TaskDetails row={row} /> },
  ]
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8" data-page="tools-data">
      <h1 className="text-2xl font-semibold text-slate-900">{t('toolsData.title')}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm" role="search">
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('toolsData.filters.customer')}</span>
          <input type="search" name="customer" defaultValue={filters.customer ?? ''} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('toolsData.filters.tool')}</span>
          <select name="tool" defaultValue={filters.tool ?? ''} className={`${inputClass} max-w-[16rem]`}>
            <option value="">{t('toolsData.filters.all')}</option>
            {options.tools.map((tool) => (
              <option key={tool.id} value={tool.id}>
                {tool.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('toolsData.filters.category')}</span>
          <select name="category" defaultValue={filters.category ?? ''} className={`${inputClass} max-w-[16rem]`}>
            <option value="">{t('toolsData.filters.all')}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('toolsData.filters.status')}</span>
          <select name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('toolsData.filters.all')}</option>
            {Object.values(TOOL_RUN_STATUS).map((status) => (
              <option key={status} value={status}>
                {statusLabels[status] ?? t(`toolRuns.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('toolsData.filters.from')}</span>
          <input type="date" name="from" defaultValue={filters.from ?? ''} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('toolsData.filters.to')}</span>
          <input type="date" name="to" defaultValue={filters.to ?? ''} className={inputClass} />
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t('toolsData.filters.submit')}
        </button>
        <Link to="/tools-data" className="py-2 text-brand-700 hover:underline">
          {t('toolsData.filters.reset')}
        </Link>
      </Form>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="text-slate-700">{t('toolsData.export.allMatching', { count: page.total })}</span>
        <a href={exportAll('csv')} className="text-brand-700 underline" data-testid="export-all-csv">
          CSV
        </a>
        <a href={exportAll('xlsx')} className="text-brand-700 underline" data-testid="export-all-xlsx">
          XLSX
        </a>
      </div>
      {/* A native form (no client-side submit): the answer is a download, with or without JavaScript. */}
      <form
        id={SELECTION_FORM}
        method="post"
        action={EXPORT_PATH}
        className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <span className="text-slate-700">{t('toolsData.export.selected', { max: maxSelected })}</span>
        <button type="submit" name="format" value="csv" className="rounded border border-slate-300 px-3 py-1">
          {t('toolsData.export.selectedCsv')}
        </button>
        <button type="submit" name="format" value="xlsx" className="rounded border border-slate-300 px-3 py-1">
          {t('toolsData.export.selectedXlsx')}
        </button>
      </form>
      <div className="rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          selectionForm={SELECTION_FORM}
          emptyText={t('toolsData.empty')}
          caption={t('toolsData.title')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}

/** The task's parameters, its error and its result files, folded so the row stays one line high. */
function TaskDetails({ row }: { row: Row }) {
  const { t } = useTranslation()
  return (
    <details className="min-w-[12rem] max-w-md text-xs">
      <summary className="cursor-pointer text-brand-700">{t('toolsData.details.summary')}</summary>
      <h3 className="mt-2 font-medium">{t('toolsData.details.params')}</h3>
      <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2">{row.params}</pre>
      {row.errorCode || row.errorLog ? (
        <>
          <h3 className="mt-2 font-medium">{t('toolsData.details.error')}</h3>
          <p className="whitespace-pre-wrap break-words text-red-700" data-testid="task-error">
            {[row.errorCode, row.errorLog].filter(Boolean).join(': ')}
          </p>
        </>
      ) : null}
      <h3 className="mt-2 font-medium">{t('toolsData.details.results')}</h3>
      {row.resultFiles.length ? (
        <ul className="list-inside list-disc">
          {row.resultFiles.map((file) => (
            <li key={file.path} className="break-all">
              <a href={`/resources/tool-task-files/${row.id}/${file.path}`} className="text-brand-700 underline">
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t('toolsData.details.noResults')}</p>
      )}
    </details>
  )
}
