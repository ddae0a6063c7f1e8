import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { inLanguage, languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { FormEditor } from '~/components/admin/form-editor'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { draftOf } from '~/utils/admin/form-definition'
import { handleFormEditorAction, type FormEditorActionData } from '~/utils/admin/form-editor.server'
import { findForm, formUsers } from '~/utils/admin/forms.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Form' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const id = await parseRouteId(request, params.id)
  const form = await findForm(id)
  if (!form) throw await requestError(request, 404, 'errors.notFound')
  const users = await formUsers(id)
  return json({ id, name: form.name, draft: draftOf(form), tools: users.tools })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const id = await parseRouteId(request, params.id)
  return handleFormEditorAction(request, auditActor(user, context), { kind: 'edit', id })
}

export default function SettingFormEditPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as FormEditorActionData | undefined
  return (
    <section className="space-y-4 px-4 py-6" data-page="settingFormEdit">
      <Link to="/setting/form" className="text-sm text-brand-700 hover:underline">
        ← {t('adminForms.editor.back')}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{t('adminForms.editor.editTitle', { name: data.name })}</h1>
      {data.tools.length > 0 ? (
        <p className="text-sm text-slate-600" data-testid="form-used-by">
          {t('adminForms.editor.usedBy', { count: data.tools.length })}:{' '}
          {data.tools.map((tool, index) => (
            <span key={tool.id}>
              {index > 0 ? ', ' : null}
              <Link to={`/tool/${tool.id}`} className="text-brand-700 hover:underline">
                {inLanguage(language, tool.title, tool.titleEn)}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <FormEditor
        draft={actionData?.draft ?? data.draft}
        errors={actionData?.errors ?? {}}
        revision={actionData?.revision ?? 'loaded'}
        confirm={actionData?.confirm ?? null}
        submitLabel={t('adminForms.editor.save')}
        cancelHref={`/setting/form/edit/${data.id}`}
      />
    </section>
  )
}
