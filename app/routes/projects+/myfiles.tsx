import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { getDb } from '#db/client'
import { enqueue } from '#db/job-queue'
import { env } from '#core/env'
import { FileList } from '~/components/files/file-list'
import { ResumableUpload } from '~/components/files/resumable-upload'
import { StorageSummary } from '~/components/files/storage-summary'
import { PageNav } from '~/components/paged-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import {
  commitPersonalUploads,
  createPersonalFolder,
  deletePersonalEntries,
  describePersonalEntries,
  discardStagedUploads,
  listPersonalFolder,
  listPersonalFolderPaths,
  movePersonalEntries,
  parseFolderPath,
  PERSONAL_PAGE_SIZE,
  PersonalFilesRefusal,
  renamePersonalEntry,
  setPersonalFilesPublic,
  stagedUploadsOf,
  storageSummary,
  validEntryName,
} from '~/utils/files/personal-files.server'
import { PERSONAL_FILE_LIMIT_BYTES, readPersonalUpload } from '~/utils/files/personal-uploads.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, MAX_DATABASE_ID, optional, pageParam } from '~/utils/request-input.server'
import { formatBytes } from '~/utils/tools/formatting.server'
import { MAX_FILES_PER_REQUEST } from '~/utils/tools/uploads.server'
import { i18next } from '~/utils/translations.server'

const PAGE_PATH = '/projects/myfiles'
const SELECTION_FORM = 'file-selection'

const pageQuerySchema = z.object({
  folder: z.string().max(1000).optional(),
  page: optional(pageParam),
  panel: z.enum(['move', 'delete']).optional(),
  rename: optional(idParam),
  /** The zip download was asked for with nothing chosen. */
  nothingChosen: z.literal('1').optional(),
  id: z.array(idParam).max(PERSONAL_PAGE_SIZE).default([]),
})

function folderHref(folder: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...(folder ? { folder } : {}), ...extra }).toString()
  return query ? `${PAGE_PATH}?${query}` : PAGE_PATH
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const params = new URL(request.url).searchParams
  const parsed = pageQuerySchema.safeParse({
    ...Object.fromEntries([...params].filter(([key]) => key !== 'id')),
    id: params.getAll('id'),
  })
  const folder = parsed.success ? parseFolderPath(parsed.data.folder) : null
  if (!parsed.success || folder === null) throw await requestError(request, 400, 'errors.badRequest')
  const query = parsed.data
  const page = query.page ?? 1
  const [listing, storage] = await Promise.all([listPersonalFolder(user.id, folder, page), storageSummary(user.id)])
  if (!listing) throw await requestError(request, 404, 'errors.notFound')
  const chosen =
    query.panel && query.id.length ? await describePersonalEntries(user.id, query.id).catch(() => null) : null
  return json({
    folder,
    breadcrumbs: listing.breadcrumbs,
    entries: listing.entries.map((entry) => ({
      id: entry.id,
      name: entry.name,
      isFolder: entry.isFolder,
      size: formatBytes(entry.sizeBytes),
      uploadedAt: formatDateTime(entry.uploadedAt, language),
      isPublic: entry.isPublic,
      href: entry.isFolder
        ? folderHref(folder ? `${folder}/${entry.name}` : entry.name)
        : `/resources/my-files/${entry.id}`,
    })),
    total: listing.total,
    page,
    pageCount: Math.max(1, Math.ceil(listing.total / PERSONAL_PAGE_SIZE)),
    storage,
    panel: chosen ? { kind: query.panel!, entries: chosen } : null,
    folderPaths: query.panel === 'move' && chosen ? await listPersonalFolderPaths(user.id) : [],
    nothingChosen: query.nothingChosen === '1' || (query.panel !== undefined && query.id.length === 0),
    renaming: listing.entries.find((entry) => entry.id === query.rename) ?? null,
    limits: { files: MAX_FILES_PER_REQUEST, megabytes: PERSONAL_FILE_LIMIT_BYTES / 1024 / 1024 },
    resumableUploadMaxMb: env().RESUMABLE_UPLOAD_MAX_MB,
  })
}

