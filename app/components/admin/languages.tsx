import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import type { TFunction } from 'i18next'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListHref } from '~/components/paged-list'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import type { AdminColumn } from './admin-table'
import {
  LANGUAGE_UPLOAD_MAX_BYTES,
  richTextFormSchema,
  stringFormSchema,
  type UploadReport,
} from '~/utils/admin/languages'

/** The multi-language page's parts: the string and rich-text tables, their editors, the upload. */

interface StringRowView {
  key: string
  id: number | null
  hostId: string | null
  zh: string
  en: string
  bundled: { zh: string; en: string } | null
  override: { zh: string; en: string } | null
  pages: string[]
}

interface RichTextUseView {
  workflowId: number
  workflowTitle: string
  workflowTitleEn: string
  part: string
}

interface RichTextRowView {
  id: number
  key: string
  hostId: string | null
  excerpt: string
  updatedAt: string
  uses: RichTextUseView[]
}

const secondaryButtonClass = 'rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50'

function ListLink({ changes, children }: { changes: Record<string, string | number | undefined>; children: string }) {
  const href = useListHref()
  return (
    <Link to={href({ confirm: undefined, new: undefined, ...changes })} className="text-brand-600 hover:underline">
      {children}
    </Link>
  )
}

function PagesList({ pages }: { pages: string[] }) {
  const { t } = useTranslation()
  if (pages.length === 0) return <span className="text-slate-400">{t('adminLanguages.pages.none')}</span>
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('adminLanguages.pages.label')}>
      {pages.map((page) => (
        <li key={page} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
          {page === '*' ? t('adminLanguages.pages.every') : page}
        </li>
      ))}
    </ul>
  )
}

export function stringColumns(t: TFunction): AdminColumn<StringRowView>[] {
  return [
    {
      id: 'key',
      header: t('adminLanguages.columns.key'),
      sortable: true,
      cell: (row) => (
        <span className="break-all font-mono text-xs">
          <ListLink changes={{ edit: row.key }}>{row.key}</ListLink>
        </span>
      ),
    },
    { id: 'zh', header: t('adminLanguages.columns.zh'), cell: (row) => <span className="break-words">{row.zh}</span> },
    { id: 'en', header: t('adminLanguages.columns.en'), cell: (row) => <span className="break-words">{row.en}</span> },
    { id: 'hostId', header: t('adminLanguages.columns.hostId'), cell: (row) => row.hostId ?? '' },
    {
      id: 'source',
      header: t('adminLanguages.columns.source'),
      cell: (row) =>
        t(
          row.override
            ? row.bundled
              ? 'adminLanguages.source.overridden'
              : 'adminLanguages.source.own'
            : 'adminLanguages.source.bundled',
        ),
    },
    { id: 'pages', header: t('adminLanguages.columns.pages'), cell: (row) => <PagesList pages={row.pages} /> },
    {
      id: 'actions',
      header: t('adminLanguages.columns.actions'),
      cell: (row) => (
        <span className="flex gap-3 whitespace-nowrap">
          <ListLink changes={{ edit: row.key }}>{t('adminLanguages.strings.edit')}</ListLink>
          {row.id ? (
            <ListLink changes={{ confirm: row.id, edit: undefined }}>
              {t(row.bundled ? 'adminLanguages.strings.restore' : 'adminLanguages.strings.delete')}
            </ListLink>
          ) : null}
        </span>
      ),
    },
  ]
}

export function LanguageSearchForm({ tab, only }: { tab: 'strings' | 'richTexts'; only?: string }) {
  const { t } = useTranslation()
  const href = useListHref()
  const current = new URLSearchParams(href({}).split('?')[1] ?? '')
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
      {tab === 'richTexts' ? <input type="hidden" name="tab" value="richTexts" /> : null}
      <label className="text-sm">
        <span className="mb-1 block text-slate-600">{t(`adminLanguages.search.${tab}`)}</span>
        <input
          type="search"
          name="q"
          defaultValue={current.get('q') ?? ''}
          className={`${inputClass} w-64 max-w-full`}
        />
      </label>
      {only !== undefined ? (
        <label className="text-sm">
          <span className="mb-1 block text-slate-600">{t('adminLanguages.search.show')}</span>
          <select name="only" defaultValue={only} className={inputClass}>
            <option value="all">{t('adminLanguages.search.all')}</option>
            <option value="overridden">{t('adminLanguages.search.overridden')}</option>
          </select>
        </label>
      ) : null}
      <button type="submit" className={secondaryButtonClass}>
        {t('adminLanguages.search.submit')}
      </button>
    </Form>
  )
}

