/**
 * A tool's parameters, declared once: each builder gives the Zod schema the executor parses a run's
 * form values with (type, bounds, default) and the form field the seed writes from the same facts
 * (label, help, choices, the same bounds and default), so nothing about a parameter is written twice.
 * The seeded form is then staff's to edit (labels, help, order); the schema stays the code's.
 *
 * Parsing follows the form's conventions: a blank value (absent, null, white space) means the
 * default; numbers may arrive as numeric text, checkboxes as 'true'/'false'. A value that is off
 * (a saved parameter set of an older form, a hand-made request) stops the run with a 1001 error
 * naming the parameter and what it takes, in the reader's language.
 */
import { z } from 'zod'
import type { FormField, FormFieldType } from '../../core/tools'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import type { MessageRef } from '../../core/result-text'
import { kitText } from './kit-messages'
import { ToolRunError, type ToolRunInput } from './types'
import type { Words } from './messages'

export interface Parameter<T> {
  readonly schema: z.ZodType<T, z.ZodTypeDef, unknown>
  /** The form field the seed writes for this parameter under `key`. */
  field(key: string): FormField
  /** What a valid value is, for the error that names a wrong one. */
  readonly expected: MessageRef
}

/** A choice: its value, then its label in Chinese and in English. */
export type Choice = readonly [value: string | number | boolean, label: string, labelEn: string]

interface Presentation {
  label: string
  labelEn: string
  help?: Words
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

const blankTo = (fallback: unknown) => (value: unknown) => (isBlank(value) ? fallback : value)

function formField(key: string, type: FormFieldType, presentation: Presentation, rest: Partial<FormField>): FormField {
  const { label, labelEn, help } = presentation
  return { key, label, labelEn, type, ...rest, ...(help ? { help: help.zh, helpEn: help.en } : {}) }
}

/** Only the keys that are set, so the stored form holds exactly what the declaration says. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>
}

/** A number within [min, max]; `max: Infinity` for a count with no upper bound (the form then sets none). */
export function numberParameter<Required extends boolean = true>(
  label: string,
  labelEn: string,
  settings: {
    min: number
    max: number
    /** The form's step; absent, the browser's (1). */
    step?: number
    integer?: boolean
    /** Absent: the parameter may be left empty (the executor gets undefined). */
    defaultValue?: number
    required?: boolean
  },
  help?: Words,
): Parameter<Required extends true ? number : number | undefined> {
  const { min, max, step, integer = false, defaultValue, required } = settings
  const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value)
  let number = z.number().finite().min(min).max(max)
  if (integer) number = number.int()
  const schema = z.preprocess(
    (value) => toNumber(blankTo(defaultValue)(value)),
    defaultValue === undefined ? number.optional() : number,
  )
  return {
    schema: schema as unknown as z.ZodType<Required extends true ? number : number | undefined, z.ZodTypeDef, unknown>,
    field: (key) =>
      formField(
        key,
        'number',
        { label, labelEn, help },
        defined({ required, min, max: Number.isFinite(max) ? max : undefined, step, defaultValue }),
      ),
    expected: !Number.isFinite(max)
      ? integer
        ? kitText.expectedWholeNumberFrom({ min })
        : kitText.expectedNumberFrom({ min })
      : integer
        ? kitText.expectedWholeNumber({ min, max })
        : kitText.expectedNumber({ min, max }),
  }
}

function choiceParameter<const C extends readonly Choice[]>(
  type: 'select' | 'radio',
  label: string,
  labelEn: string,
  choices: C,
  settings: { defaultValue?: C[number][0]; required?: boolean; help?: Words },
): Parameter<C[number][0]> {
  const values = choices.map(([value]) => value)
  const schema = z.preprocess(
    (value) => {
      const given = blankTo(settings.defaultValue)(value)
      // A select posts text; a choice whose value is a number or a boolean is matched by its text.
      return values.find((candidate) => candidate === given || String(candidate) === given) ?? given
    },
    z.custom<C[number][0]>((value) => values.includes(value as C[number][0])),
  )
  return {
    schema,
    field: (key) =>
      formField(
        key,
        type,
        { label, labelEn, help: settings.help },
        defined({
          required: settings.required,
          defaultValue: settings.defaultValue,
          options: choices.map(([value, zh, en]) => ({ label: zh, labelEn: en, value })),
        }),
      ),
    expected: kitText.expectedOneOf({ values: values.join(', ') }),
  }
}

export function selectParameter<const C extends readonly Choice[]>(
  label: string,
  labelEn: string,
  choices: C,
  settings: { defaultValue?: C[number][0]; required?: boolean; help?: Words } = {},
): Parameter<C[number][0]> {
  return choiceParameter('select', label, labelEn, choices, settings)
}

export function radioParameter<const C extends readonly Choice[]>(
  label: string,
  labelEn: string,
  choices: C,
  settings: { defaultValue?: C[number][0]; required?: boolean; help?: Words } = {},
): Parameter<C[number][0]> {
  return choiceParameter('radio', label, labelEn, choices, settings)
}

