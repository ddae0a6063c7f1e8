import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WorkflowFormFields } from '~/components/admin/workflow-form'
import { workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { NEW_WORKFLOW_DEFAULTS, workflowFormSchema } from '~/utils/admin/workflow-forms'
import { redirectWithMessage } from '~/utils/admin/workflow-route.server'
import { createWorkflow, listCategories } from '~/utils/admin/workflows.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return json({ categories: await listCategories() })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const submission = parseWithZod(await readFormData(request), { schema: workflowFormSchema })
  if (submission.status !== 'success')
    return json(submission.reply({ formErrors: ['adminWorkflows.messages.addFailed'] }), { status: 400 })
  const outcome = await createWorkflow(auditActor(user, context), submission.value)
  if (!outcome.ok)
    return json(
      submission.reply({
        formErrors: ['adminWorkflows.messages.addFailed'],
        fieldErrors: { categoryId: ['adminWorkflows.errors.badCategory'] },
      }),
      { status: 400 },
    )
  return redirectWithMessage(
    request,
    workflowAdminHref(outcome.id, 'edit'),
    'success',
    'adminWorkflows.messages.addSuccess',
  )
}

export default function NewWorkflowPage() {
  const { categories } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <section className="px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold">{t('adminWorkflows.form.addTitle')}</h1>
      <WorkflowFormFields
        id="workflow-add"
        lastResult={lastResult}
        categories={categories}
        defaultValue={{
          ...NEW_WORKFLOW_DEFAULTS,
          title: '',
          titleEn: '',
          description: '',
          descriptionEn: '',
          icon: '',
          labels: '',
        }}
        submitLabel={t('adminWorkflows.form.save')}
        cancelHref="/setting/analysis-management"
      />
    </section>
  )
}
