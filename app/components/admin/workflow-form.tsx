import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { inLanguage, languageOrDefault } from '#core/language'
import { workflowFormSchema, type WorkflowForm } from '~/utils/admin/workflow-forms'

export type WorkflowFormDefaults = Omit<WorkflowForm, 'labels'> & { labels: string }

const TEXT_FIELDS = ['title', 'titleEn', 'icon', 'labels'] as const
const LONG_FIELDS = ['description', 'descriptionEn'] as const
const NUMBER_FIELDS = ['integralAmount', 'sort'] as const
const FLAG_FIELDS = ['isNew', 'disableDemo', 'isActive', 'isToRelease'] as const

/**
 * The add/edit form of a workflow (spec 02 §2.6): every field the list shows. Validated by the same
 * schema in the browser and in the action; without JavaScript the action's answer re-renders it with
 * the messages and what was typed.
 */
export function WorkflowFormFields({
  id,
  defaultValue,
  lastResult,
  categories,
  submitLabel,
  cancelHref,
}: {
  id: string
  defaultValue: WorkflowFormDefaults
  lastResult: SubmissionResult<string[]> | undefined
  categories: { id: number; name: string; nameEn: string }[]
  submitLabel: string
  cancelHref: string
}) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: workflowFormSchema }),
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <FieldErrors id={form.errorId} errors={form.errors} />
      <div>
        <label htmlFor={fields.categoryId.id} className="mb-1 block text-sm font-medium">
          {t('adminWorkflows.form.categoryId')}
        </label>
        <select {...getSelectProps(fields.categoryId)} className={inputClass}>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {inLanguage(language, category.name, category.nameEn)}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.categoryId.errorId} errors={fields.categoryId.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={fields[name].id} className="mb-1 block text-sm font-medium">
              {t(`adminWorkflows.form.${name}`)}
            </label>
            <input {...getInputProps(fields[name], { type: 'text' })} className={inputClass} />
            <FieldErrors id={fields[name].errorId} errors={fields[name].errors} />
          </div>
        ))}
        {LONG_FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={fields[name].id} className="mb-1 block text-sm font-medium">
              {t(`adminWorkflows.form.${name}`)}
            </label>
            <textarea {...getTextareaProps(fields[name])} rows={3} className={inputClass} />
            <FieldErrors id={fields[name].errorId} errors={fields[name].errors} />
          </div>
        ))}
        {NUMBER_FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={fields[name].id} className="mb-1 block text-sm font-medium">
              {t(`adminWorkflows.form.${name}`)}
            </label>
            <input {...getInputProps(fields[name], { type: 'number' })} step={1} className={inputClass} />
            <FieldErrors id={fields[name].errorId} errors={fields[name].errors} />
          </div>
        ))}
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        {FLAG_FIELDS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input {...getInputProps(fields[name], { type: 'checkbox' })} />
            {t(`adminWorkflows.form.${name}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={cancelHref} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
          {t('adminWorkflows.form.cancel')}
        </Link>
        <button type="submit" className={primaryButtonClass}>
          {submitLabel}
        </button>
      </div>
    </Form>
  )
}
