import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WorkflowAdminNav, workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { sanitizeRichText } from '~/utils/analysis/introduction.server'
import { introductionFormSchema } from '~/utils/admin/workflow-content-forms'
import { loadIntroductionTexts, saveIntroduction } from '~/utils/admin/workflow-content.server'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { redirectWithMessage, requireWorkflowAdmin } from '~/utils/admin/workflow-route.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** A long introduction with tables and figures, in two languages. */
const MAX_BODY_BYTES = 1024 * 1024

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  return json({
    workflow: { id: workflow.id, title: workflow.title },
    content: await loadIntroductionTexts(workflow.introductionContentId),
  })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const form = await readFormData(request, MAX_BODY_BYTES)
  const submission = parseWithZod(form, { schema: introductionFormSchema })
  if (submission.status !== 'success')
    return json(
      { result: submission.reply({ formErrors: ['adminWorkflows.messages.saveFailed'] }), preview: null },
      { status: 400 },
    )
  if (form.get('intent') === 'preview')
    // Shown as the page will show it: sanitised by the same policy; nothing is saved.
    return json({
      result: submission.reply(),
      preview: { zh: sanitizeRichText(submission.value.zh), en: sanitizeRichText(submission.value.en) },
    })
  await saveIntroduction(actor, workflow.id, submission.value)
  return redirectWithMessage(
    request,
    workflowAdminHref(workflow.id, 'introduction'),
    'success',
    'adminWorkflows.messages.saveSuccess',
  )
}

export default function WorkflowIntroductionPage() {
  const { workflow, content } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'workflow-introduction',
    lastResult: answer?.result,
    defaultValue: content,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: introductionFormSchema }),
  })
  return (
    <section className="px-4 py-6">
      <WorkflowAdminNav workflowId={workflow.id} title={workflow.title} />
      <h1 className="text-2xl font-semibold">{t('adminWorkflows.introduction.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminWorkflows.introduction.help')}</p>
      <p className="mt-1 text-sm">
        <Link to={`/analysis-introduction/${workflow.id}`} className="text-brand-600 hover:underline">
          {t('adminWorkflows.introduction.openPage')}
        </Link>{' '}
        <span className="text-slate-500">{t('adminWorkflows.introduction.pageNote')}</span>
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <FieldErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 lg:grid-cols-2">
          {(['zh', 'en'] as const).map((language) => (
            <div key={language}>
              <label htmlFor={fields[language].id} className="mb-1 block text-sm font-medium">
                {t(`adminWorkflows.introduction.${language}`)}
              </label>
              <textarea
                {...getTextareaProps(fields[language])}
                rows={18}
                className={`${inputClass} font-mono text-xs`}
              />
              <FieldErrors id={fields[language].errorId} errors={fields[language].errors} />
            </div>
          ))}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="submit"
            name="intent"
            value="preview"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm"
          >
            {t('adminWorkflows.introduction.preview')}
          </button>
          <button type="submit" name="intent" value="save" className={primaryButtonClass}>
            {t('adminWorkflows.introduction.save')}
          </button>
        </div>
      </Form>
      {answer?.preview ? (
        <section className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="introduction-preview">
          <h2 className="sr-only">{t('adminWorkflows.introduction.previewTitle')}</h2>
          {(['zh', 'en'] as const).map((language) => (
            <article key={language} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="mb-2 text-sm font-medium text-slate-500">
                {t('adminWorkflows.introduction.previewTitle')} ·{' '}
                {t(
                  language === 'zh' ? 'adminWorkflows.introduction.previewZh' : 'adminWorkflows.introduction.previewEn',
                )}
              </h3>
              {answer.preview[language] ? (
                // Sanitised on the server by the introduction page's own policy.
                <div
                  className="prose max-w-none text-sm"
                  dangerouslySetInnerHTML={{ __html: answer.preview[language] }}
                />
              ) : (
                <p className="text-sm text-slate-400">{t('adminWorkflows.introduction.empty')}</p>
              )}
            </article>
          ))}
        </section>
      ) : null}
    </section>
  )
}