export function checkboxParameter(
  label: string,
  labelEn: string,
  defaultValue: boolean,
  help?: Words,
): Parameter<boolean> {
  return {
    schema: z.preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : blankTo(defaultValue)(value)),
      z.boolean(),
    ),
    field: (key) => formField(key, 'checkbox', { label, labelEn, help }, { defaultValue }),
    expected: kitText.expectedBoolean(),
  }
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** A colour as lower-case `#rrggbb`. */
export function colourParameter(label: string, labelEn: string, defaultValue: string): Parameter<string> {
  return {
    schema: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.preprocess(
        blankTo(defaultValue),
        z
          .string()
          .regex(HEX_COLOUR)
          .transform((value) => value.toLowerCase()),
      ),
    ),
    field: (key) => formField(key, 'color', { label, labelEn }, { defaultValue }),
    expected: kitText.expectedColour(),
  }
}

/**
 * Free text, trimmed (`trim: false` keeps it as typed, for pasted text whose line numbers an error
 * names); the default (or '') when blank or not text.
 */
export function textParameter(
  label: string,
  labelEn: string,
  limits: {
    maxLength: number
    defaultValue?: string
    required?: boolean
    type?: 'text' | 'textarea'
    trim?: boolean
  },
  help?: Words,
): Parameter<string> {
  const { type = 'text', trim = true, ...rest } = limits
  return {
    schema: z.preprocess(
      (value) =>
        typeof value === 'string' && value.trim() !== '' ? (trim ? value.trim() : value) : (limits.defaultValue ?? ''),
      z.string(),
    ),
    field: (key) => formField(key, type, { label, labelEn, help }, defined(rest)),
    expected: kitText.expectedText(),
  }
}

/**
 * One column picked by name from the header of data file `of` (the data-file rules check it is
 * there); '' when none was chosen. A required column left empty stops the run naming the parameter.
 */
export function columnParameter(
  label: string,
  labelEn: string,
  settings: { of?: string; required?: boolean; help?: Words } = {},
): Parameter<string> {
  const { of = 'table', required = false, help } = settings
  const name = z.preprocess(
    (value) =>
      isBlank(value)
        ? ''
        : Array.isArray(value) && value.length === 1 && typeof value[0] === 'string'
          ? value[0].trim()
          : typeof value === 'string'
            ? value.trim()
            : value,
    z.string(),
  )
  return {
    schema: required ? name.refine((value) => value !== '') : name,
    field: (key) => formField(key, 'column', { label, labelEn, help }, { columnOf: of, required }),
    expected: required ? kitText.expectedChosenColumn() : kitText.expectedColumn(),
  }
}

/** Several columns picked by name, in the order chosen, without repeats; none is []. */
export function columnsParameter(
  label: string,
  labelEn: string,
  settings: { of?: string; required?: boolean; help?: Words } = {},
): Parameter<string[]> {
  const { of = 'table', required = false, help } = settings
  return {
    schema: z.preprocess(
      (value) =>
        isBlank(value)
          ? []
          : [
              ...new Set(
                (Array.isArray(value) ? value : [value])
                  .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
                  .map((item) => item.trim()),
              ),
            ],
      z.array(z.string()),
    ),
    field: (key) => formField(key, 'column', { label, labelEn, help }, { columnOf: of, required, multiple: true }),
    expected: kitText.expectedColumns(),
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyParameters = Record<string, Parameter<any>>
export type ParameterValues<P extends AnyParameters> = { [K in keyof P]: z.output<P[K]['schema']> }

export interface ToolParameters<P extends AnyParameters> {
  /** The one schema of the tool's form values. */
  readonly schema: z.ZodType<ParameterValues<P>, z.ZodTypeDef, unknown>
  /** The form the seed writes, in declaration order. */
  readonly form: FormField[]
  /** The values of an empty form: each parameter's default. */
  readonly defaults: Readonly<Record<string, unknown>>
  /** A run's values, typed, or a 1001 ToolRunError naming the first parameter that is off. */
  parse(input: Pick<ToolRunInput, 'params'>): ParameterValues<P>
}

export function defineParameters<P extends AnyParameters>(parameters: P): ToolParameters<P> {
  const shape = Object.fromEntries(Object.entries(parameters).map(([key, parameter]) => [key, parameter.schema]))
  const schema = z.object(shape) as unknown as z.ZodType<ParameterValues<P>, z.ZodTypeDef, unknown>
  const form = Object.entries(parameters).map(([key, parameter]) => parameter.field(key))
  const defaults = Object.fromEntries(
    form.filter((field) => field.defaultValue !== undefined).map((field) => [field.key, field.defaultValue]),
  )
  return {
    schema,
    form,
    defaults,
    parse(input) {
      const parsed = schema.safeParse(input.params ?? {})
      if (parsed.success) return parsed.data
      const key = String(parsed.error.issues[0]?.path[0] ?? '')
      const value = input.params?.[key]
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        kitText.invalidParameter({
          key,
          value: JSON.stringify(value ?? null),
          expected: parameters[key]?.expected ?? kitText.expectedText(),
        }),
      )
    },
  }
}
