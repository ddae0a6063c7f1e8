import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { CONSULTATION_MESSAGE_MAX, consultationSchema } from '~/utils/analysis/consultation-schema'

/**
 * The Free consultation form (spec 02 §2.2, §2.3): name, phone and/or e-mail, a message. It posts
 * to the introduction page's action, in a dialog with JavaScript and as a page section without.
 */
export function ConsultationForm({
  workflowTitle,
  lastResult,
}: {
  workflowTitle: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'consultation-request',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consultationSchema }),
  })
  const label = 'mb-1 block text-sm font-medium text-slate-700'
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="consultation-form">
      <input type="hidden" name="intent" value="consult" />
      <p className="text-sm text-slate-600">{t('introduction.consultation.lead', { title: workflowTitle })}</p>
      <div>
        <label htmlFor={fields.name.id} className={label}>
          {t('introduction.consultation.name')} <span className="text-red-600">*</span>
        </label>
        <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={inputClass} />
        <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.phone.id} className={label}>
            {t('introduction.consultation.phone')}
          </label>
          <input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" className={inputClass} />
          <FieldErrors id={fields.phone.errorId} errors={fields.phone.errors} />
        </div>
        <div>
          <label htmlFor={fields.email.id} className={label}>
            {t('introduction.consultation.email')}
          </label>
          <input {...getInputProps(fields.email, { type: 'text' })} autoComplete="email" className={inputClass} />
          <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
        </div>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t('introduction.consultation.contactHint')}</p>
      <div>
        <label htmlFor={fields.message.id} className={label}>
          {t('introduction.consultation.message')}
        </label>
        <textarea
          {...getTextareaProps(fields.message)}
          rows={4}
          maxLength={CONSULTATION_MESSAGE_MAX}
          className={inputClass}
        />
        <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className={`${primaryButtonClass} self-start`}>
        {t('introduction.consultation.submit')}
      </button>
    </Form>
  )
}
