import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WorkflowAdminNav, workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { PROJECT_GUIDE_ICON } from '#core/workflows'
import { GUIDE_ICONS, guidesFormSchema } from '~/utils/admin/workflow-content-forms'
import { listGuides, saveGuides } from '~/utils/admin/workflow-content.server'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { redirectWithMessage, requireWorkflowAdmin } from '~/utils/admin/workflow-route.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  return json({ workflow: { id: workflow.id, title: workflow.title }, guides: await listGuides(workflow.id) })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const submission = parseWithZod(await readFormData(request), { schema: guidesFormSchema })
  // "Add a row" without JavaScript: the form comes back with one more row, nothing saved.
  if (submission.status === undefined) return json(submission.reply())
  if (submission.status !== 'success')
    return json(submission.reply({ formErrors: ['adminWorkflows.messages.saveFailed'] }), { status: 400 })
  await saveGuides(actor, workflow.id, submission.value)
  return redirectWithMessage(
    request,
    workflowAdminHref(workflow.id, 'guides'),
    'success',
    'adminWorkflows.messages.saveSuccess',
  )
}

const TEXT_FIELDS = ['title', 'titleEn', 'description', 'descriptionEn', 'url'] as const
const FIELD_LABEL = {
  title: 'titleZh',
  titleEn: 'titleEn',
  description: 'descriptionZh',
  descriptionEn: 'descriptionEn',
  url: 'url',
} as const

export default function WorkflowGuidesPage() {
  const { workflow, guides } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { t } = useTranslation()
  const nextSort = Math.min(999, Math.max(0, ...guides.map((guide) => guide.sort)) + 1)
  // The saved guides and one empty row for a new guide (ignored while it stays empty).
  const rows = [
    ...guides.map((guide) => ({ ...guide, remove: false })),
    {
      icon: PROJECT_GUIDE_ICON.icon01,
      title: '',
      titleEn: '',
      description: '',
      descriptionEn: '',
      url: '',
      sort: nextSort,
      isActive: true,
      remove: false,
    },
  ]
  const [form, fields] = useForm({
    id: 'workflow-guides',
    lastResult,
    defaultValue: { guides: rows },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: guidesFormSchema }),
  })
  const list = fields.guides.getFieldList()
  return (
    <section className="px-4 py-6">
      <WorkflowAdminNav workflowId={workflow.id} title={workflow.title} />
      <h1 className="text-2xl font-semibold">{t('adminWorkflows.guides.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminWorkflows.guides.help')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FieldErrors id={form.errorId} errors={form.errors} />
        {list.map((guide, index) => {
          const guideFields = guide.getFieldset()
          const isNew = !guideFields.id.initialValue
          return (
            <fieldset
              key={guide.key}
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
              data-testid="guide-row"
            >
              <legend className="px-1 text-sm font-medium text-slate-700">
                {isNew ? t('adminWorkflows.guides.newGuide') : t('adminWorkflows.guides.guide', { n: index + 1 })}
              </legend>
              {isNew ? null : <input {...getInputProps(guideFields.id, { type: 'hidden' })} />}
              <div>
                <label htmlFor={guideFields.icon.id} className="mb-1 block text-sm">
                  {t('adminWorkflows.guides.icon')}
                </label>
                <select {...getSelectProps(guideFields.icon)} className={inputClass}>
                  {GUIDE_ICONS.map((icon) => (
                    <option key={icon} value={icon}>
                      {icon}
                    </option>
                  ))}
                </select>
                <FieldErrors id={guideFields.icon.errorId} errors={guideFields.icon.errors} />
              </div>
              {TEXT_FIELDS.map((name) => (
                <div key={name} className={name === 'url' ? 'sm:col-span-2' : ''}>
                  <label htmlFor={guideFields[name].id} className="mb-1 block text-sm">
                    {t(`adminWorkflows.guides.${FIELD_LABEL[name]}`)}
                  </label>
                  <input {...getInputProps(guideFields[name], { type: 'text' })} className={inputClass} />
                  <FieldErrors id={guideFields[name].errorId} errors={guideFields[name].errors} />
                </div>
              ))}
              <div>
                <label htmlFor={guideFields.sort.id} className="mb-1 block text-sm">
                  {t('adminWorkflows.guides.sort')}
                </label>
                <input {...getInputProps(guideFields.sort, { type: 'number' })} step={1} className={inputClass} />
                <FieldErrors id={guideFields.sort.errorId} errors={guideFields.sort.errors} />
              </div>
              <div className="flex items-end gap-4 pb-2 text-sm">
                <label className="flex items-center gap-2">
                  <input {...getInputProps(guideFields.isActive, { type: 'checkbox' })} />
                  {t('adminWorkflows.guides.active')}
                </label>
                {isNew ? null : (
                  <label className="flex items-center gap-2 text-red-700">
                    <input {...getInputProps(guideFields.remove, { type: 'checkbox' })} />
                    {t('adminWorkflows.guides.remove')}
                  </label>
                )}
              </div>
            </fieldset>
          )
        })}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            {...form.insert.getButtonProps({
              name: fields.guides.name,
              defaultValue: {
                icon: PROJECT_GUIDE_ICON.icon01,
                sort: Math.min(999, nextSort + list.length - guides.length),
                isActive: true,
              },
            })}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm"
          >
            {t('adminWorkflows.guides.addRow')}
          </button>
          <button type="submit" className={primaryButtonClass}>
            {t('adminWorkflows.guides.save')}
          </button>
        </div>
      </Form>
    </section>
  )
}