export function StringEditor({
  editing,
  lastResult,
  cancelHref,
}: {
  editing: StringRowView | { key: string; creating: true }
  lastResult: SubmissionResult<string[]> | undefined
  cancelHref: string
}) {
  const { t } = useTranslation()
  const row = 'creating' in editing ? null : editing
  const [form, fields] = useForm({
    id: 'string-editor',
    lastResult,
    defaultValue: { key: editing.key, zh: row?.zh ?? '', en: row?.en ?? '', hostId: row?.hostId ?? '' },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: stringFormSchema }),
  })
  return (
    <section className="my-4 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="string-editor-title">
      <h2 id="string-editor-title" className="font-semibold">
        {row ? t('adminLanguages.strings.editTitle', { key: row.key }) : t('adminLanguages.strings.addTitle')}
      </h2>
      {row ? (
        <div className="mt-2 text-sm text-slate-600">
          <span className="mr-2">{t('adminLanguages.pages.usedOn')}</span>
          <PagesList pages={row.pages} />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <label htmlFor={fields.key.id} className="mb-1 block text-sm font-medium">
            {t('adminLanguages.columns.key')}
          </label>
          <input
            {...getInputProps(fields.key, { type: 'text' })}
            readOnly={!!row}
            className={`${inputClass} font-mono ${row ? 'bg-slate-50' : ''}`}
          />
          <FieldErrors id={fields.key.errorId} errors={fields.key.errors} />
        </div>
        {(['zh', 'en'] as const).map((language) => (
          <div key={language}>
            <label htmlFor={fields[language].id} className="mb-1 block text-sm font-medium">
              {t(`adminLanguages.columns.${language}`)}
            </label>
            <textarea {...getTextareaProps(fields[language])} rows={3} className={inputClass} />
            {row?.bundled ? (
              <p className="mt-1 text-xs text-slate-500">
                {t('adminLanguages.strings.bundledText', { text: row.bundled[language] })}
              </p>
            ) : null}
            <FieldErrors id={fields[language].errorId} errors={fields[language].errors} />
          </div>
        ))}
        <div>
          <label htmlFor={fields.hostId.id} className="mb-1 block text-sm font-medium">
            {t('adminLanguages.columns.hostId')}
          </label>
          <input {...getInputProps(fields.hostId, { type: 'text' })} className={inputClass} />
          <FieldErrors id={fields.hostId.errorId} errors={fields.hostId.errors} />
        </div>
        <div className="flex items-end justify-end gap-3 md:col-span-2">
          <Link to={cancelHref} className={secondaryButtonClass}>
            {t('admin.confirm.cancel')}
          </Link>
          <button type="submit" name="intent" value="saveString" className={primaryButtonClass}>
            {t('adminLanguages.strings.save')}
          </button>
        </div>
      </Form>
    </section>
  )
}

export function UploadPanel({
  report,
  error,
}: {
  report: UploadReport | null
  error: { messageKey: string; values: Record<string, string | number> } | null
}) {
  const { t } = useTranslation()
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="upload-title">
      <h2 id="upload-title" className="font-semibold">
        {t('adminLanguages.upload.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('adminLanguages.upload.help', { mb: LANGUAGE_UPLOAD_MAX_BYTES / 1024 / 1024 })}
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-center gap-3">
        <label className="text-sm">
          <span className="sr-only">{t('adminLanguages.upload.file')}</span>
          <input type="file" name="file" accept=".csv,.xlsx" className="text-sm" />
        </label>
        <button type="submit" name="intent" value="upload" className={primaryButtonClass}>
          {t('adminLanguages.upload.submit')}
        </button>
      </Form>
      {error ? (
        <p className="mt-3 text-sm text-red-600" role="alert">
          {t(error.messageKey, error.values)}
        </p>
      ) : null}
      {report ? (
        <div className="mt-4" data-testid="upload-report">
          <p className="text-sm font-medium" role="status">
            {t('adminLanguages.upload.summary', { fileName: report.fileName, ...report.counts })}
          </p>
          <div className="mt-2 overflow-x-auto">
            <table className="min-w-full text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('adminLanguages.upload.line')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminLanguages.columns.key')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminLanguages.upload.outcome')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {report.rows.map((row) => (
                  <tr key={row.line} className={row.outcome === 'refused' ? 'text-red-700' : ''}>
                    <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                    <td className="break-all px-3 py-1.5 font-mono text-xs">{row.key}</td>
                    <td className="px-3 py-1.5">
                      {t(`adminLanguages.upload.outcomes.${row.outcome}`)}
                      {row.reason ? `: ${t(row.reason, row.values)}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  )
}

export function RichTextUses({ uses }: { uses: RichTextUseView[] }) {
  const { t, i18n } = useTranslation()
  if (uses.length === 0) return <span className="text-slate-400">{t('adminLanguages.richTexts.unused')}</span>
  return (
    <ul className="space-y-0.5">
      {uses.map((use) => (
        <li key={`${use.workflowId}-${use.part}`}>
          <Link to={`/analysis-introduction/${use.workflowId}`} className="text-brand-600 hover:underline">
            {i18n.language === 'en' && use.workflowTitleEn ? use.workflowTitleEn : use.workflowTitle}
          </Link>{' '}
          · {t(`adminLanguages.richTexts.parts.${use.part}`)}
        </li>
      ))}
    </ul>
  )
}

export function richTextColumns(t: TFunction): AdminColumn<RichTextRowView>[] {
  return [
    { id: 'id', header: t('adminLanguages.columns.id'), numeric: true, cell: (row) => row.id },
    {
      id: 'key',
      header: t('adminLanguages.columns.key'),
      sortable: true,
      cell: (row) => (
        <span className="break-all font-mono text-xs">
          <ListLink changes={{ edit: row.id }}>{row.key}</ListLink>
        </span>
      ),
    },
    { id: 'hostId', header: t('adminLanguages.columns.hostId'), cell: (row) => row.hostId ?? '' },
    {
      id: 'excerpt',
      header: t('adminLanguages.columns.excerpt'),
      cell: (row) => <span className="line-clamp-2 text-slate-600">{row.excerpt}</span>,
    },
    { id: 'uses', header: t('adminLanguages.columns.uses'), cell: (row) => <RichTextUses uses={row.uses} /> },
    {
      id: 'updatedAt',
      header: t('adminLanguages.columns.updatedAt'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{row.updatedAt.slice(0, 16).replace('T', ' ')}</span>,
    },
    {
      id: 'actions',
      header: t('adminLanguages.columns.actions'),
      cell: (row) => (
        <span className="flex gap-3 whitespace-nowrap">
          <ListLink changes={{ edit: row.id }}>{t('adminLanguages.richTexts.edit')}</ListLink>
          <ListLink changes={{ confirm: row.id, edit: undefined }}>{t('adminLanguages.richTexts.delete')}</ListLink>
        </span>
      ),
    },
  ]
}

/**
 * HTML in a textarea; with JavaScript, a formatting toolbar over an editable view of it as well.
 * The textarea stays the field that is posted, so the page works the same without JavaScript.
 */
export function HtmlEditor({ textarea, label }: { textarea: React.ComponentProps<'textarea'>; label: string }) {
  const { t } = useTranslation()
  const [enhanced, setEnhanced] = useState(false)
  const [showSource, setShowSource] = useState(false)
  const source = useRef<HTMLTextAreaElement>(null)
  const visual = useRef<HTMLDivElement>(null)
  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    if (enhanced && !showSource && visual.current && source.current) visual.current.innerHTML = source.current.value
  }, [enhanced, showSource])
  const sync = () => {
    if (visual.current && source.current) source.current.value = visual.current.innerHTML
  }
  const command = (name: string, value?: string) => {
    visual.current?.focus()
    document.execCommand(name, false, value)
    sync()
  }
  return (
    <div>
      {enhanced ? (
        <div className="mb-1 flex flex-wrap gap-1" role="toolbar" aria-label={label}>
          {showSource ? null : (
            <>
              <button type="button" className={secondaryButtonClass} onClick={() => command('bold')}>
                <strong>B</strong>
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => command('italic')}>
                <em>I</em>
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => command('formatBlock', 'h3')}>
                H3
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => command('formatBlock', 'p')}>
                ¶
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => command('insertUnorderedList')}>
                •
              </button>
            </>
          )}
          <button type="button" className={secondaryButtonClass} onClick={() => setShowSource(!showSource)}>
            {t(showSource ? 'adminLanguages.richTexts.visual' : 'adminLanguages.richTexts.source')}
          </button>
        </div>
      ) : null}
      {enhanced && !showSource ? (
        <div
          ref={visual}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          onInput={sync}
          className={`${inputClass} prose prose-sm min-h-40 max-w-none`}
        />
      ) : null}
      <textarea
        {...textarea}
        ref={source}
        rows={10}
        className={`${inputClass} font-mono text-xs ${enhanced && !showSource ? 'hidden' : ''}`}
      />
    </div>
  )
}

export function RichTextEditor({
  record,
  lastResult,
  preview,
  cancelHref,
}: {
  record:
    | (RichTextRowView & { zh: string; en: string })
    | (Omit<RichTextRowView, 'excerpt'> & { zh: string; en: string })
    | null
  lastResult: SubmissionResult<string[]> | undefined
  preview: { zh: string; en: string } | null
  cancelHref: string
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'rich-text-editor',
    lastResult,
    defaultValue: record
      ? { id: String(record.id), key: record.key, hostId: record.hostId ?? '', zh: record.zh, en: record.en }
      : { key: '', hostId: '', zh: '', en: '' },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: richTextFormSchema }),
  })
  return (
    <section className="my-4 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="rich-text-title">
      <h2 id="rich-text-title" className="font-semibold">
        {record ? t('adminLanguages.richTexts.editTitle', { key: record.key }) : t('adminLanguages.richTexts.addTitle')}
      </h2>
      {record ? (
        <div className="mt-2 text-sm text-slate-600">
          <span>{t('adminLanguages.richTexts.usedBy')}</span> <RichTextUses uses={record.uses} />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
        {record ? <input type="hidden" name="id" value={record.id} /> : null}
        <div className="grid gap-3 md:grid-cols-2">
          <div>
            <label htmlFor={fields.key.id} className="mb-1 block text-sm font-medium">
              {t('adminLanguages.columns.key')}
            </label>
            <input {...getInputProps(fields.key, { type: 'text' })} className={`${inputClass} font-mono`} />
            <FieldErrors id={fields.key.errorId} errors={fields.key.errors} />
          </div>
          <div>
            <label htmlFor={fields.hostId.id} className="mb-1 block text-sm font-medium">
              {t('adminLanguages.columns.hostId')}
            </label>
            <input {...getInputProps(fields.hostId, { type: 'text' })} className={inputClass} />
            <FieldErrors id={fields.hostId.errorId} errors={fields.hostId.errors} />
          </div>
        </div>
        <FieldErrors id={fields.id.errorId} errors={fields.id.errors} />
        {(['zh', 'en'] as const).map((language) => (
          <div key={language}>
            <label htmlFor={fields[language].id} className="mb-1 block text-sm font-medium">
              {t(`adminLanguages.richTexts.html.${language}`)}
            </label>
            <HtmlEditor
              textarea={getTextareaProps(fields[language])}
              label={t(`adminLanguages.richTexts.html.${language}`)}
            />
            <FieldErrors id={fields[language].errorId} errors={fields[language].errors} />
          </div>
        ))}
        <p className="text-xs text-slate-500">{t('adminLanguages.richTexts.sanitised')}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={cancelHref} className={secondaryButtonClass}>
            {t('admin.confirm.cancel')}
          </Link>
          <button type="submit" name="intent" value="previewRichText" className={secondaryButtonClass} formNoValidate>
            {t('adminLanguages.richTexts.preview')}
          </button>
          <button type="submit" name="intent" value="saveRichText" className={primaryButtonClass}>
            {t('adminLanguages.richTexts.save')}
          </button>
        </div>
      </Form>
      {preview ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2" data-testid="rich-text-preview">
          {(['zh', 'en'] as const).map((language) => (
            <article key={language} className="rounded border border-dashed border-slate-300 p-3">
              <h3 className="mb-2 text-xs font-medium uppercase text-slate-500">
                {t('adminLanguages.richTexts.previewOf', { language: t(`adminLanguages.columns.${language}`) })}
              </h3>
              {/* Sanitised on the server with the policy the customer pages use. */}
              <div className="prose prose-sm max-w-none" dangerouslySetInnerHTML={{ __html: preview[language] }} />
            </article>
          ))}
        </div>
      ) : null}
    </section>
  )
}
