import { useTranslation } from 'react-i18next'
import type { FormField } from '#core/tools'
import { inputClass } from '~/components/ui/field'
import { fieldLabel, maxLengthOf, optionLabel } from '~/utils/tools/tool-form'
import { inLanguage, languageOrDefault } from '#core/language'
import { ErrorList } from './error-list'

export interface FieldState {
  id: string
  errorId: string
  /** What the field starts with: a string, or several for multi-value fields (Conform's serialised form). */
  initialValue: unknown
  errors?: string[]
}

function asStrings(value: unknown): string[] {
  if (value === undefined || value === null) return []
  return (Array.isArray(value) ? value : [value]).map(String)
}

const checkClass = 'h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500'

/** One parameter, rendered on the server from its definition; works as a plain form input without JavaScript. */
export function ParameterField({
  field,
  state,
  header,
  headerFileName,
}: {
  field: FormField
  state: FieldState
  header?: string[]
  headerFileName?: string
}) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const label = fieldLabel(field, language)
  const help = inLanguage(language, field.help ?? '', field.helpEn)
  const invalid = Boolean(state.errors?.length)
  const described =
    [invalid ? state.errorId : null, help ? `${state.id}-help` : null].filter(Boolean).join(' ') || undefined
  const common = { id: state.id, name: field.key, 'aria-invalid': invalid || undefined, 'aria-describedby': described }
  const initial = asStrings(state.initialValue)
  const grouped =
    field.type === 'radio' ||
    field.type === 'multiselect' ||
    field.type === 'checkbox' ||
    (field.type === 'column' && field.multiple && Boolean(header?.length))

  // Text controls carry no maxLength attribute: the browser would cut a longer paste without a word.
  // The limit is shown under the field and the form's schema refuses a longer text with a message.
  let control: React.ReactNode
  switch (field.type) {
    case 'textarea': {
      const max = maxLengthOf(field)
      control = (
        <>
          <textarea
            {...common}
            rows={8}
            defaultValue={initial[0] ?? ''}
            className={`${inputClass} font-mono text-xs leading-relaxed`}
            spellCheck={false}
          />
          <p className="mt-1 text-xs text-slate-500">
            {t('tools.page.maxCharacters', { max: max.toLocaleString('en-US') })}
          </p>
        </>
      )
      break
    }
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.step ?? 'any'}
          defaultValue={initial[0] ?? ''}
          className={inputClass}
        />
      )
      break
    case 'select':
      control = (
        <select {...common} defaultValue={initial[0] ?? ''} className={inputClass}>
          {!field.required || initial.length === 0 ? <option value="">{t('tools.page.choose')}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {optionLabel(option, language)}
            </option>
          ))}
        </select>
      )
      break
    case 'radio':
    case 'multiselect':
      control = (
        <div
          className="flex flex-wrap gap-x-5 gap-y-2 pt-1"
          role={field.type === 'radio' ? 'radiogroup' : 'group'}
          aria-labelledby={`${state.id}-label`}
          aria-describedby={described}
        >
          {(field.options ?? []).map((option, index) => (
            <label key={String(option.value)} className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                id={index === 0 ? state.id : undefined}
                type={field.type === 'radio' ? 'radio' : 'checkbox'}
                name={field.key}
                value={String(option.value)}
                defaultChecked={initial.includes(String(option.value))}
                className={
                  field.type === 'radio' ? 'h-4 w-4 border-slate-300 text-brand-600 focus:ring-brand-500' : checkClass
                }
              />
              {optionLabel(option, language)}
            </label>
          ))}
        </div>
      )
      break
    case 'checkbox':
      control = (
        <label className="inline-flex items-center gap-2 pt-1 text-sm text-slate-700">
          <input
            {...common}
            type="checkbox"
            defaultChecked={initial[0] === 'on' || initial[0] === 'true'}
            className={checkClass}
          />
          {label}
        </label>
      )
      break
    case 'color':
      control = (
        <div className="flex items-center gap-3">
          <input
            {...common}
            type="color"
            defaultValue={initial[0] || '#1f8a70'}
            className="h-10 w-16 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          />
        </div>
      )
      break
    case 'column':
      control = (
        <ColumnPicker
          field={field}
          common={common}
          initial={initial}
          header={header}
          headerFileName={headerFileName}
          stateId={state.id}
        />
      )
      break
    default:
      control = <input {...common} type="text" defaultValue={initial[0] ?? ''} className={inputClass} />
  }

  return (
    <div data-field={field.key}>
      {field.type === 'checkbox' ? null : grouped ? (
        <p id={`${state.id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
          {label}
          {field.required ? <RequiredMark /> : null}
        </p>
      ) : (
        <label htmlFor={state.id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
          {field.required ? <RequiredMark /> : null}
        </label>
      )}
      {control}
      {help ? (
        <p id={`${state.id}-help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      ) : null}
      <ErrorList id={state.errorId} errors={state.errors} />
    </div>
  )
}

function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-500" aria-hidden="true">
      *
    </span>
  )
}

/**
 * A column of an uploaded table. With the file's header known (the demo, a previous submit, or
 * the browser reading the chosen file) it is a choice among the header's names; otherwise a text
 * input for the name (several separated by commas).
 */
function ColumnPicker({
  field,
  common,
  initial,
  header,
  headerFileName,
  stateId,
}: {
  field: FormField
  common: Record<string, unknown>
  initial: string[]
  header?: string[]
  headerFileName?: string
  stateId: string
}) {
  const { t } = useTranslation()
  const chosen = initial
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (!header || header.length === 0) {
    return (
      <>
        <input
          {...common}
          type="text"
          defaultValue={chosen.join(', ')}
          className={inputClass}
          data-column-picker="text"
        />
        <p className="mt-1 text-xs text-slate-500">
          {t('tools.page.columnHint')} {field.multiple ? t('tools.page.columnMultipleHint') : null}
        </p>
      </>
    )
  }
  // A value that is not in this file's header stays selectable, so switching files never drops it silently.
  const options = [...header, ...chosen.filter((name) => !header.includes(name))]
  const source = headerFileName ? (
    <p className="mt-1 text-xs text-slate-500">{t('tools.page.columnFromHeader', { file: headerFileName })}</p>
  ) : null
  if (field.multiple) {
    return (
      <>
        <div
          className="flex max-h-40 flex-wrap gap-x-4 gap-y-2 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3"
          role="group"
          aria-labelledby={`${stateId}-label`}
          data-column-picker="choices"
        >
          {options.map((name, index) => (
            <label key={name} className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                id={index === 0 ? stateId : undefined}
                type="checkbox"
                name={field.key}
                value={name}
                defaultChecked={chosen.includes(name)}
                className={checkClass}
              />
              {name}
            </label>
          ))}
        </div>
        {source}
      </>
    )
  }
  return (
    <>
      <select {...common} defaultValue={chosen[0] ?? ''} className={inputClass} data-column-picker="select">
        <option value="">{t('tools.page.choose')}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {source}
    </>
  )
}