const idList = z.array(z.coerce.number().int().positive().max(MAX_DATABASE_ID)).min(1).max(PERSONAL_PAGE_SIZE)
const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('createFolder'), name: z.string().max(200) }),
  z.object({ intent: z.literal('move'), id: idList, target: z.string().max(1000) }),
  z.object({ intent: z.literal('rename'), id: idList.length(1), name: z.string().max(200) }),
  z.object({ intent: z.literal('delete'), id: idList }),
  z.object({ intent: z.literal('setPublic'), id: idList, public: z.enum(['0', '1']) }),
  z.object({
    intent: z.literal('confirmReplace'),
    staged: z.array(z.string().max(400)).min(1).max(MAX_FILES_PER_REQUEST),
  }),
  z.object({
    intent: z.literal('cancelReplace'),
    staged: z.array(z.string().max(400)).min(1).max(MAX_FILES_PER_REQUEST),
  }),
  z.object({ intent: z.literal('recalculate') }),
])

type Problem = { messageKey: string; values: Record<string, string | number> }
type ActionData =
  { problems: Problem[] } | { confirm: { clashes: string[]; staged: Array<{ storageKey: string; name: string }> } }

async function done(
  request: Request,
  folder: string,
  messageKey: string,
  values: Record<string, string | number> = {},
) {
  return redirect(folderHref(folder), {
    headers: { 'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey, values }) },
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  // Every form names the folder it acts in in its address, so the upload's folder is known before its body.
  const folder = parseFolderPath(new URL(request.url).searchParams.get('folder'))
  if (folder === null) throw await requestError(request, 400, 'errors.badRequest')
  try {
    if ((request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      const upload = await readPersonalUpload(request, user.id)
      if (upload.status === 'refused') return json<ActionData>({ problems: upload.problems }, { status: 400 })
      const outcome = await commitPersonalUploads(user.id, folder, upload.files, { replaceConfirmed: false })
      if (outcome.status === 'needsConfirmation')
        return json<ActionData>({
          confirm: {
            clashes: outcome.clashes,
            staged: outcome.staged.map((file) => ({ storageKey: file.storageKey, name: file.name })),
          },
        })
      return done(request, folder, 'personalFiles.upload.done', { count: outcome.count })
    }
    const form = await readFormData(request)
    const parsed = actionSchema.safeParse({
      ...Object.fromEntries(form),
      id: form.getAll('id'),
      staged: form.getAll('staged'),
    })
    if (!parsed.success)
      return json<ActionData>(
        { problems: [{ messageKey: 'personalFiles.errors.invalid', values: {} }] },
        { status: 400 },
      )
    const input = parsed.data
    switch (input.intent) {
      case 'createFolder': {
        const name = validEntryName(input.name)
        if (!name) throw new PersonalFilesRefusal('personalFiles.errors.badName')
        await createPersonalFolder(user.id, folder, name)
        return done(request, folder, 'personalFiles.folder.created', { name })
      }
      case 'move': {
        const target = parseFolderPath(input.target)
        if (target === null) throw new PersonalFilesRefusal('personalFiles.errors.noSuchFolder')
        const moved = await movePersonalEntries(user.id, input.id, target)
        return done(request, folder, 'personalFiles.move.done', { count: moved })
      }
      case 'rename': {
        const name = validEntryName(input.name)
        if (!name) throw new PersonalFilesRefusal('personalFiles.errors.badName')
        await renamePersonalEntry(user.id, input.id[0], name)
        return done(request, folder, 'personalFiles.rename.done', { name })
      }
      case 'delete': {
        const count = await deletePersonalEntries(user.id, input.id)
        return done(request, folder, 'personalFiles.delete.done', { count })
      }
      case 'setPublic':
        await setPersonalFilesPublic(user.id, input.id, input.public === '1')
        return done(
          request,
          folder,
          input.public === '1' ? 'personalFiles.visibility.madePublic' : 'personalFiles.visibility.madePrivate',
        )
      case 'confirmReplace': {
        const staged = await stagedUploadsOf(user.id, input.staged)
        const outcome = await commitPersonalUploads(user.id, folder, staged, { replaceConfirmed: true })
        return done(request, folder, 'personalFiles.upload.done', {
          count: outcome.status === 'stored' ? outcome.count : 0,
        })
      }
      case 'cancelReplace':
        await discardStagedUploads(user.id, input.staged)
        return done(request, folder, 'personalFiles.upload.cancelled')
      case 'recalculate':
        await enqueue(getDb(), 'recalculate_storage_use', { userId: user.id })
        return done(request, folder, 'personalFiles.storage.recalculating')
    }
  } catch (error) {
    if (!(error instanceof PersonalFilesRefusal)) throw error
    return json<ActionData>({ problems: [{ messageKey: error.messageKey, values: error.values }] }, { status: 400 })
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

function Problems({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation()
  return (
    <ul
      role="alert"
      className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
      data-testid="file-problems"
    >
      {problems.map((problem, index) => (
        <li key={index}>{t(problem.messageKey, problem.values)}</li>
      ))}
    </ul>
  )
}

function ReplaceConfirmation({
  folder,
  confirm,
}: {
  folder: string
  confirm: { clashes: string[]; staged: Array<{ storageKey: string; name: string }> }
}) {
  const { t } = useTranslation()
  return (
    <div
      role="alertdialog"
      aria-labelledby="replace-title"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
      data-testid="replace-confirmation"
    >
      <h2 id="replace-title" className="font-semibold">
        {t('personalFiles.replace.title')}
      </h2>
      <p>{t('personalFiles.replace.body', { names: confirm.clashes.join(', ') })}</p>
      <Form method="post" action={folderHref(folder)} className="flex flex-wrap gap-2">
        {confirm.staged.map((file) => (
          <input key={file.storageKey} type="hidden" name="staged" value={file.storageKey} />
        ))}
        <button type="submit" name="intent" value="confirmReplace" className={primaryButtonClass}>
          {t('personalFiles.replace.confirm')}
        </button>
        <button
          type="submit"
          name="intent"
          value="cancelReplace"
          className="rounded-md border border-slate-300 px-4 py-2"
        >
          {t('personalFiles.replace.cancel')}
        </button>
      </Form>
    </div>
  )
}

function SelectionPanel({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const panel = data.panel!
  const names = panel.entries.map((entry) => entry.name).join(', ')
  return (
    <div
      role="dialog"
      aria-labelledby="panel-title"
      className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-4 text-sm"
      data-testid={`${panel.kind}-panel`}
    >
      <h2 id="panel-title" className="font-semibold">
        {t(panel.kind === 'move' ? 'personalFiles.move.title' : 'personalFiles.delete.title')}
      </h2>
      <p className="break-all">
        {t(panel.kind === 'move' ? 'personalFiles.move.body' : 'personalFiles.delete.body', {
          count: panel.entries.length,
          names,
        })}
      </p>
      <Form method="post" action={folderHref(data.folder)} className="flex flex-wrap items-end gap-2">
        {panel.entries.map((entry) => (
          <input key={entry.id} type="hidden" name="id" value={entry.id} />
        ))}
        {panel.kind === 'move' ? (
          <label className="flex flex-col gap-1">
            <span>{t('personalFiles.move.target')}</span>
            <select name="target" className={inputClass} defaultValue="">
              <option value="">{t('personalFiles.breadcrumbs.root')}</option>
              {data.folderPaths.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="submit"
          name="intent"
          value={panel.kind}
          className={panel.kind === 'delete' ? 'rounded-md bg-red-600 px-4 py-2 text-white' : primaryButtonClass}
        >
          {t(panel.kind === 'move' ? 'personalFiles.move.confirm' : 'personalFiles.delete.confirm')}
        </button>
        <Link to={folderHref(data.folder)} className="rounded-md border border-slate-300 px-4 py-2">
          {t('personalFiles.cancel')}
        </Link>
      </Form>
    </div>
  )
}

export default function MyFilesPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<ActionData>()
  const navigation = useNavigation()
  const { t } = useTranslation()
  const uploading = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data'
  return (
    <section className="flex flex-col gap-4 p-4" data-page="myFiles">
      <header className="flex flex-col gap-2">
        <h1 className="text-xl font-semibold">{t('personalFiles.title')}</h1>
        <StorageSummary storage={data.storage}>
          <Form method="post" action={folderHref(data.folder)}>
            <button type="submit" name="intent" value="recalculate" className="text-brand-600 underline">
              {t('personalFiles.storage.recalculate')}
            </button>
          </Form>
        </StorageSummary>
      </header>

      <nav
        aria-label={t('personalFiles.breadcrumbs.label')}
        className="flex flex-wrap items-center gap-1 text-sm"
        data-testid="breadcrumbs"
      >
        <Link to={PAGE_PATH} className="text-brand-600 underline">
          {t('personalFiles.breadcrumbs.root')}
        </Link>
        {data.breadcrumbs.map((crumb) => (
          <span key={crumb.path} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <Link to={folderHref(crumb.path)} className="text-brand-600 underline">
              {crumb.name}
            </Link>
          </span>
        ))}
      </nav>

      {actionData && 'problems' in actionData ? <Problems problems={actionData.problems} /> : null}
      {actionData && 'confirm' in actionData ? (
        <ReplaceConfirmation folder={data.folder} confirm={actionData.confirm} />
      ) : null}
      {data.panel ? <SelectionPanel data={data} /> : null}
      {data.nothingChosen ? (
        <Problems problems={[{ messageKey: 'personalFiles.errors.nothingChosen', values: {} }]} />
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <Form
          method="post"
          action={folderHref(data.folder)}
          encType="multipart/form-data"
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm"
          data-testid="upload-form"
        >
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('personalFiles.upload.label')}</span>
            <input type="file" name="files" multiple required className="max-w-full text-sm" />
          </label>
          <p className="text-slate-500">{t('personalFiles.upload.limits', data.limits)}</p>
          <button type="submit" className={primaryButtonClass} disabled={uploading}>
            {t(uploading ? 'personalFiles.upload.uploading' : 'personalFiles.upload.submit')}
          </button>
        </Form>
        <Form
          method="post"
          action={folderHref(data.folder)}
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm"
        >
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('personalFiles.folder.name')}</span>
            <input name="name" required maxLength={120} className={inputClass} />
          </label>
          <button type="submit" name="intent" value="createFolder" className={primaryButtonClass}>
            {t('personalFiles.folder.create')}
          </button>
        </Form>
      </div>
      {/* Large files (several GB) upload resumably into the folder shown; without JavaScript it only says so. */}
      <ResumableUpload folder={data.folder} maxMb={data.resumableUploadMaxMb} />

      {data.renaming ? (
        <Form
          method="post"
          action={folderHref(data.folder)}
          className="flex flex-wrap items-end gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm"
          data-testid="rename-form"
        >
          <input type="hidden" name="id" value={data.renaming.id} />
          <label className="flex flex-col gap-1">
            <span>{t('personalFiles.rename.label', { name: data.renaming.name })}</span>
            <input name="name" required maxLength={120} defaultValue={data.renaming.name} className={inputClass} />
          </label>
          <button type="submit" name="intent" value="rename" className={primaryButtonClass}>
            {t('personalFiles.rename.submit')}
          </button>
          <Link to={folderHref(data.folder)} className="rounded-md border border-slate-300 px-4 py-2">
            {t('personalFiles.cancel')}
          </Link>
        </Form>
      ) : null}

      {/* A plain GET form: zip downloads go to the browser as a file, move and delete open their panels. */}
      <form id={SELECTION_FORM} method="get" action={PAGE_PATH} className="flex flex-wrap gap-2 text-sm">
        {data.folder ? <input type="hidden" name="folder" value={data.folder} /> : null}
        <button
          type="submit"
          formAction="/resources/my-files-zip"
          className="rounded-md border border-slate-300 px-3 py-2"
        >
          {t('personalFiles.selection.zip')}
        </button>
        <button type="submit" name="panel" value="move" className="rounded-md border border-slate-300 px-3 py-2">
          {t('personalFiles.selection.move')}
        </button>
        <button
          type="submit"
          name="panel"
          value="delete"
          className="rounded-md border border-red-300 px-3 py-2 text-red-700"
        >
          {t('personalFiles.selection.delete')}
        </button>
      </form>

      <FileList
        entries={data.entries}
        emptyText={t('personalFiles.list.empty')}
        selectionFormId={SELECTION_FORM}
        selected={data.panel?.entries.map((entry) => entry.id) ?? []}
        showPublic
        actions={(entry) => (
          <div className="flex flex-wrap items-center gap-2">
            <Link to={folderHref(data.folder, { rename: String(entry.id) })} className="text-brand-600 underline">
              {t('personalFiles.rename.action')}
            </Link>
            {entry.isFolder ? null : (
              <Form method="post" action={folderHref(data.folder)}>
                <input type="hidden" name="id" value={entry.id} />
                <input type="hidden" name="public" value={entry.isPublic ? '0' : '1'} />
                <button type="submit" name="intent" value="setPublic" className="text-brand-600 underline">
                  {t(entry.isPublic ? 'personalFiles.visibility.makePrivate' : 'personalFiles.visibility.makePublic')}
                </button>
              </Form>
            )}
          </div>
        )}
      />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 text-sm text-slate-600">
        <span>{t('personalFiles.list.total', { count: data.total })}</span>
        <PageNav
          label={t('personalFiles.title')}
          page={data.page}
          pageCount={data.pageCount}
          pageHref={(target) => folderHref(data.folder, { page: String(target) })}
        />
      </footer>
    </section>
  )
}
