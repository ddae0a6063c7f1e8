/**
 * Reading a run's form values, for every executor. The run page validates them against the form,
 * but a saved parameter set from an older form or a rerun may still carry one that is off: these
 * readers return each value with its type, or stop the run with a 1001 error naming the parameter,
 * so an executor never computes with a wrong value. A blank value (absent, null or white space)
 * means the field's default.
 */
import { inLanguage, type Language } from '../../core/language'
import { ToolRunError, type ToolRunInput } from './types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'

function invalidParameter(
  language: Language,
  key: string,
  value: unknown,
  expected: { zh: string; en: string },
): ToolRunError {
  return new ToolRunError(
    TOOL_ERROR_CODE.parameterValidation,
    inLanguage(
      language,
      `参数 ${key} 的值 ${JSON.stringify(value)} 无效：应为${expected.zh}。`,
      `Parameter ${key}: ${JSON.stringify(value)} is not valid; expected ${expected.en}.`,
    ),
  )
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** Free text, trimmed; `fallback` when blank or not text. */
export function textParam(input: ToolRunInput, key: string, fallback = ''): string {
  const value = input.params[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

export function choiceParam<T extends string>(input: ToolRunInput, key: string, allowed: readonly T[], fallback: T): T {
  const value = isBlank(input.params[key]) ? fallback : input.params[key]
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw invalidParameter(input.language, key, value, {
    zh: `以下之一：${allowed.join(', ')}`,
    en: `one of ${allowed.join(', ')}`,
  })
}

/** A number within [min, max] (a whole number when `integer`); numeric text is accepted too. */
export function numberParam(
  input: ToolRunInput,
  key: string,
  range: { min: number; max: number; fallback: number; integer?: boolean },
): number {
  const raw = isBlank(input.params[key]) ? range.fallback : input.params[key]
  const value = typeof raw === 'string' ? Number(raw) : raw
  if (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= range.min &&
    value <= range.max &&
    (!range.integer || Number.isInteger(value))
  )
    return value
  const kind = range.integer ? { zh: '整数', en: 'a whole number' } : { zh: '数值', en: 'a number' }
  throw invalidParameter(input.language, key, raw, {
    zh: ` ${range.min} 到 ${range.max} 之间的${kind.zh}`,
    en: `${kind.en} from ${range.min} to ${range.max}`,
  })
}

/** Checkboxes arrive as booleans (an unticked one may arrive as nothing); a select offering true/false arrives as text. */
export function booleanParam(input: ToolRunInput, key: string, fallback: boolean): boolean {
  const value = isBlank(input.params[key]) ? fallback : input.params[key]
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === 'false') return value === 'true'
  throw invalidParameter(input.language, key, value, { zh: ' true 或 false', en: 'true or false' })
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** A colour field's value as lower-case `#rrggbb`. */
export function colourParam(input: ToolRunInput, key: string, fallback: string): string {
  const value = isBlank(input.params[key]) ? fallback : input.params[key]
  if (typeof value === 'string' && HEX_COLOUR.test(value.trim())) return value.trim().toLowerCase()
  throw invalidParameter(input.language, key, value, { zh: ' #rrggbb 形式的颜色', en: 'a colour as #rrggbb' })
}

/**
 * One column picked by name (the data-file rules already checked it is in the header); `fallback`
 * when none was chosen ('' for an optional column).
 */
export function columnParam(input: ToolRunInput, key: string, fallback = ''): string {
  const value = input.params[key]
  if (isBlank(value)) return fallback
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') return value[0].trim()
  throw invalidParameter(input.language, key, value, { zh: '一个列名', en: 'one column name' })
}

/** A column the tool cannot run without; `role` says what it holds in the error when none was chosen. */
export function requiredColumnParam(input: ToolRunInput, key: string, role: { zh: string; en: string }): string {
  const name = columnParam(input, key)
  if (name === '')
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      inLanguage(input.language, `请选择${role.zh}列。`, `Choose the ${role.en} column.`),
    )
  return name
}

/** Several columns picked by name, in the order chosen, without repeats; `fallback` when none is. */
export function columnsParam(input: ToolRunInput, key: string, fallback: readonly string[]): string[] {
  const value = input.params[key]
  if (isBlank(value)) return [...fallback]
  const names = (Array.isArray(value) ? value : [value])
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim())
  return names.length === 0 ? [...fallback] : [...new Set(names)]
}
