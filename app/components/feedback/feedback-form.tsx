import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, type useFetcher } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FEEDBACK_TYPE } from '#core/engagement'
import { MAX_FEEDBACK_CONTENT, MAX_FEEDBACK_IMAGE_MB, MAX_FEEDBACK_IMAGES } from '#core/feedback'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { feedbackSchema } from '~/utils/feedback/feedback-schema'

export const FEEDBACK_ACTION = '/feedback/new'

/** What the feedback action answers a form it refuses (and, to the dialog, one it took). */
export type FeedbackActionData =
  | {
      ok: false
      reply: SubmissionResult<string[]>
      imageError: { key: string; values?: Record<string, string | number> } | null
    }
  | { ok: true; id: number }

/**
 * The feedback form (spec 01 §3, §5): type, phone, e-mail, content, up to five screenshots, and the
 * page it was opened from. The page posts it as a route form; the dialog through a fetcher, to the
 * same action, so both validate on the server with the same schema.
 */
export function FeedbackForm({
  from,
  defaultEmail,
  actionData,
  fetcher,
}: {
  from: string
  defaultEmail: string
  actionData: FeedbackActionData | undefined
  fetcher?: ReturnType<typeof useFetcher>
}) {
  const { t } = useTranslation()
  const refused = actionData && !actionData.ok ? actionData : undefined
  const [form, fields] = useForm({
    id: fetcher ? 'feedback-dialog-form' : 'feedback-form',
    lastResult: refused?.reply,
    defaultValue: { type: String(FEEDBACK_TYPE.problem), email: defaultEmail },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
  })
  const FormElement = fetcher ? fetcher.Form : Form
  const types = [
    { value: FEEDBACK_TYPE.advice, label: t('feedback.types.1') },
    { value: FEEDBACK_TYPE.problem, label: t('feedback.types.2') },
    { value: FEEDBACK_TYPE.other, label: t('feedback.types.3') },
  ]
  return (
    <FormElement
      method="post"
      // The page posts to itself, keeping `?from=` for its re-rendering; the dialog posts to the page's action.
      action={fetcher ? FEEDBACK_ACTION : undefined}
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      {...getFormProps(form)}
      data-testid="feedback-form"
    >
      <input type="hidden" name="from" value={from} />
      {fetcher ? <input type="hidden" name="dialog" value="1" /> : null}
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('feedback.form.type')}</span>
        <select {...getSelectProps(fields.type)} className={inputClass}>
          {types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.type.errorId} errors={fields.type.errors} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('feedback.form.phone')}</span>
          <input {...getInputProps(fields.phone, { type: 'tel' })} className={inputClass} autoComplete="tel" />
          <FieldErrors id={fields.phone.errorId} errors={fields.phone.errors} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('feedback.form.email')}</span>
          <input {...getInputProps(fields.email, { type: 'email' })} className={inputClass} autoComplete="email" />
          <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
        </label>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t('feedback.form.contactHint')}</p>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('feedback.form.content')}</span>
        <textarea
          {...getTextareaProps(fields.content)}
          rows={5}
          maxLength={MAX_FEEDBACK_CONTENT}
          className={inputClass}
          placeholder={t('feedback.form.contentPlaceholder')}
        />
        <FieldErrors id={fields.content.errorId} errors={fields.content.errors} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('feedback.form.images')}</span>
        <input
          type="file"
          name="images"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="text-sm"
          data-testid="feedback-images"
        />
        <span className="text-xs text-slate-500">
          {t('feedback.form.imagesHint', { count: MAX_FEEDBACK_IMAGES, mb: MAX_FEEDBACK_IMAGE_MB })}
        </span>
        {refused?.imageError ? (
          <p className="text-sm text-red-600" role="alert">
            {t(refused.imageError.key, refused.imageError.values)}
          </p>
        ) : null}
      </label>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <div className="flex justify-end">
        <button type="submit" className={primaryButtonClass} disabled={fetcher ? fetcher.state !== 'idle' : false}>
          {t('feedback.form.submit')}
        </button>
      </div>
    </FormElement>
  )
}
