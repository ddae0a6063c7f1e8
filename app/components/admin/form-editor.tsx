import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { inLanguage, languageOrDefault } from '#core/language'
import { ParameterFields } from '~/components/tools/tool-run-form'
import { ErrorList } from '~/components/tools/error-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import {
  EDITOR_INTENT_FIELD,
  EDITOR_INTENTS,
  FORM_FIELD_TYPES,
  FORM_TYPES,
  fieldIntent,
  fieldName,
  fieldUses,
  optionName,
  previewFields,
  type DraftErrors,
  type DraftField,
  type FormDraft,
} from '~/utils/admin/form-definition'
import type { FormTool } from '~/utils/admin/forms.server'

const smallButton =
  'rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-40'
const labelClass = 'mb-1 block text-xs font-medium text-slate-700'

/**
 * The form editor: the form's settings, its fields (every kind the tool page renders) with their
 * settings, and buttons that add, remove and move fields and options by posting the draft, so it
 * all works without JavaScript; then the preview, rendered by the tool page's own component.
 */
export function FormEditor({
  draft,
  errors,
  revision,
  confirm,
  submitLabel,
  cancelHref,
}: {
  draft: FormDraft
  errors: DraftErrors
  revision: string
  confirm: { tools: FormTool[]; groups: number } | null
  submitLabel: string
  cancelHref: string
}) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const messages = Object.values(errors).flat()
  const preview = previewFields(draft, t)
  return (
    <div className="space-y-6">
      {/* The revision remounts the inputs, so they show the draft the server answered with. */}
      <Form method="post" key={revision} className="space-y-6" noValidate data-testid="form-editor">
        {/* Enter in a text input submits the first submit button: make it Preview, not "move up". */}
        <button
          type="submit"
          name={EDITOR_INTENT_FIELD}
          value={EDITOR_INTENTS.preview}
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        />
        {messages.length > 0 ? (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            data-testid="editor-errors"
          >
            <p className="font-medium">{t('adminForms.editor.errorSummary')}</p>
            {errors.form?.length ? <ErrorList errors={errors.form} /> : null}
          </div>
        ) : null}
        {confirm ? (
          <section
            role="alertdialog"
            aria-labelledby="confirm-save-title"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4"
            data-testid="confirm-save"
          >
            <h2 id="confirm-save-title" className="font-semibold text-amber-900">
              {t('adminForms.confirmSave.title')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('adminForms.confirmSave.message')}</p>
            <ul className="mt-2 list-disc pl-6 text-sm text-slate-800" data-testid="confirm-save-tools">
              {confirm.tools.map((tool) => (
                <li key={tool.id}>
                  <Link to={`/tool/${tool.id}`} className="text-brand-700 hover:underline">
                    {inLanguage(language, tool.title, tool.titleEn)}
                  </Link>
                </li>
              ))}
            </ul>
            {confirm.groups > 0 ? (
              <p className="mt-2 text-sm text-slate-700">
                {t('adminForms.confirmSave.groups', { count: confirm.groups })}
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Link to={cancelHref} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm">
                {t('adminForms.editor.cancel')}
              </Link>
              <button
                type="submit"
                name={EDITOR_INTENT_FIELD}
                value={EDITOR_INTENTS.confirmSave}
                className={primaryButtonClass}
              >
                {t('adminForms.confirmSave.confirm')}
              </button>
            </div>
          </section>
        ) : null}

        <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5">
          <TextInput name="name" label={t('adminForms.editor.name')} value={draft.name} errors={errors.name} />
          <div>
            <label htmlFor="form-type" className={labelClass}>
              {t('adminForms.editor.type')}
            </label>
            <select id="form-type" name="formType" defaultValue={draft.formType} className={inputClass}>
              {FORM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`adminForms.types.${type}`)}
                </option>
              ))}
            </select>
            <ErrorList errors={errors.formType} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="form-description" className={labelClass}>
              {t('adminForms.editor.description')}
            </label>
            <textarea
              id="form-description"
              name="description"
              rows={2}
              defaultValue={draft.description}
              className={inputClass}
              aria-invalid={errors.description ? true : undefined}
            />
            <ErrorList errors={errors.description} />
          </div>
          <label className="inline-flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" name="disabled" defaultChecked={draft.disabled} className="h-4 w-4" />
            {t('adminForms.editor.disabled')}
          </label>
        </section>

        <section className="space-y-4">
          <h2 className="text-base font-semibold text-slate-900">{t('adminForms.editor.fields')}</h2>
          <p className="text-xs text-slate-500">{t('adminForms.editor.typeHint')}</p>
          {errors.fields?.length ? <ErrorList errors={errors.fields} /> : null}
          {draft.fields.length === 0 ? (
            <p className="text-sm text-slate-500">{t('adminForms.editor.noFields')}</p>
          ) : null}
          {draft.fields.map((field, index) => (
            <FieldEditor key={index} field={field} index={index} count={draft.fields.length} errors={errors} />
          ))}
          <button type="submit" name={EDITOR_INTENT_FIELD} value={EDITOR_INTENTS.addField} className={smallButton}>
            + {t('adminForms.editor.addField')}
          </button>
        </section>

        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
          <Link to={cancelHref} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
            {t('adminForms.editor.cancel')}
          </Link>
          <button
            type="submit"
            name={EDITOR_INTENT_FIELD}
            value={EDITOR_INTENTS.preview}
            className="rounded-md border border-brand-500 bg-white px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('adminForms.editor.preview')}
          </button>
          <button type="submit" name={EDITOR_INTENT_FIELD} value={EDITOR_INTENTS.save} className={primaryButtonClass}>
            {submitLabel}
          </button>
        </div>
      </Form>

      <section
        className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 sm:p-6"
        aria-labelledby="form-preview-title"
        data-testid="form-preview"
      >
        <h2 id="form-preview-title" className="text-base font-semibold text-slate-900">
          {t('adminForms.editor.previewTitle')}
        </h2>
        <p className="text-xs text-slate-500">{t('adminForms.editor.previewLead')}</p>
        {/* Not inside the editor's form: the preview's inputs are the tool page's, never posted here. */}
        <div key={revision} className="rounded-lg bg-white p-4">
          {preview.length === 0 ? (
            <p className="text-sm text-slate-500">{t('tools.page.noForm')}</p>
          ) : (
            <ParameterFields
              fields={preview}
              stateOf={(field) => ({
                id: `preview-${field.key}`,
                errorId: `preview-${field.key}-error`,
                initialValue: field.type === 'checkbox' ? (field.defaultValue ? 'on' : undefined) : field.defaultValue,
              })}
            />
          )}
        </div>
      </section>
    </div>
  )
}

