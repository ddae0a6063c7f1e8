import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { copyFormSchema } from '~/utils/admin/workflow-forms'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { redirectWithMessage, requireWorkflowAdmin } from '~/utils/admin/workflow-route.server'
import { copyWorkflow, proposedWorkflowId } from '~/utils/admin/workflows.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  return json({
    workflow: { id: workflow.id, title: workflow.title, description: workflow.description },
    newId: await proposedWorkflowId(),
  })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const form = await readFormData(request)
  // The copied workflow is the one the path names, whatever the form says.
  form.set('oldId', String(workflow.id))
  const submission = parseWithZod(form, { schema: copyFormSchema })
  if (submission.status !== 'success')
    return json(submission.reply({ formErrors: ['adminWorkflows.messages.copyFailed'] }), { status: 400 })
  const outcome = await copyWorkflow(actor, submission.value)
  if (!outcome.ok)
    return json(
      submission.reply({
        formErrors: ['adminWorkflows.messages.copyFailed'],
        fieldErrors: outcome.reason === 'idTaken' ? { newId: ['adminWorkflows.errors.idTaken'] } : {},
      }),
      { status: 400 },
    )
  return redirectWithMessage(
    request,
    workflowAdminHref(outcome.id, 'edit'),
    'success',
    'adminWorkflows.messages.copySuccess',
  )
}

export default function CopyWorkflowPage() {
  const { workflow, newId } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'workflow-copy',
    lastResult,
    defaultValue: { oldId: workflow.id, newId, title: workflow.title, description: workflow.description },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: copyFormSchema }),
  })
  return (
    <section className="px-4 py-6">
      <h1 className="text-2xl font-semibold">{t('adminWorkflows.copy.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminWorkflows.copy.intro')}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <FieldErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fields.oldId.id} className="mb-1 block text-sm font-medium">
              {t('adminWorkflows.copy.oldId')}
            </label>
            <input
              {...getInputProps(fields.oldId, { type: 'number' })}
              readOnly
              className={`${inputClass} bg-slate-50`}
            />
          </div>
          <div>
            <label htmlFor={fields.newId.id} className="mb-1 block text-sm font-medium">
              {t('adminWorkflows.copy.newId')}
            </label>
            <input {...getInputProps(fields.newId, { type: 'number' })} step={1} min={1} className={inputClass} />
            <p className="mt-1 text-xs text-slate-500">{t('adminWorkflows.copy.newIdHint')}</p>
            <FieldErrors id={fields.newId.errorId} errors={fields.newId.errors} />
          </div>
        </div>
        <div>
          <label htmlFor={fields.title.id} className="mb-1 block text-sm font-medium">
            {t('adminWorkflows.copy.newTitle')}
          </label>
          <input {...getInputProps(fields.title, { type: 'text' })} className={inputClass} />
          <FieldErrors id={fields.title.errorId} errors={fields.title.errors} />
        </div>
        <div>
          <label htmlFor={fields.description.id} className="mb-1 block text-sm font-medium">
            {t('adminWorkflows.copy.newDescription')}
          </label>
          <textarea {...getTextareaProps(fields.description)} rows={3} className={inputClass} />
          <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Link to="/setting/analysis-management" className="rounded-md border border-slate-300 px-4 py-2 text-sm">
            {t('adminWorkflows.form.cancel')}
          </Link>
          <button type="submit" className={primaryButtonClass}>
            {t('adminWorkflows.copy.submit')}
          </button>
        </div>
      </Form>
    </section>
  )
}
