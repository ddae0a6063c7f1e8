import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WorkflowAdminNav, workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { WorkflowFormFields } from '~/components/admin/workflow-form'
import { workflowFormSchema } from '~/utils/admin/workflow-forms'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { redirectWithMessage, requireWorkflowAdmin } from '~/utils/admin/workflow-route.server'
import { listCategories, updateWorkflow } from '~/utils/admin/workflows.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  return json({ workflow, categories: await listCategories() })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const submission = parseWithZod(await readFormData(request), { schema: workflowFormSchema })
  if (submission.status !== 'success')
    return json(submission.reply({ formErrors: ['adminWorkflows.messages.editFailed'] }), { status: 400 })
  const outcome = await updateWorkflow(actor, workflow.id, submission.value)
  if (!outcome.ok)
    return json(
      submission.reply({
        formErrors: ['adminWorkflows.messages.editFailed'],
        fieldErrors: outcome.reason === 'badCategory' ? { categoryId: ['adminWorkflows.errors.badCategory'] } : {},
      }),
      { status: 400 },
    )
  return redirectWithMessage(
    request,
    workflowAdminHref(workflow.id, 'edit'),
    'success',
    'adminWorkflows.messages.editSuccess',
  )
}

export default function EditWorkflowPage() {
  const { workflow, categories } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <section className="px-4 py-6">
      <WorkflowAdminNav workflowId={workflow.id} title={workflow.title} />
      <h1 className="mb-2 text-2xl font-semibold">{t('adminWorkflows.form.editTitle')}</h1>
      <p className="mb-4 text-sm text-slate-600">
        {t('adminWorkflows.form.publishState', {
          state: workflow.isPublish ? t('adminWorkflows.list.published') : t('adminWorkflows.list.unpublished'),
        })}
      </p>
      <WorkflowFormFields
        key={workflow.id}
        id="workflow-edit"
        lastResult={lastResult}
        categories={categories}
        defaultValue={{
          categoryId: workflow.categoryId,
          title: workflow.title,
          titleEn: workflow.titleEn,
          description: workflow.description,
          descriptionEn: workflow.descriptionEn,
          icon: workflow.icon ?? '',
          labels: workflow.labels.join(', '),
          integralAmount: workflow.integralAmount,
          sort: workflow.sort,
          isNew: workflow.isNew,
          disableDemo: workflow.disableDemo,
          isActive: workflow.isActive,
          isToRelease: workflow.isToRelease,
        }}
        submitLabel={t('adminWorkflows.form.save')}
        cancelHref="/setting/analysis-management"
      />
    </section>
  )
}
