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
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { COURSE_COVER_MAX_MB } from '#core/courses'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { courseFormSchema } from '~/utils/admin/course-forms'

/** The desk's three pages: the course list, and the top-video configuration. */
export function CourseDeskNav({ current }: { current: 'list' | 'topVideos' }) {
  const { t } = useTranslation()
  const item = (key: 'list' | 'topVideos', to: string) => (
    <Link
      to={to}
      aria-current={current === key ? 'page' : undefined}
      className={`rounded px-3 py-1.5 text-sm ${current === key ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {t(`courseAdmin.nav.${key}`)}
    </Link>
  )
  return (
    <nav aria-label={t('courseAdmin.nav.label')} className="flex flex-wrap gap-1">
      {item('list', '/setting/course-management')}
      {item('topVideos', '/setting/course-management/top-videos')}
    </nav>
  )
}

/**
 * Error keys as the desk's actions return them: an i18next key, or `key|{json values}` for a
 * message that names the file or a limit.
 */
export function DeskErrors({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-600" role="alert">
      {errors.map((error) => {
        const [key, values] = error.split('|')
        return <li key={error}>{t(key, values ? (JSON.parse(values) as Record<string, string>) : {})}</li>
      })}
    </ul>
  )
}

export function DeskField({
  label,
  id,
  errorId,
  errors,
  hint,
  children,
}: {
  label: string
  id: string
  errorId?: string
  errors?: string[] | null
  hint?: string
  children: ReactNode
}) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <DeskErrors id={errorId} errors={errors} />
    </div>
  )
}

interface Choice {
  id: number
  label: string
}

export interface CourseFormProps {
  mode: 'create' | 'edit' | 'copy'
  choices: { categories: Choice[]; productTypes: Choice[]; courseTypes: Choice[] }
  course: {
    id: number
    title: string
    description: string
    amount: string
    sort: string
    categoryId: string
    productTypeId: string
    courseTypeId: string
    url: string
  } | null
  lastResult: SubmissionResult<string[]> | undefined
}

/** The course form of create, edit and copy (spec 01 §5): multipart, for the cover image. */
export function CourseForm({ mode, choices, course, lastResult }: CourseFormProps) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: `course-${mode}-${course?.id ?? 'new'}`,
    lastResult,
    defaultValue: course
      ? { ...course, title: mode === 'copy' ? t('courseAdmin.form.copyTitle', { title: course.title }) : course.title }
      : { amount: '0', sort: '0' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: courseFormSchema }),
  })
  const coverId = `${form.id}-cover`
  const coverErrors = (lastResult?.error?.cover ?? null) as string[] | null
  const select = (name: 'categoryId' | 'productTypeId' | 'courseTypeId', options: Choice[], required: boolean) => (
    <DeskField
      label={t(`courseAdmin.fields.${name}`)}
      id={fields[name].id}
      errorId={fields[name].errorId}
      errors={fields[name].errors}
    >
      <select {...getSelectProps(fields[name])} className={inputClass}>
        <option value="">{required ? t('courseAdmin.form.choose') : t('courseAdmin.form.none')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </DeskField>
  )
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2"
    >
      <DeskErrors id={form.errorId} errors={form.errors} />
      <div className="md:col-span-2">
        <DeskField
          label={t('courseAdmin.fields.title')}
          id={fields.title.id}
          errorId={fields.title.errorId}
          errors={fields.title.errors}
        >
          <input {...getInputProps(fields.title, { type: 'text' })} className={inputClass} />
        </DeskField>
      </div>
      <div className="md:col-span-2">
        <DeskField
          label={t('courseAdmin.fields.description')}
          id={fields.description.id}
          errorId={fields.description.errorId}
          errors={fields.description.errors}
        >
          <textarea {...getTextareaProps(fields.description)} rows={4} className={inputClass} />
        </DeskField>
      </div>
      <DeskField
        label={t('courseAdmin.fields.amount')}
        id={fields.amount.id}
        errorId={fields.amount.errorId}
        errors={fields.amount.errors}
        hint={t('courseAdmin.form.amountHint')}
      >
        <input {...getInputProps(fields.amount, { type: 'text' })} inputMode="numeric" className={inputClass} />
      </DeskField>
      <DeskField
        label={t('courseAdmin.fields.sort')}
        id={fields.sort.id}
        errorId={fields.sort.errorId}
        errors={fields.sort.errors}
      >
        <input {...getInputProps(fields.sort, { type: 'text' })} inputMode="numeric" className={inputClass} />
      </DeskField>
      {select('categoryId', choices.categories, true)}
      {select('productTypeId', choices.productTypes, false)}
      {select('courseTypeId', choices.courseTypes, false)}
      <DeskField
        label={t('courseAdmin.fields.url')}
        id={fields.url.id}
        errorId={fields.url.errorId}
        errors={fields.url.errors}
        hint={t('courseAdmin.form.urlHint')}
      >
        <input {...getInputProps(fields.url, { type: 'text' })} className={inputClass} />
      </DeskField>
      <div className="md:col-span-2">
        <DeskField
          label={t('courseAdmin.fields.cover')}
          id={coverId}
          errorId={`${coverId}-error`}
          errors={coverErrors}
          hint={t(mode === 'create' ? 'courseAdmin.form.coverHint' : 'courseAdmin.form.coverKeepHint', {
            limit: COURSE_COVER_MAX_MB,
          })}
        >
          <div className="flex flex-wrap items-center gap-4">
            {course ? (
              <img
                src={`/setting/course-management/${course.id}/cover`}
                alt={t('courseAdmin.form.currentCover')}
                className="h-20 w-32 rounded border border-slate-200 object-cover"
              />
            ) : null}
            <input
              id={coverId}
              name="cover"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-invalid={coverErrors ? true : undefined}
              aria-describedby={coverErrors ? `${coverId}-error` : undefined}
              className="text-sm"
            />
          </div>
        </DeskField>
      </div>
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <button type="submit" className={primaryButtonClass}>
          {t(`courseAdmin.form.submit.${mode}`)}
        </button>
        <Link to="/setting/course-management" className="rounded-md border border-slate-300 px-4 py-2 text-sm">
          {t('courseAdmin.form.cancel')}
        </Link>
      </div>
    </Form>
  )
}
