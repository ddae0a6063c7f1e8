import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PERMISSIONS } from '#core/permissions'
import { FormEditor } from '~/components/admin/form-editor'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { blankDraft, draftOf } from '~/utils/admin/form-definition'
import { handleFormEditorAction, type FormEditorActionData } from '~/utils/admin/form-editor.server'
import { copyName, findForm } from '~/utils/admin/forms.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · New form' }]

/** `/setting/form/create/0` starts a blank form; `/setting/form/create/<id>` a copy of that form. */
const params = z.object({ id: z.union([z.literal('0').transform(() => null), idParam]) })

async function sourceForm(request: Request, routeParams: LoaderFunctionArgs['params']) {
  const { id } = await parseRouteParams(request, routeParams, params)
  if (id === null) return null
  const form = await findForm(id)
  if (!form) throw await requestError(request, 404, 'errors.notFound')
  return form
}

export async function loader({ request, params: routeParams }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const source = await sourceForm(request, routeParams)
  return json({
    copyOf: source ? source.name : null,
    draft: source ? { ...draftOf(source), name: await copyName(source.name) } : blankDraft(),
  })
}

export async function action({ request, params: routeParams, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const source = await sourceForm(request, routeParams)
  return handleFormEditorAction(request, auditActor(user, context), { kind: 'create', copiedFrom: source?.id ?? null })
}

export default function SettingFormCreatePage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as FormEditorActionData | undefined
  return (
    <section className="space-y-4 px-4 py-6" data-page="settingFormCreate">
      <Link to="/setting/form" className="text-sm text-brand-700 hover:underline">
        ← {t('adminForms.editor.back')}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">
        {data.copyOf ? t('adminForms.editor.copyTitle', { name: data.copyOf }) : t('adminForms.editor.createTitle')}
      </h1>
      <FormEditor
        draft={actionData?.draft ?? data.draft}
        errors={actionData?.errors ?? {}}
        revision={actionData?.revision ?? 'loaded'}
        confirm={null}
        submitLabel={t('adminForms.editor.create')}
        cancelHref="/setting/form"
      />
    </section>
  )
}
