import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AdminPager, AdminTable, ConfirmPanel, type AdminColumn } from '~/components/admin/admin-table'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { PERMISSIONS } from '#core/permissions'
import { inLanguage, languageOrDefault } from '#core/language'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import {
  DICTIONARY_SORTABLE,
  DictionaryRefusal,
  deleteDictionaryItem,
  findDictionaryItem,
  insertDictionaryItems,
  listDictionaryCategories,
  listDictionaryItems,
  readBulkLines,
  toolCategoryChoices,
  upsertDictionaryItem,
  type BulkOutcome,
  type DictionaryRow,
} from '~/utils/admin/dictionary.server'
import {
  CATALOGUE_CATEGORY,
  CATEGORY_PATTERN,
  deleteItemSchema,
  MAX_BULK_ROWS,
  upsertItemSchema,
} from '~/utils/admin/dictionary-schema'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, optional } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'

const PAGE_PATH = '/setting/code'
/** A bulk CSV file or paste: about 1,000 lines of names. */
const MAX_BULK_BYTES = 1024 * 1024

const categoryParam = z.string().regex(CATEGORY_PATTERN)
/** CATEGORY_PATTERN for the input's `pattern`, which browsers compile with the `v` flag (a class's `-` escaped). */
const CATEGORY_INPUT_PATTERN = '[A-Za-z][A-Za-z0-9_.\\-]{0,49}'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, DICTIONARY_SORTABLE, {
    category: optional(categoryParam),
    edit: optional(idParam),
    confirm: optional(idParam),
  })
  const categories = await listDictionaryCategories()
  const category = query.category ?? categories[0].category
  const [page, editing, confirming, parents] = await Promise.all([
    listDictionaryItems(category, query),
    query.edit === undefined ? null : findDictionaryItem(category, query.edit),
    query.confirm === undefined ? null : findDictionaryItem(category, query.confirm),
    category === CATALOGUE_CATEGORY.toolCategory ? toolCategoryChoices() : [],
  ])
  if ((query.edit !== undefined && !editing) || (query.confirm !== undefined && !confirming)) {
    throw await requestError(request, 404, 'errors.notFound')
  }
  return json({
    categories,
    category,
    keyword: query.keyword,
    page,
    editing,
    confirming,
    parents: parents.map((parent) => ({ id: parent.id, name: inLanguage(language, parent.name, parent.nameEn) })),
  })
}

function categoryHref(category: string): string {
  return `${PAGE_PATH}?${new URLSearchParams({ category })}`
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const form = await readFormData(request, MAX_BULK_BYTES)
  const category = categoryParam.safeParse(form.get('category'))
  if (!category.success) throw await requestError(request, 400, 'errors.badRequest')
  const actor = auditActor(user, context)
  const back = categoryHref(category.data)
  const intent = form.get('intent')

  if (intent === 'upsert') {
    const submission = parseWithZod(form, { schema: upsertItemSchema })
    if (submission.status !== 'success') return json({ kind: 'upsert' as const, reply: submission.reply() }, 400)
    try {
      const { created } = await upsertDictionaryItem(actor, category.data, submission.value)
      return redirect(back, {
        headers: {
          'Set-Cookie': await flashMessageHeader(request, {
            kind: 'success',
            messageKey: created ? 'adminDictionary.added' : 'adminDictionary.saved',
            values: { code: submission.value.code },
          }),
        },
      })
    } catch (error) {
      if (!(error instanceof DictionaryRefusal)) throw error
      const reply =
        error.field === 'form'
          ? submission.reply({ formErrors: [error.messageKey] })
          : submission.reply({ fieldErrors: { [error.field]: [error.messageKey] } })
      return json({ kind: 'upsert' as const, reply }, 400)
    }
  }

  if (intent === 'bulk') {
    const file = form.get('file')
    const lines = String(form.get('lines') ?? '')
    const hasFile = file instanceof File && file.size > 0
    if (hasFile && !/\.(csv|txt)$/i.test(file.name)) {
      return json({ kind: 'bulk' as const, lines, error: 'adminDictionary.errors.bulkFileType', report: null }, 400)
    }
    try {
      const report = await insertDictionaryItems(
        actor,
        category.data,
        readBulkLines(hasFile ? await file.text() : lines),
      )
      return json({ kind: 'bulk' as const, lines: '', error: null, report })
    } catch (error) {
      if (!(error instanceof DictionaryRefusal)) throw error
      return json({ kind: 'bulk' as const, lines, error: error.messageKey, report: null }, 400)
    }
  }

  if (intent === 'delete') {
    const parsed = deleteItemSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
    let messageKey = 'adminDictionary.deleted'
    try {
      await deleteDictionaryItem(actor, category.data, parsed.data.id)
    } catch (error) {
      if (!(error instanceof DictionaryRefusal)) throw error
      messageKey = error.messageKey
    }
    return redirect(back, {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, {
          kind: messageKey === 'adminDictionary.deleted' ? 'success' : 'error',
          messageKey,
        }),
      },
    })
  }
  throw await requestError(request, 400, 'errors.badRequest')
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>
type ActionData = ReturnType<typeof useActionData<typeof action>>

