import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WorkflowAdminNav, workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { inLanguage, languageOrDefault } from '#core/language'
import { reportFormSchema } from '~/utils/admin/workflow-content-forms'
import { loadReportTemplate, saveReportTemplate } from '~/utils/admin/workflow-content.server'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { redirectWithMessage, requireWorkflowAdmin } from '~/utils/admin/workflow-route.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** Every text of a report template in two languages. */
const MAX_BODY_BYTES = 4 * 1024 * 1024

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const { form, outline } = await loadReportTemplate(workflow.id)
  return json({ workflow: { id: workflow.id, title: workflow.title }, form, outline })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const submission = parseWithZod(await readFormData(request, MAX_BODY_BYTES), { schema: reportFormSchema })
  if (submission.status !== 'success')
    return json(submission.reply({ formErrors: ['adminWorkflows.messages.saveFailed'] }), { status: 400 })
  await saveReportTemplate(actor, workflow.id, submission.value)
  return redirectWithMessage(
    request,
    workflowAdminHref(workflow.id, 'report'),
    'success',
    'adminWorkflows.messages.saveSuccess',
  )
}

const DOCUMENT_TEXTS = [
  ['experiment', 'experimentZh', 'experimentEn'],
  ['analysis', 'analysisZh', 'analysisEn'],
  ['projectIntroduction', 'introductionZh', 'introductionEn'],
  ['notice', 'noticeZh', 'noticeEn'],
] as const

function TextPair({
  label,
  zh,
  en,
  rows = 5,
}: {
  label: string
  zh: FieldMetadata<string>
  en: FieldMetadata<string>
  rows?: number
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid gap-3 lg:grid-cols-2">
        {[
          [zh, 'adminWorkflows.report.zh'],
          [en, 'adminWorkflows.report.en'],
        ].map(([field, caption]) => {
          const meta = field as FieldMetadata<string>
          return (
            <div key={meta.name}>
              <label htmlFor={meta.id} className="mb-1 block text-xs text-slate-500">
                {label} · {t(caption as string)}
              </label>
              <textarea {...getTextareaProps(meta)} rows={rows} className={`${inputClass} font-mono text-xs`} />
              <FieldErrors id={meta.errorId} errors={meta.errors} />
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

function RowsField({ field, label }: { field: FieldMetadata<number>; label: string }) {
  return (
    <div className="max-w-xs">
      <label htmlFor={field.id} className="mb-1 block text-sm">
        {label}
      </label>
      <input {...getInputProps(field, { type: 'number' })} step={1} min={-1} max={999} className={inputClass} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

export default function WorkflowReportTemplatePage() {
  const { workflow, form: saved, outline } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const [form, fields] = useForm({
    id: 'workflow-report',
    lastResult,
    defaultValue: saved,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportFormSchema }),
  })
  const groups = fields.groups.getFieldList()
  return (
    <section className="px-4 py-6">
      <WorkflowAdminNav workflowId={workflow.id} title={workflow.title} />
      <h1 className="text-2xl font-semibold">{t('adminWorkflows.report.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminWorkflows.report.help')}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 grid gap-5 rounded-lg border border-slate-200 bg-white p-4"
      >
        <FieldErrors id={form.errorId} errors={form.errors} />
        {DOCUMENT_TEXTS.map(([label, zh, en]) => (
          <TextPair key={label} label={t(`adminWorkflows.report.${label}`)} zh={fields[zh]} en={fields[en]} />
        ))}
        <RowsField field={fields.defaultTableRows} label={t('adminWorkflows.report.defaultTableRows')} />
        <h2 className="text-lg font-semibold">{t('adminWorkflows.report.groups')}</h2>
        {groups.length === 0 ? <p className="text-sm text-slate-500">{t('adminWorkflows.report.noGroups')}</p> : null}
        {groups.map((group, groupIndex) => {
          const groupFields = group.getFieldset()
          const groupOutline = outline[groupIndex]
          const items = groupFields.items.getFieldList()
          return (
            <section
              key={group.key}
              className="grid gap-3 rounded-md border border-slate-200 p-3"
              data-testid="report-group"
            >
              <h3 className="font-medium">
                {t('adminWorkflows.report.group', {
                  name: groupOutline ? inLanguage(language, groupOutline.name, groupOutline.nameEn) : '',
                })}
              </h3>
              <input {...getInputProps(groupFields.groupId, { type: 'hidden' })} />
              <TextPair
                label={t('adminWorkflows.report.introduction')}
                zh={groupFields.introductionZh}
                en={groupFields.introductionEn}
                rows={3}
              />
              <RowsField field={groupFields.tableRows} label={t('adminWorkflows.report.tableRows')} />
              {items.map((item, itemIndex) => {
                const itemFields = item.getFieldset()
                const itemOutline = groupOutline?.items[itemIndex]
                return (
                  <div key={item.key} className="ml-2 grid gap-3 border-l-2 border-slate-100 pl-3 sm:ml-4">
                    <h4 className="text-sm font-medium">
                      {t('adminWorkflows.report.item', {
                        name: itemOutline ? inLanguage(language, itemOutline.name, itemOutline.nameEn) : '',
                      })}
                    </h4>
                    <input {...getInputProps(itemFields.itemId, { type: 'hidden' })} />
                    <TextPair
                      label={t('adminWorkflows.report.introduction')}
                      zh={itemFields.introductionZh}
                      en={itemFields.introductionEn}
                      rows={3}
                    />
                    <RowsField field={itemFields.tableRows} label={t('adminWorkflows.report.tableRows')} />
                  </div>
                )
              })}
            </section>
          )
        })}
        <div className="flex justify-end">
          <button type="submit" className={primaryButtonClass}>
            {t('adminWorkflows.report.save')}
          </button>
        </div>
      </Form>
    </section>
  )
}
