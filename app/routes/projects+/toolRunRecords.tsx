import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigate } from '@remix-run/react'
import * as Dialog from '@radix-ui/react-dialog'
import { useHydrated } from '~/utils/use-hydrated'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { StorageUnavailableError } from '#db/file-storage'
import { ListTable, PageNav, useListHref } from '~/components/paged-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { ToolRunStatusBadge } from '~/components/tools/tool-run-status-badge'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import {
  idParam,
  MAX_DATABASE_ID,
  numberFromList,
  optional,
  pageParam,
  parseSearchParams,
} from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { readFormData } from '~/utils/request-body.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { formatDateTime } from '#core/date-time'
import {
  listToolRunRecords,
  RECORD_PAGE_SIZES,
  TOOL_RUN_STATUS_FILTERS,
  toolsRunBy,
} from '~/utils/tools/tool-run-lists.server'
import {
  deleteToolTask,
  logStorageRefusal,
  rerunToolTask,
  ToolTaskInputsGone,
  ToolTaskNotFound,
} from '~/utils/tools/tool-tasks.server'
import { i18next } from '~/utils/translations.server'
import { languageOrDefault } from '#core/language'
import { dictionaryLabels, LABEL_CATEGORY } from '~/utils/dictionary-labels.server'

const recordQuerySchema = z.object({
  page: optional(pageParam),
  size: optional(numberFromList(RECORD_PAGE_SIZES)),
  tool: optional(idParam),
  status: optional(numberFromList(TOOL_RUN_STATUS_FILTERS)),
  confirmDelete: optional(idParam),
})

