import { z } from 'zod'
import { FORM_TYPE, type FormField, type FormFieldType } from '#core/tools'
import { isReservedFieldKey, type Translate } from '~/utils/tools/tool-form'

/**
 * The form editor's definition as staff type it (every value text, as posted), the edits its
 * submit buttons make (add, remove, move a field or an option) and the check that turns it into
 * the `FormField[]` the tool page renders. Shared by the editor's page and its action, so a
 * re-rendered editor shows exactly what was typed.
 */

export const FORM_FIELD_TYPES: readonly FormFieldType[] = [
  'text',
  'textarea',
  'number',
  'select',
  'multiselect',
  'radio',
  'checkbox',
  'color',
  'column',
]
export const FORM_TYPES = Object.values(FORM_TYPE)

export const FORM_NAME_MAX_LENGTH = 100
export const FORM_DESCRIPTION_MAX_LENGTH = 500
export const FORM_MAX_FIELDS = 100
export const FIELD_MAX_OPTIONS = 200
const KEY_MAX_LENGTH = 64
const LABEL_MAX_LENGTH = 200
const HELP_MAX_LENGTH = 1000
const VALUE_MAX_LENGTH = 2000
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/
const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/

export interface DraftOption {
  label: string
  labelEn: string
  value: string
}

export interface DraftField {
  key: string
  type: string
  label: string
  labelEn: string
  /** Text; several choices of a multi-select separated by commas; `true`/`false` for a checkbox. */
  defaultValue: string
  required: boolean
  min: string
  max: string
  step: string
  maxLength: string
  columnOf: string
  multiple: boolean
  help: string
  helpEn: string
  group: string
  groupEn: string
  options: DraftOption[]
}

export interface FormDraft {
  name: string
  formType: string
  description: string
  disabled: boolean
  fields: DraftField[]
}

/** Messages by path: `name`, `fields.0.key`, `fields.0.options.1.value`; `form` for the whole form. */
export type DraftErrors = Record<string, string[]>

export const EDITOR_INTENT_FIELD = 'intent'
export const EDITOR_INTENTS = {
  save: 'save',
  /** Save after the tools using the form were shown. */
  confirmSave: 'confirm-save',
  preview: 'preview',
  addField: 'add-field',
} as const

export const fieldIntent = {
  remove: (index: number) => `remove-field:${index}`,
  up: (index: number) => `field-up:${index}`,
  down: (index: number) => `field-down:${index}`,
  addOption: (index: number) => `add-option:${index}`,
  removeOption: (index: number, option: number) => `remove-option:${index}:${option}`,
}

export function blankField(): DraftField {
  return {
    key: '',
    type: 'text',
    label: '',
    labelEn: '',
    defaultValue: '',
    required: false,
    min: '',
    max: '',
    step: '',
    maxLength: '',
    columnOf: '',
    multiple: false,
    help: '',
    helpEn: '',
    group: '',
    groupEn: '',
    options: [],
  }
}