/** A category's name for staff: a translated description when the page knows one, else its code name. */
function useCategoryLabel() {
  const { t } = useTranslation()
  return (category: string) => t(`adminDictionary.categoryNames.${category}`, { defaultValue: category })
}

export default function SettingCodePage() {
  const { categories, category, keyword, page, editing, confirming, parents } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  const categoryLabel = useCategoryLabel()
  const isToolCategory = category === CATALOGUE_CATEGORY.toolCategory
  const parentName = new Map(parents.map((parent) => [parent.id, parent.name]))
  const columns: AdminColumn<DictionaryRow>[] = [
    {
      id: 'code',
      header: t('adminDictionary.columns.code'),
      cell: (row) => <span className="font-mono">{row.code}</span>,
      sortable: true,
    },
    { id: 'name', header: t('adminDictionary.columns.name'), cell: (row) => row.name, sortable: true },
    { id: 'nameEn', header: t('adminDictionary.columns.nameEn'), cell: (row) => row.nameEn, sortable: true },
    ...(isToolCategory
      ? [
          {
            id: 'parent',
            header: t('adminDictionary.columns.parent'),
            cell: (row: DictionaryRow) => (row.parentId ? (parentName.get(row.parentId) ?? '') : ''),
          },
        ]
      : []),
    { id: 'sort', header: t('adminDictionary.columns.sort'), cell: (row) => row.sort, sortable: true, numeric: true },
    {
      id: 'actions',
      header: t('adminDictionary.columns.actions'),
      cell: (row) => <RowActions row={row} category={category} />,
    },
  ]
  const cancelHref = categoryHref(category)
  return (
    <section className="flex flex-col gap-4 p-4" data-page="settingCode">
      <h1 className="text-xl font-semibold">{t('adminDictionary.title')}</h1>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <CategoryList categories={categories} current={category} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <header className="flex flex-wrap items-end justify-between gap-3">
            <h2 className="text-lg font-medium" data-testid="dictionary-category">
              {categoryLabel(category)}
              <span className="ml-2 font-mono text-sm text-slate-500">{category}</span>
            </h2>
            <Form method="get" className="flex flex-wrap items-end gap-2 text-sm" role="search">
              <input type="hidden" name="category" value={category} />
              <label className="flex flex-col gap-1">
                <span className="text-slate-600">{t('adminDictionary.search')}</span>
                <input type="search" name="q" defaultValue={keyword ?? ''} className={inputClass} />
              </label>
              <button type="submit" className={primaryButtonClass}>
                {t('adminDictionary.searchSubmit')}
              </button>
            </Form>
          </header>
          {confirming ? (
            <ConfirmPanel
              title={t('adminDictionary.confirmTitle')}
              message={t('adminDictionary.confirmBody', { code: confirming.code, name: confirming.name })}
              intent="delete"
              fields={{ id: confirming.id, category }}
              confirmLabel={t('adminDictionary.delete')}
              cancelHref={cancelHref}
            />
          ) : null}
          <div className="rounded-lg border border-slate-200">
            <AdminTable
              page={page}
              columns={columns}
              rowId={(row) => row.id}
              emptyText={t('adminDictionary.empty')}
              caption={t('adminDictionary.tableCaption', { category })}
            />
            <AdminPager page={page} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <UpsertForm
              category={category}
              editing={editing}
              parents={isToolCategory ? parents : null}
              actionData={actionData}
            />
            <BulkForm category={category} actionData={actionData} />
          </div>
        </div>
      </div>
    </section>
  )
}