const recordActionSchema = z.object({
  intent: z.enum(['rerun', 'delete']),
  taskId: z.number().int().positive().max(MAX_DATABASE_ID),
  redirectTo: z.string().optional(),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const parsed = await parseSearchParams(request, recordQuerySchema)
  const query = { ...parsed, page: parsed.page ?? 1, size: parsed.size ?? RECORD_PAGE_SIZES[0] }
  const filters = { pageSize: query.size, toolId: query.tool ?? null, status: query.status ?? null }
  const [{ rows, total }, tools, statusLabels] = await Promise.all([
    listToolRunRecords(user.id, { ...filters, page: query.page }, language),
    toolsRunBy(user.id, language),
    dictionaryLabels(LABEL_CATEGORY.toolRunStatus, language),
  ])
  const records = rows.map((row) => ({
    id: row.id,
    taskNumber: row.taskNumber,
    status: row.status,
    toolTitle: row.toolTitle,
    startedAt: formatDateTime(row.startedAt, language),
    endedAt: formatDateTime(row.endedAt, language),
  }))
  const confirming =
    query.confirmDelete === undefined ? null : (records.find((record) => record.id === query.confirmDelete) ?? null)
  return json({
    records,
    total,
    tools,
    statuses: TOOL_RUN_STATUS_FILTERS,
    statusLabels,
    pageSizes: RECORD_PAGE_SIZES,
    query: { page: query.page, size: query.size, tool: query.tool ?? null, status: query.status ?? null },
    pageCount: Math.max(1, Math.ceil(total / query.size)),
    confirming,
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const submission = parseWithZod(await readFormData(request), { schema: recordActionSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const { intent, taskId, redirectTo } = submission.value
  try {
    if (intent === 'rerun') {
      const { id } = await rerunToolTask(taskId, user)
      return redirect(`/task/${id}`)
    }
    await deleteToolTask(taskId, user)
  } catch (error) {
    if (error instanceof ToolTaskNotFound) throw await requestError(request, 404, 'errors.notFound')
    if (error instanceof ToolTaskInputsGone)
      return redirect(safeRedirect(redirectTo, '/projects/toolRunRecords'), {
        headers: {
          'Set-Cookie': await flashMessageHeader(request, { kind: 'error', messageKey: 'toolRuns.records.inputsGone' }),
        },
      })
    if (!(error instanceof StorageUnavailableError)) throw error
    // A rerun copies the inputs: a full or read-only disk refuses it like a new submission.
    logStorageRefusal(error, { userId: user.id, rerunOf: taskId })
    return redirect(safeRedirect(redirectTo, '/projects/toolRunRecords'), {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, {
          kind: 'error',
          messageKey: `tools.upload.storageUnavailable.${error.reason}`,
        }),
      },
    })
  }
  return redirect(safeRedirect(redirectTo, '/projects/toolRunRecords'), {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'toolRuns.records.deleted' }),
    },
  })
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

function DeleteConfirmation({
  record,
  cancelHref,
  redirectTo,
}: {
  record: NonNullable<LoaderData['confirming']>
  cancelHref: string
  redirectTo: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        {t('toolRuns.records.confirmDeleteBody', { taskNumber: record.taskNumber, tool: record.toolTitle })}
      </p>
      <Form method="post" className="mt-4 flex justify-end gap-3">
        <input type="hidden" name="taskId" value={record.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Link to={cancelHref} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
          {t('toolRuns.records.cancel')}
        </Link>
        <button
          type="submit"
          name="intent"
          value="delete"
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
        >
          {t('toolRuns.records.confirmDelete')}
        </button>
      </Form>
    </>
  )
}

/**
 * Deleting asks first. The question is part of the page (`?confirmDelete=<id>`), so it works
 * without JavaScript; with it, the same question shows as a dialog over the list.
 */
function ConfirmDelete({ record }: { record: NonNullable<LoaderData['confirming']> }) {
  const { t } = useTranslation()
  const listHref = useListHref()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const cancelHref = listHref({ confirmDelete: undefined })
  if (!hydrated) {
    return (
      <section
        className="m-4 rounded-lg border border-red-200 bg-red-50 p-4"
        role="alertdialog"
        aria-labelledby="confirm-delete-title"
      >
        <h2 id="confirm-delete-title" className="font-semibold text-red-800">
          {t('toolRuns.records.confirmDeleteTitle')}
        </h2>
        <DeleteConfirmation record={record} cancelHref={cancelHref} redirectTo={cancelHref} />
      </section>
    )
  }
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : navigate(cancelHref, { preventScrollReset: true }))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/3 w-[min(28rem,90vw)] -translate-x-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('toolRuns.records.confirmDeleteTitle')}</Dialog.Title>
          <Dialog.Description asChild>
            <div>
              <DeleteConfirmation record={record} cancelHref={cancelHref} redirectTo={cancelHref} />
            </div>
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export default function ToolRunRecordsPage() {
  const { records, total, tools, statuses, statusLabels, pageSizes, query, pageCount, confirming } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const listHref = useListHref()
  return (
    <section className="flex flex-col" data-page="toolRunRecords">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 p-4">
        <h1 className="text-xl font-semibold">{t('toolRuns.records.title')}</h1>
        <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
          <label className="flex flex-col gap-1">
            <span className="text-slate-600">{t('toolRuns.records.filterTool')}</span>
            <select name="tool" defaultValue={query.tool ?? ''} className={inputClass}>
              <option value="">{t('toolRuns.records.allTools')}</option>
              {tools.map((tool) => (
                <option key={tool.id} value={tool.id}>
                  {tool.title}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-slate-600">{t('toolRuns.records.filterStatus')}</span>
            <select name="status" defaultValue={query.status ?? ''} className={inputClass}>
              <option value="">{t('toolRuns.records.allStatuses')}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status] ?? t(`toolRuns.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-slate-600">{t('toolRuns.records.pageSize')}</span>
            <select name="size" defaultValue={query.size} className={inputClass}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryButtonClass}>
            {t('toolRuns.records.apply')}
          </button>
        </Form>
      </header>

      {confirming ? <ConfirmDelete record={confirming} /> : null}

      <ListTable
        columns={[
          { label: t('toolRuns.records.columns.tool') },
          { label: t('toolRuns.records.columns.taskNumber') },
          { label: t('toolRuns.records.columns.status') },
          { label: t('toolRuns.records.columns.startedAt') },
          { label: t('toolRuns.records.columns.endedAt') },
          { label: t('toolRuns.records.columns.actions') },
        ]}
        isEmpty={records.length === 0}
        emptyText={t('toolRuns.records.empty')}
      >
        {records.map((record) => (
          <tr key={record.id} data-task-number={record.taskNumber}>
            <td className="px-4 py-2">{record.toolTitle}</td>
            <td className="px-4 py-2 font-mono text-xs">
              <Link to={`/task/${record.id}`} className="text-brand-600 underline">
                {record.taskNumber}
              </Link>
            </td>
            <td className="px-4 py-2">
              <ToolRunStatusBadge status={record.status} label={statusLabels[record.status]} />
            </td>
            <td className="whitespace-nowrap px-4 py-2">{record.startedAt}</td>
            <td className="whitespace-nowrap px-4 py-2">{record.endedAt}</td>
            <td className="px-4 py-2">
              <div className="flex items-center gap-3">
                <Link to={`/task/${record.id}`} className="text-brand-600 underline">
                  {t('toolRuns.records.view')}
                </Link>
                <Form method="post">
                  <input type="hidden" name="taskId" value={record.id} />
                  <button type="submit" name="intent" value="rerun" className="text-brand-600 underline">
                    {t('toolRuns.records.rerun')}
                  </button>
                </Form>
                <Link to={listHref({ confirmDelete: record.id })} preventScrollReset className="text-red-600 underline">
                  {t('toolRuns.records.delete')}
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </ListTable>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        <span>{t('toolRuns.records.total', { count: total })}</span>
        <PageNav
          label={t('toolRuns.records.title')}
          page={query.page}
          pageCount={pageCount}
          pageHref={(target) => listHref({ page: target, confirmDelete: undefined })}
        />
      </footer>
    </section>
  )
}