export function blankDraft(): FormDraft {
  return { name: '', formType: String(FORM_TYPE.dynamic), description: '', disabled: false, fields: [] }
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

function defaultText(field: FormField): string {
  const value = field.defaultValue
  if (value === undefined || value === null) return ''
  return Array.isArray(value) ? value.map(String).join(', ') : String(value)
}

/** A stored form as the editor shows it. */
export function draftOf(form: {
  name: string
  formType: number
  description: string
  disabled: boolean
  fields: readonly FormField[]
}): FormDraft {
  return {
    name: form.name,
    formType: String(form.formType),
    description: form.description,
    disabled: form.disabled,
    fields: form.fields.map((field) => ({
      key: field.key,
      type: field.type,
      label: field.label,
      labelEn: text(field.labelEn),
      defaultValue: defaultText(field),
      required: Boolean(field.required),
      min: text(field.min),
      max: text(field.max),
      step: text(field.step),
      maxLength: text(field.maxLength),
      columnOf: text(field.columnOf),
      multiple: Boolean(field.multiple),
      help: text(field.help),
      helpEn: text(field.helpEn),
      group: text(field.group),
      groupEn: text(field.groupEn),
      options: (field.options ?? []).map((option) => ({
        label: option.label,
        labelEn: text(option.labelEn),
        value: String(option.value),
      })),
    })),
  }
}

export const fieldName = (index: number, property: keyof DraftField) => `fields[${index}].${property}`
export const optionName = (index: number, option: number, property: keyof DraftOption) =>
  `fields[${index}].options[${option}].${property}`

const FIELD_TEXT_PROPERTIES = [
  'key',
  'type',
  'label',
  'labelEn',
  'defaultValue',
  'min',
  'max',
  'step',
  'maxLength',
  'columnOf',
  'help',
  'helpEn',
  'group',
  'groupEn',
] as const
const FIELD_NAME = /^fields\[(\d{1,3})\]\.(\w+)$/
const OPTION_NAME = /^fields\[(\d{1,3})\]\.options\[(\d{1,3})\]\.(label|labelEn|value)$/

/** The editor's posted inputs as a draft; anything it does not know is ignored. */
export function readDraft(formData: FormData): FormDraft {
  const draft = blankDraft()
  draft.name = text(formData.get('name'))
  draft.formType = text(formData.get('formType'))
  draft.description = text(formData.get('description'))
  draft.disabled = formData.get('disabled') === 'on'
  const fields: DraftField[] = []
  const fieldAt = (index: number) => (fields[index] ??= blankField())
  for (const [name, value] of formData) {
    if (typeof value !== 'string') continue
    const option = OPTION_NAME.exec(name)
    if (option) {
      const [index, position] = [Number(option[1]), Number(option[2])]
      if (index >= FORM_MAX_FIELDS || position >= FIELD_MAX_OPTIONS) continue
      const options = fieldAt(index).options
      options[position] ??= { label: '', labelEn: '', value: '' }
      options[position][option[3] as keyof DraftOption] = value
      continue
    }
    const match = FIELD_NAME.exec(name)
    if (!match || Number(match[1]) >= FORM_MAX_FIELDS) continue
    const field = fieldAt(Number(match[1]))
    const property = match[2]
    if (property === 'required' || property === 'multiple') field[property] = value === 'on'
    else if ((FIELD_TEXT_PROPERTIES as readonly string[]).includes(property))
      field[property as (typeof FIELD_TEXT_PROPERTIES)[number]] = value
  }
  // Indices posted out of order or with gaps (a hand-made request) close up.
  draft.fields = fields.filter(Boolean).map((field) => ({ ...field, options: field.options.filter(Boolean) }))
  return draft
}

function move<T>(items: T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length) return items
  const copy = [...items]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item)
  return copy
}

/** The draft after an editing button (add, remove, up, down, add or remove an option); null for other intents. */
export function applyEditorIntent(draft: FormDraft, intent: string): FormDraft | null {
  if (intent === EDITOR_INTENTS.addField)
    return draft.fields.length >= FORM_MAX_FIELDS ? draft : { ...draft, fields: [...draft.fields, blankField()] }
  const [action, first, second] = intent.split(':')
  const index = Number(first)
  if (!Number.isInteger(index) || index < 0 || index >= draft.fields.length) return null
  const withField = (field: DraftField) => ({
    ...draft,
    fields: draft.fields.map((candidate, position) => (position === index ? field : candidate)),
  })
  const field = draft.fields[index]
  switch (action) {
    case 'remove-field':
      return { ...draft, fields: draft.fields.filter((_, position) => position !== index) }
    case 'field-up':
      return { ...draft, fields: move(draft.fields, index, index - 1) }
    case 'field-down':
      return { ...draft, fields: move(draft.fields, index, index + 1) }
    case 'add-option':
      return field.options.length >= FIELD_MAX_OPTIONS
        ? draft
        : withField({ ...field, options: [...field.options, { label: '', labelEn: '', value: '' }] })
    case 'remove-option': {
      const option = Number(second)
      return withField({ ...field, options: field.options.filter((_, position) => position !== option) })
    }
    default:
      return null
  }
}

const hasOptions = (type: string) => type === 'select' || type === 'radio' || type === 'multiselect'
const hasLength = (type: string) => type === 'text' || type === 'textarea'

export const fieldUses = {
  options: hasOptions,
  bounds: (type: string) => type === 'number',
  maxLength: hasLength,
  column: (type: string) => type === 'column',
}