function CategoryList({ categories, current }: { categories: LoaderData['categories']; current: string }) {
  const { t } = useTranslation()
  const categoryLabel = useCategoryLabel()
  return (
    <nav
      aria-label={t('adminDictionary.categories')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 lg:w-64 lg:shrink-0"
    >
      <h2 className="text-sm font-medium text-slate-600">{t('adminDictionary.categories')}</h2>
      <ul className="flex max-h-64 flex-col gap-0.5 overflow-y-auto text-sm lg:max-h-none" data-testid="category-list">
        {categories.map((entry) => (
          <li key={entry.category}>
            <Link
              to={categoryHref(entry.category)}
              aria-current={entry.category === current ? 'page' : undefined}
              className={`flex justify-between gap-2 rounded px-2 py-1 hover:bg-slate-50 ${
                entry.category === current ? 'bg-brand-50 font-medium text-brand-700' : ''
              }`}
            >
              <span className="min-w-0 truncate" title={entry.category}>
                {categoryLabel(entry.category)}
              </span>
              <span className="tabular-nums text-slate-500" data-testid="category-count">
                {entry.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" className="flex flex-col gap-1 text-sm">
        <label htmlFor="new-category" className="text-slate-600">
          {t('adminDictionary.newCategory')}
        </label>
        <div className="flex gap-2">
          <input
            id="new-category"
            name="category"
            required
            pattern={CATEGORY_INPUT_PATTERN}
            title={t('adminDictionary.newCategoryHint')}
            className={inputClass}
          />
          <button type="submit" className="whitespace-nowrap rounded-md border border-slate-300 px-3 py-1">
            {t('adminDictionary.open')}
          </button>
        </div>
        <p className="text-xs text-slate-500">{t('adminDictionary.newCategoryHint')}</p>
      </Form>
    </nav>
  )
}

function RowActions({ row, category }: { row: DictionaryRow; category: string }) {
  const { t } = useTranslation()
  const query = (extra: Record<string, string>) => `${PAGE_PATH}?${new URLSearchParams({ category, ...extra })}`
  return (
    <div className="flex gap-3 whitespace-nowrap">
      <Link to={`${query({ edit: String(row.id) })}#item-form`} className="text-brand-600 underline">
        {t('adminDictionary.edit')}
        <span className="sr-only"> {row.code}</span>
      </Link>
      <Link to={query({ confirm: String(row.id) })} className="text-red-600 underline">
        {t('adminDictionary.delete')}
        <span className="sr-only"> {row.code}</span>
      </Link>
    </div>
  )
}

function UpsertForm({
  category,
  editing,
  parents,
  actionData,
}: {
  category: string
  editing: DictionaryRow | null
  parents: LoaderData['parents'] | null
  actionData: ActionData
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const [form, fields] = useForm({
    id: `dictionary-item-${category}-${editing?.id ?? 'new'}`,
    lastResult: actionData?.kind === 'upsert' ? actionData.reply : undefined,
    defaultValue: editing
      ? {
          id: String(editing.id),
          code: editing.code,
          name: editing.name,
          nameEn: editing.nameEn,
          sort: String(editing.sort),
          parentId: editing.parentId ? String(editing.parentId) : '',
        }
      : { sort: '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: upsertItemSchema }),
  })
  const title = editing ? t('adminDictionary.editTitle', { code: editing.code }) : t('adminDictionary.addTitle')
  return (
    <section id="item-form" className="rounded-lg border border-slate-200 p-4" aria-labelledby="item-form-title">
      <h3 id="item-form-title" className="font-medium">
        {title}
      </h3>
      {/* A new key after each navigation empties the add form once its item is saved. */}
      <Form method="post" {...getFormProps(form)} key={location.key} className="mt-3 flex flex-col gap-3 text-sm">
        <input type="hidden" name="category" value={category} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FieldErrors id={form.errorId} errors={form.errors} />
        <Field
          label={t('adminDictionary.fields.code')}
          id={fields.code.id}
          errorId={fields.code.errorId}
          errors={fields.code.errors}
        >
          <input
            {...getInputProps(fields.code, { type: 'text' })}
            readOnly={Boolean(editing)}
            className={`${inputClass} font-mono ${editing ? 'bg-slate-50' : ''}`}
          />
          {editing ? <p className="mt-1 text-xs text-slate-500">{t('adminDictionary.codeFixed')}</p> : null}
        </Field>
        <Field
          label={t('adminDictionary.fields.name')}
          id={fields.name.id}
          errorId={fields.name.errorId}
          errors={fields.name.errors}
        >
          <input {...getInputProps(fields.name, { type: 'text' })} className={inputClass} />
        </Field>
        <Field
          label={t('adminDictionary.fields.nameEn')}
          id={fields.nameEn.id}
          errorId={fields.nameEn.errorId}
          errors={fields.nameEn.errors}
        >
          <input {...getInputProps(fields.nameEn, { type: 'text' })} className={inputClass} />
        </Field>
        <Field
          label={t('adminDictionary.fields.sort')}
          id={fields.sort.id}
          errorId={fields.sort.errorId}
          errors={fields.sort.errors}
        >
          <input {...getInputProps(fields.sort, { type: 'text' })} inputMode="numeric" className={inputClass} />
        </Field>
        {parents ? (
          <Field
            label={t('adminDictionary.fields.parent')}
            id={fields.parentId.id}
            errorId={fields.parentId.errorId}
            errors={fields.parentId.errors}
          >
            <select {...getSelectProps(fields.parentId)} className={inputClass}>
              <option value="">{t('adminDictionary.noParent')}</option>
              {parents
                .filter((parent) => parent.id !== editing?.id)
                .map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.name}
                  </option>
                ))}
            </select>
          </Field>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          {editing ? (
            <Link to={categoryHref(category)} className="rounded-md border border-slate-300 px-4 py-2">
              {t('adminDictionary.cancelEdit')}
            </Link>
          ) : null}
          <button type="submit" name="intent" value="upsert" className={primaryButtonClass}>
            {editing ? t('adminDictionary.save') : t('adminDictionary.add')}
          </button>
        </div>
      </Form>
    </section>
  )
}

function Field({
  label,
  id,
  errorId,
  errors,
  children,
}: {
  label: string
  id: string
  errorId: string
  errors: string[] | undefined
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  )
}

function BulkForm({ category, actionData }: { category: string; actionData: ActionData }) {
  const { t } = useTranslation()
  const bulk = actionData?.kind === 'bulk' ? actionData : null
  return (
    <section className="rounded-lg border border-slate-200 p-4" aria-labelledby="bulk-form-title">
      <h3 id="bulk-form-title" className="font-medium">
        {t('adminDictionary.bulkTitle')}
      </h3>
      <p className="mt-1 text-xs text-slate-500">{t('adminDictionary.bulkHelp', { max: MAX_BULK_ROWS })}</p>
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-3 text-sm">
        <input type="hidden" name="category" value={category} />
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('adminDictionary.bulkLines')}</span>
          <textarea
            name="lines"
            rows={5}
            defaultValue={bulk?.lines ?? ''}
            key={bulk?.lines ?? ''}
            placeholder={'801,成功（新）,Success (new),10'}
            className={`${inputClass} font-mono`}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('adminDictionary.bulkFile')}</span>
          <input type="file" name="file" accept=".csv,.txt,text/csv" className="text-sm" />
        </label>
        {bulk?.error ? <FieldErrors errors={[bulk.error]} /> : null}
        <div className="flex justify-end">
          <button type="submit" name="intent" value="bulk" className={primaryButtonClass}>
            {t('adminDictionary.bulkSubmit')}
          </button>
        </div>
      </Form>
      {bulk?.report ? <BulkReport report={bulk.report} /> : null}
    </section>
  )
}

function BulkReport({ report }: { report: BulkOutcome[] }) {
  const { t } = useTranslation()
  const added = report.filter((outcome) => outcome.added).length
  return (
    <div className="mt-4" data-testid="bulk-report" role="status">
      <p className="font-medium">{t('adminDictionary.bulkSummary', { added, refused: report.length - added })}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1">
                {t('adminDictionary.bulkColumns.line')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('adminDictionary.bulkColumns.code')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('adminDictionary.bulkColumns.outcome')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.map((outcome) => (
              <tr key={outcome.line} data-outcome={outcome.added ? 'added' : 'refused'}>
                <td className="px-2 py-1 tabular-nums">{outcome.line}</td>
                <td className="px-2 py-1 font-mono">{outcome.code}</td>
                <td className={`px-2 py-1 ${outcome.added ? 'text-emerald-700' : 'text-red-700'}`}>
                  {outcome.added ? t('adminDictionary.bulkAdded') : t(outcome.reason ?? '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
