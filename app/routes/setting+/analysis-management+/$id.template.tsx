import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WorkflowAdminNav } from '~/components/admin/workflow-admin-nav'
import { TemplateEditor } from '~/components/admin/template-editor'
import { inLanguage, languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { requireRouteAccess } from '~/utils/access.server'
import { applyIntent, parseIntent, type TemplateDraft, type TemplateErrors } from '~/utils/admin/project-template'
import {
  draftFromForm,
  draftOf,
  editorRevision,
  removedBySave,
  saveProjectTemplate,
  TemplateChanged,
  templateEditorData,
  validateTemplate,
} from '~/utils/admin/project-template.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { parseRouteId } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'
import { primaryButtonClass } from '~/components/ui/field'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const workflowId = await parseRouteId(request, params.id)
  const data = await templateEditorData(getDb(), workflowId)
  if (!data) throw await requestError(request, 404, 'errors.notFound')
  const t = await i18next.getFixedT(request)
  return json(
    {
      workflow: data.workflow,
      tools: data.tools,
      forms: data.forms,
      draft: draftOf(data.template),
      revision: editorRevision(),
      pageTitle: t('adminTemplate.title'),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.pageTitle ?? ''} · BioCloud` }]

interface ActionData {
  draft: TemplateDraft
  errors: TemplateErrors
  /** A form-level message (i18n key). */
  message?: string
  /** The save would delete these stored groups and items: asked to confirm. */
  confirmRemoval?: { groups: string[]; items: string[] }
  revision: string
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const workflowId = await parseRouteId(request, params.id)
  const form = await readFormData(request)
  const intent = parseIntent(String(form.get('intent') ?? ''))
  if (!intent) throw await requestError(request, 400, 'errors.badRequest')
  const draft = draftFromForm(form)
  const reply = (data: Omit<ActionData, 'revision'>, status = 200) =>
    json<ActionData>({ ...data, revision: editorRevision() }, { status })
  if (intent.kind !== 'save') return reply({ draft: applyIntent(draft, intent), errors: {} })

  const db = getDb()
  const checked = await validateTemplate(db, draft)
  if (!checked.ok) return reply({ draft, errors: checked.errors, message: 'adminTemplate.errors.summary' }, 400)
  if (!intent.confirmed) {
    const removal = await removedBySave(db, workflowId, draft)
    if (removal.groups.length || removal.items.length) return reply({ draft, errors: {}, confirmRemoval: removal })
  }
  try {
    await saveProjectTemplate(db, workflowId, checked.template, user)
  } catch (error) {
    if (!(error instanceof TemplateChanged)) throw error
    return reply({ draft, errors: {}, message: 'adminTemplate.errors.changedMeanwhile' }, 409)
  }
  return redirect(new URL(request.url).pathname, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'adminTemplate.saved' }),
    },
  })
}

export default function ProjectTemplatePage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const navigation = useNavigation()
  const draft = actionData?.draft ?? data.draft
  const title = inLanguage(language, data.workflow.title, data.workflow.titleEn)
  return (
    <div className="space-y-4 p-3 sm:p-4" data-page="admin-template">
      <WorkflowAdminNav workflowId={data.workflow.id} title={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{t('adminTemplate.title')}</h1>
        <div className="flex flex-wrap gap-2 text-sm">
          <Link
            to="."
            reloadDocument
            className="rounded-md border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50"
            data-testid="template-refresh"
          >
            {t('adminTemplate.refresh')}
          </Link>
          <a
            href={`/setting/analysis-management/${data.workflow.id}/template-sample`}
            download
            className="rounded-md border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50"
            data-testid="template-export"
          >
            {t('adminTemplate.export')}
          </a>
        </div>
      </div>
      {actionData?.message ? (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700" role="alert">
          {t(actionData.message)}
        </p>
      ) : null}
      {/* noValidate: add, move and remove must work whatever is typed, and the server's messages are the spec's. */}
      <Form method="post" noValidate key={actionData?.revision ?? data.revision} data-testid="template-form">
        {/* The first submit button is what Enter presses: saving, which asks before deleting anything. */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          {t('adminTemplate.save')}
        </button>
        {actionData?.confirmRemoval ? (
          <section
            className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4"
            role="alertdialog"
            aria-labelledby="template-confirm-title"
            data-testid="confirm-panel"
          >
            <h2 id="template-confirm-title" className="font-semibold text-red-800">
              {t('adminTemplate.confirmRemoval.title')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('adminTemplate.confirmRemoval.message')}</p>
            <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
              {actionData.confirmRemoval.groups.map((name, index) => (
                <li key={`g${index}`}>{t('adminTemplate.confirmRemoval.group', { name })}</li>
              ))}
              {actionData.confirmRemoval.items.map((name, index) => (
                <li key={`i${index}`}>{t('adminTemplate.confirmRemoval.item', { name })}</li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Link to="." reloadDocument className="rounded-md px-4 py-2 text-sm text-slate-700 hover:bg-slate-100">
                {t('adminTemplate.confirmRemoval.discard')}
              </Link>
              <button
                type="submit"
                name="intent"
                value="save-confirmed"
                className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
              >
                {t('adminTemplate.confirmRemoval.confirm')}
              </button>
            </div>
          </section>
        ) : null}
        <TemplateEditor
          draft={draft}
          errors={actionData?.errors ?? {}}
          tools={data.tools}
          forms={data.forms}
          busy={navigation.state !== 'idle'}
        />
        <div className="sticky bottom-0 mt-4 flex justify-end border-t border-slate-200 bg-white/95 py-3">
          <button type="submit" name="intent" value="save" className={primaryButtonClass} data-testid="template-save">
            {t('adminTemplate.save')}
          </button>
        </div>
      </Form>
    </div>
  )
}