/** What the editor's schema checks first: lengths and the form's own settings. */
function baseSchema(t: Translate) {
  const words = (max: number) =>
    z
      .string()
      .trim()
      .max(max, t('adminForms.errors.tooLong', { max: max.toLocaleString('en-US') }))
  const option = z.object({ label: words(LABEL_MAX_LENGTH), labelEn: words(LABEL_MAX_LENGTH), value: words(200) })
  return z.object({
    name: words(FORM_NAME_MAX_LENGTH).min(1, t('adminForms.errors.nameRequired')),
    formType: z
      .string()
      .refine((value) => (FORM_TYPES as readonly number[]).includes(Number(value)) && value.trim() !== '', {
        message: t('adminForms.errors.typeInvalid'),
      }),
    description: words(FORM_DESCRIPTION_MAX_LENGTH),
    disabled: z.boolean(),
    fields: z
      .array(
        z.object({
          key: words(KEY_MAX_LENGTH),
          type: z.string(),
          label: words(LABEL_MAX_LENGTH),
          labelEn: words(LABEL_MAX_LENGTH),
          defaultValue: z.string().max(VALUE_MAX_LENGTH, t('adminForms.errors.tooLong', { max: VALUE_MAX_LENGTH })),
          required: z.boolean(),
          min: z.string().trim(),
          max: z.string().trim(),
          step: z.string().trim(),
          maxLength: z.string().trim(),
          columnOf: words(KEY_MAX_LENGTH),
          multiple: z.boolean(),
          help: words(HELP_MAX_LENGTH),
          helpEn: words(HELP_MAX_LENGTH),
          group: words(LABEL_MAX_LENGTH),
          groupEn: words(LABEL_MAX_LENGTH),
          options: z.array(option).max(FIELD_MAX_OPTIONS),
        }),
      )
      .max(FORM_MAX_FIELDS, t('adminForms.errors.tooManyFields', { max: FORM_MAX_FIELDS })),
  })
}

export interface FormDefinition {
  name: string
  formType: number
  description: string
  disabled: boolean
  fields: FormField[]
}

export type DraftCheck = { ok: true; definition: FormDefinition } | { ok: false; errors: DraftErrors }

/**
 * The whole check of a definition (spec 01 §3 Form): name, type, and each field's key (present,
 * not reserved, unique), label, type, bounds (min ≤ max, step and length positive), options
 * (select, radio and multi-select need them, values unique), the data file a column comes from,
 * and a default that fits all of that. Messages in the reader's language, by path.
 */
export function checkDraft(draft: FormDraft, t: Translate): DraftCheck {
  const errors: DraftErrors = {}
  const add = (path: string, message: string) => {
    const list = (errors[path] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  const parsed = baseSchema(t).safeParse(draft)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.') || 'form', issue.message)
    return { ok: false, errors }
  }
  const value = parsed.data
  const keys = new Map<string, number>()
  const fields: FormField[] = []
  value.fields.forEach((field, index) => {
    const at = (property: string) => `fields.${index}.${property}`
    const number = (property: 'min' | 'max' | 'step' | 'maxLength'): number | undefined => {
      const raw = field[property]
      if (raw === '') return undefined
      const parsedNumber = Number(raw)
      if (!Number.isFinite(parsedNumber)) {
        add(at(property), t('adminForms.errors.notNumber'))
        return undefined
      }
      return parsedNumber
    }
    if (field.key === '') add(at('key'), t('adminForms.errors.keyRequired'))
    else if (!KEY_PATTERN.test(field.key) || isReservedFieldKey(field.key))
      add(at('key'), t('adminForms.errors.keyInvalid'))
    else if (keys.has(field.key)) add(at('key'), t('adminForms.errors.keyDuplicate', { key: field.key }))
    else keys.set(field.key, index)
    if (field.label === '') add(at('label'), t('adminForms.errors.labelRequired'))
    const type = field.type as FormFieldType
    if (!FORM_FIELD_TYPES.includes(type)) {
      add(at('type'), t('adminForms.errors.fieldTypeInvalid'))
      return
    }
    const result: FormField = { key: field.key, label: field.label, type }
    if (field.labelEn) result.labelEn = field.labelEn
    if (field.required) result.required = true
    if (type === 'number') {
      const [min, max, step] = [number('min'), number('max'), number('step')]
      if (min !== undefined && max !== undefined && min > max) add(at('max'), t('adminForms.errors.minAboveMax'))
      if (step !== undefined && step <= 0) add(at('step'), t('adminForms.errors.stepPositive'))
      Object.assign(result, defined({ min, max, step }))
    }
    if (hasLength(type)) {
      const maxLength = number('maxLength')
      if (maxLength !== undefined && (!Number.isInteger(maxLength) || maxLength < 1))
        add(at('maxLength'), t('adminForms.errors.maxLengthPositive'))
      if (maxLength !== undefined) result.maxLength = maxLength
    }
    if (hasOptions(type)) {
      if (field.options.length === 0) add(at('options'), t('adminForms.errors.optionsRequired'))
      const seen = new Set<string>()
      field.options.forEach((option, position) => {
        const path = `fields.${index}.options.${position}`
        if (option.value === '') add(`${path}.value`, t('adminForms.errors.optionValueRequired'))
        else if (seen.has(option.value))
          add(`${path}.value`, t('adminForms.errors.optionValueDuplicate', { value: option.value }))
        seen.add(option.value)
        if (option.label === '') add(`${path}.label`, t('adminForms.errors.labelRequired'))
      })
      result.options = field.options.map((option) => ({
        label: option.label,
        ...(option.labelEn ? { labelEn: option.labelEn } : {}),
        value: option.value,
      }))
    }
    if (type === 'column') {
      if (field.columnOf === '') add(at('columnOf'), t('adminForms.errors.columnOfRequired'))
      result.columnOf = field.columnOf
      if (field.multiple) result.multiple = true
    }
    const defaultValue = defaultOf(result, field.defaultValue, (message) => add(at('defaultValue'), message), t)
    if (defaultValue !== undefined) result.defaultValue = defaultValue
    Object.assign(
      result,
      defined({ help: field.help, helpEn: field.helpEn, group: field.group, groupEn: field.groupEn }),
    )
    fields.push(result)
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    definition: {
      name: value.name,
      formType: Number(value.formType),
      description: value.description,
      disabled: value.disabled,
      fields,
    },
  }
}

/** Only the properties with a value, so the stored field holds what staff set and nothing empty. */
function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== '')) as Partial<T>
}

