import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PERMISSIONS } from '#core/permissions'
import { ToolEditorPage } from '~/components/admin/tool-editor-form'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { handleToolEditorAction, toolEditorPageData } from '~/utils/admin/tool-editor-page.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Copy tool' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return json(await toolEditorPageData(request, 'copy', params.id))
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  return handleToolEditorAction(request, auditActor(user, context), 'copy', params.id)
}

export default function SettingToolCopyPage() {
  const { t } = useTranslation()
  return (
    <ToolEditorPage
      title={t('adminTools.editor.copyTitle')}
      submitLabel={t('adminTools.editor.create')}
      loaded={useLoaderData<typeof loader>()}
      answer={useActionData<typeof action>()}
    />
  )
}