function TextInput({
  name,
  label,
  value,
  errors,
  id = name,
  hint,
  type = 'text',
}: {
  name: string
  label: string
  value: string
  errors?: string[]
  id?: string
  hint?: string
  type?: 'text' | 'number'
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        defaultValue={value}
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  )
}

function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />
}

function FieldEditor({
  field,
  index,
  count,
  errors,
}: {
  field: DraftField
  index: number
  count: number
  errors: DraftErrors
}) {
  const { t } = useTranslation()
  const path = (property: string) => `fields.${index}.${property}`
  const id = (property: string) => `field-${index}-${property}`
  const text = (property: keyof DraftField, label: string, hint?: string) => (
    <TextInput
      id={id(property)}
      name={fieldName(index, property)}
      label={label}
      value={String(field[property])}
      errors={errors[path(property)]}
      hint={hint}
    />
  )
  const showOptions = fieldUses.options(field.type)
  const showBounds = fieldUses.bounds(field.type)
  const showLength = fieldUses.maxLength(field.type)
  const showColumn = fieldUses.column(field.type)
  return (
    <fieldset
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`field-editor-${index}`}
    >
      <legend className="sr-only">{t('adminForms.editor.field', { number: index + 1 })}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">
          {t('adminForms.editor.field', { number: index + 1 })}
          {field.key ? <span className="ml-2 font-mono text-xs text-slate-500">{field.key}</span> : null}
        </p>
        <div className="flex gap-2">
          <button
            type="submit"
            name={EDITOR_INTENT_FIELD}
            value={fieldIntent.up(index)}
            disabled={index === 0}
            className={smallButton}
            aria-label={`${t('adminForms.editor.moveUp')} (${index + 1})`}
          >
            ↑ {t('adminForms.editor.moveUp')}
          </button>
          <button
            type="submit"
            name={EDITOR_INTENT_FIELD}
            value={fieldIntent.down(index)}
            disabled={index === count - 1}
            className={smallButton}
            aria-label={`${t('adminForms.editor.moveDown')} (${index + 1})`}
          >
            ↓ {t('adminForms.editor.moveDown')}
          </button>
          <button
            type="submit"
            name={EDITOR_INTENT_FIELD}
            value={fieldIntent.remove(index)}
            className={`${smallButton} text-red-700`}
            aria-label={`${t('adminForms.editor.removeField')} (${index + 1})`}
          >
            ✕ {t('adminForms.editor.removeField')}
          </button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {text('key', t('adminForms.editor.key'))}
        <div>
          <label htmlFor={id('type')} className={labelClass}>
            {t('adminForms.editor.fieldType')}
          </label>
          <select id={id('type')} name={fieldName(index, 'type')} defaultValue={field.type} className={inputClass}>
            {FORM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminForms.editor.fieldTypes.${type}`)}
              </option>
            ))}
          </select>
          <ErrorList errors={errors[path('type')]} />
        </div>
        {text('label', t('adminForms.editor.label'))}
        {text('labelEn', t('adminForms.editor.labelEn'))}
        {text('defaultValue', t('adminForms.editor.defaultValue'), t('adminForms.editor.defaultHint'))}
        <label className="inline-flex items-center gap-2 self-center text-sm text-slate-700">
          <input
            type="checkbox"
            name={fieldName(index, 'required')}
            defaultChecked={field.required}
            className="h-4 w-4"
          />
          {t('adminForms.editor.required')}
        </label>
        {showBounds ? (
          <>
            {text('min', t('adminForms.editor.min'))}
            {text('max', t('adminForms.editor.max'))}
            {text('step', t('adminForms.editor.step'))}
          </>
        ) : (
          <>
            <Hidden name={fieldName(index, 'min')} value={field.min} />
            <Hidden name={fieldName(index, 'max')} value={field.max} />
            <Hidden name={fieldName(index, 'step')} value={field.step} />
          </>
        )}
        {showLength ? (
          text('maxLength', t('adminForms.editor.maxLength'))
        ) : (
          <Hidden name={fieldName(index, 'maxLength')} value={field.maxLength} />
        )}
        {showColumn ? (
          <>
            {text('columnOf', t('adminForms.editor.columnOf'))}
            <label className="inline-flex items-center gap-2 self-center text-sm text-slate-700">
              <input
                type="checkbox"
                name={fieldName(index, 'multiple')}
                defaultChecked={field.multiple}
                className="h-4 w-4"
              />
              {t('adminForms.editor.multiple')}
            </label>
          </>
        ) : (
          <>
            <Hidden name={fieldName(index, 'columnOf')} value={field.columnOf} />
            {field.multiple ? <Hidden name={fieldName(index, 'multiple')} value="on" /> : null}
          </>
        )}
        {text('help', t('adminForms.editor.help'))}
        {text('helpEn', t('adminForms.editor.helpEn'))}
        {text('group', t('adminForms.editor.group'))}
        {text('groupEn', t('adminForms.editor.groupEn'))}
      </div>
      {showOptions ? (
        <div className="mt-4">
          <p className="text-xs font-semibold text-slate-700">{t('adminForms.editor.options')}</p>
          <ErrorList errors={errors[path('options')]} />
          <ol className="mt-2 space-y-2">
            {field.options.map((option, position) => {
              const optionPath = (property: string) => `fields.${index}.options.${position}.${property}`
              const optionId = (property: string) => `field-${index}-option-${position}-${property}`
              return (
                <li key={position} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
                  <TextInput
                    id={optionId('value')}
                    name={optionName(index, position, 'value')}
                    label={t('adminForms.editor.optionValue')}
                    value={option.value}
                    errors={errors[optionPath('value')]}
                  />
                  <TextInput
                    id={optionId('label')}
                    name={optionName(index, position, 'label')}
                    label={t('adminForms.editor.optionLabel')}
                    value={option.label}
                    errors={errors[optionPath('label')]}
                  />
                  <TextInput
                    id={optionId('labelEn')}
                    name={optionName(index, position, 'labelEn')}
                    label={t('adminForms.editor.optionLabelEn')}
                    value={option.labelEn}
                    errors={errors[optionPath('labelEn')]}
                  />
                  <button
                    type="submit"
                    name={EDITOR_INTENT_FIELD}
                    value={fieldIntent.removeOption(index, position)}
                    className={`${smallButton} mb-1 text-red-700`}
                    aria-label={t('adminForms.editor.removeOption', { number: position + 1 })}
                  >
                    ✕
                  </button>
                </li>
              )
            })}
          </ol>
          <button
            type="submit"
            name={EDITOR_INTENT_FIELD}
            value={fieldIntent.addOption(index)}
            className={`${smallButton} mt-2`}
          >
            + {t('adminForms.editor.addOption')}
          </button>
        </div>
      ) : (
        field.options.map((option, position) => (
          <span key={position}>
            <Hidden name={optionName(index, position, 'value')} value={option.value} />
            <Hidden name={optionName(index, position, 'label')} value={option.label} />
            <Hidden name={optionName(index, position, 'labelEn')} value={option.labelEn} />
          </span>
        ))
      )}
    </fieldset>
  )
}
