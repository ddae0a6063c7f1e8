import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PERMISSIONS } from '#core/permissions'
import { ToolEditorPage } from '~/components/admin/tool-editor-form'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { handleToolEditorAction, toolEditorPageData } from '~/utils/admin/tool-editor-page.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Edit tool' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return json(await toolEditorPageData(request, 'edit', params.id))
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  return handleToolEditorAction(request, auditActor(user, context), 'edit', params.id)
}

export default function SettingToolEditPage() {
  const { t } = useTranslation()
  return (
    <ToolEditorPage
      title={t('adminTools.editor.editTitle')}
      submitLabel={t('adminTools.editor.save')}
      loaded={useLoaderData<typeof loader>()}
      answer={useActionData<typeof action>()}
    />
  )
}
