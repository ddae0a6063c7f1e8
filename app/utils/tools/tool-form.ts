import { z } from 'zod'
import type { FormField } from '#core/tools'
import { inLanguage, type Language } from '#core/language'

/**
 * The tool form as data, shared by the browser (Conform's client validation) and the server (the
 * action's authoritative check). Parameter inputs are named by their field key; the page's own
 * inputs start with `_` and file inputs with `file:`, names a form definition may not use.
 */
export const DATA_FILE_FIELD_PREFIX = 'file:'
export const INTENT_FIELD = '_intent'
/** Repeated once per data key whose demo file stands in for an upload. */
export const DEMO_FILE_FIELD = '_demoFile'
export const RECORD_NAME_FIELD = '_recordName'
export const SAVED_PARAMETERS_ID_FIELD = '_savedId'
/** `_storedFile:<data key>` = the id of one of the user's stored files standing in for an upload. */
export const STORED_FILE_FIELD_PREFIX = '_storedFile:'
/** The tool page's query parameter that narrows the stored-file choices by name. */
export const STORED_FILE_SEARCH_PARAM = 'fileSearch'

/** One of the user's stored files a data slot offers instead of an upload. */
export interface StoredFileChoice {
  id: number
  name: string
  /** FILE_KIND: personal, project, tool input or tool output. */
  kind: number
  /** The size as lists show it (KB, MB; units of 1024). */
  size: string
}

export const TOOL_FORM_INTENTS = {
  run: 'run',
  saveParameters: 'save-parameters',
  deleteParameters: 'delete-parameters',
  /** Forgets the remembered settings of the user's last run: the form starts from the defaults. */
  resetParameters: 'reset-parameters',
  /** Checks the form and reads the tables (their previews) without running: the preview without JavaScript. */
  check: 'check',
} as const

export function isReservedFieldKey(key: string): boolean {
  return key.startsWith('_') || key.startsWith(DATA_FILE_FIELD_PREFIX) || key.includes('.') || key.includes('[')
}

/** Spec 01 §5/§9: the largest sequence a predefined tool takes when its field names no limit. */
export const DEFAULT_TEXTAREA_MAX_LENGTH = 500_000
/** A one-line text field holds a name, a title or a short list, never a document. */
export const DEFAULT_TEXT_MAX_LENGTH = 2_000
/** Spec 01 §5/§9: saved parameter set names. */
export const RECORD_NAME_MAX_LENGTH = 20

export function maxLengthOf(field: FormField): number {
  return field.maxLength ?? (field.type === 'textarea' ? DEFAULT_TEXTAREA_MAX_LENGTH : DEFAULT_TEXT_MAX_LENGTH)
}

/** i18next's `t`, narrowed to what the schema needs. */
export type Translate = (key: string, values?: Record<string, unknown>) => string

export function fieldLabel(field: Pick<FormField, 'label' | 'labelEn'>, language: Language): string {
  return inLanguage(language, field.label, field.labelEn)
}

export function optionLabel(option: NonNullable<FormField['options']>[number], language: Language): string {
  return inLanguage(language, option.label, option.labelEn)
}

const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/
/** Rounding slack when checking that a decimal is a whole number of steps (0.1 + 0.2 ≠ 0.3). */
const STEP_TOLERANCE = 1e-9

function isWholeNumberOfSteps(value: number, base: number, step: number): boolean {
  const steps = (value - base) / step
  return Math.abs(steps - Math.round(steps)) < STEP_TOLERANCE * Math.max(1, Math.abs(steps))
}

/** Column pickers without a header to choose from are text inputs: `a, b` names two columns. */
export function splitColumnNames(value: unknown): unknown[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return items.flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [item],
  )
}

function fieldSchema(field: FormField, t: Translate, language: Language): z.ZodTypeAny {
  const label = fieldLabel(field, language)
  const messages = {
    required: t('tools.form.errors.required', { field: label }),
    notNumber: t('tools.form.errors.notNumber', { field: label }),
    notOption: t('tools.form.errors.notOption', { field: label }),
  }
  const required = Boolean(field.required)
  const text = () => z.string({ required_error: messages.required, invalid_type_error: messages.required })
  const optional = (schema: z.ZodTypeAny) => (required ? schema : schema.optional())
  const optionValues = (field.options ?? []).map((option) => String(option.value))
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = maxLengthOf(field)
      return optional(
        text().max(max, t('tools.form.errors.tooLong', { field: label, max: max.toLocaleString('en-US') })),
      )
    }
    case 'color':
      return optional(text().regex(COLOUR_PATTERN, t('tools.form.errors.notColour', { field: label })))
    case 'select':
    case 'radio':
      return optional(text().refine((value) => optionValues.includes(value), messages.notOption))
    case 'column':
      if (field.multiple) {
        const names = z.array(z.string()).max(DEFAULT_TEXT_MAX_LENGTH)
        return z.preprocess(splitColumnNames, required ? names.min(1, messages.required) : names)
      }
      return optional(text().max(DEFAULT_TEXT_MAX_LENGTH))
    case 'multiselect': {
      const choices = z.array(z.string().refine((value) => optionValues.includes(value), messages.notOption))
      return required ? choices.min(1, messages.required) : choices.default([])
    }
    case 'checkbox':
      // An unticked box sends nothing; "required" cannot mean "must be ticked" for a parameter.
      return z.boolean().default(false)
    case 'number': {
      let schema = z
        .number({ required_error: messages.required, invalid_type_error: messages.notNumber })
        .finite(messages.notNumber)
      if (field.min !== undefined)
        schema = schema.min(field.min, t('tools.form.errors.min', { field: label, min: field.min }))
      if (field.max !== undefined)
        schema = schema.max(field.max, t('tools.form.errors.max', { field: label, max: field.max }))
      const { step } = field
      if (step === undefined || step <= 0) return optional(schema)
      const base = field.min ?? 0
      return optional(
        schema.refine(
          (value) => isWholeNumberOfSteps(value, base, step),
          t('tools.form.errors.step', { field: label, step, base }),
        ),
      )
    }
  }
}

/**
 * The Zod schema of a tool's form, messages in the user's language naming the field. Values
 * come out as the contract says: number, boolean, string[] for multi-select and multi-column,
 * otherwise string; an optional field left empty is absent (the executor applies its default).
 */
export function buildToolFormSchema(fields: readonly FormField[], t: Translate, language: Language) {
  return z.object(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field, t, language)])))
}

export function recordNameSchema(t: Translate) {
  return z
    .string({ required_error: t('tools.saved.nameRequired') })
    .trim()
    .min(1, t('tools.saved.nameRequired'))
    .max(RECORD_NAME_MAX_LENGTH, t('tools.saved.nameTooLong', { max: RECORD_NAME_MAX_LENGTH }))
}

/**
 * Initial values for the form: the given values (demo or a saved set) where the field exists,
 * else the field's default. Keys the form no longer has are reported, so a stale saved set can
 * say it does not match.
 */
export function initialFormValues(
  fields: readonly FormField[],
  values: Record<string, unknown> = {},
): { initial: Record<string, unknown>; unknownKeys: string[] } {
  const initial: Record<string, unknown> = {}
  for (const field of fields) {
    const value = field.key in values ? values[field.key] : field.defaultValue
    if (value !== undefined && value !== null) initial[field.key] = value
  }
  const known = new Set(fields.map((field) => field.key))
  return { initial, unknownKeys: Object.keys(values).filter((key) => !known.has(key)) }
}