/** The default as the field's type stores it, or undefined (none, or refused with a message). */
function defaultOf(field: FormField, raw: string, refuse: (message: string) => void, t: Translate): unknown {
  const value = raw.trim()
  if (field.type === 'checkbox') return value === 'true'
  if (value === '') return undefined
  const optionValues = (field.options ?? []).map((option) => String(option.value))
  switch (field.type) {
    case 'number': {
      const number = Number(value)
      if (!Number.isFinite(number)) return refuse(t('adminForms.errors.defaultNotNumber'))
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max))
        return refuse(t('adminForms.errors.defaultOutOfBounds', { min: field.min ?? '−∞', max: field.max ?? '∞' }))
      return number
    }
    case 'select':
    case 'radio':
      return optionValues.includes(value) ? value : refuse(t('adminForms.errors.defaultNotOption', { value }))
    case 'multiselect': {
      const chosen = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
      const unknown = chosen.find((item) => !optionValues.includes(item))
      return unknown === undefined ? chosen : refuse(t('adminForms.errors.defaultNotOption', { value: unknown }))
    }
    case 'color':
      return COLOUR_PATTERN.test(value) ? value.toLowerCase() : refuse(t('adminForms.errors.defaultNotColour'))
    case 'column':
      return undefined
    default: {
      const max = field.maxLength
      return max !== undefined && raw.length > max
        ? refuse(t('adminForms.errors.defaultTooLong', { max: max.toLocaleString('en-US') }))
        : raw
    }
  }
}

/**
 * The fields as far as they can be read, for the preview of a definition that does not pass its
 * check yet: a field without a key or a known type is left out.
 */
export function previewFields(draft: FormDraft, t: Translate): FormField[] {
  const checked = checkDraft(draft, t)
  if (checked.ok) return checked.definition.fields
  const seen = new Set<string>()
  return draft.fields.flatMap((field, index): FormField[] => {
    const key = field.key.trim() || `field-${index + 1}`
    if (!FORM_FIELD_TYPES.includes(field.type as FormFieldType) || seen.has(key) || isReservedFieldKey(key)) return []
    seen.add(key)
    const single = checkDraft({ ...blankDraft(), name: 'preview', fields: [{ ...field, key }] }, t)
    if (single.ok) return single.definition.fields
    return [
      {
        key,
        type: field.type as FormFieldType,
        label: field.label || key,
        ...defined({ labelEn: field.labelEn, help: field.help, helpEn: field.helpEn, group: field.group }),
        ...(hasOptions(field.type)
          ? { options: field.options.filter((option) => option.value !== '').map((option) => ({ ...option })) }
          : {}),
      },
    ]
  })
}
