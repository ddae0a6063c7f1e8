/**
 * The words of a stored result (chart titles, axis and legend labels, table titles and headers, notes,
 * a run's own error message) are kept without a language: a translation key with its parameters,
 * put into the reader's language when the result is shown, downloaded or printed
 * (docs/decisions/018-results-stored-without-language.md). A plain string is shown as it is: the
 * user's own data (a sample name, a column header of the uploaded table, a group) or a symbol that is
 * the same in every language ("p", "R²"). Results stored before this rule are all plain strings and
 * keep showing the words they were written with.
 */

/** A key of the merged translations (`toolText.<namespace>.<name>` for the tools' words) and its parameters. */
export interface MessageRef {
  readonly $t: string
  readonly params?: Readonly<Record<string, TextParam>>
}

/** A parameter: printed as it is, or itself a text put into the reader's language first. */
export type TextParam = string | number | MessageRef

/** Any text of a stored result. */
export type ResultText = string | MessageRef

export function message(key: string, params?: Record<string, TextParam>): MessageRef {
  return params && Object.keys(params).length > 0 ? { $t: key, params } : { $t: key }
}

export function isMessageRef(value: unknown): value is MessageRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { $t?: unknown }).$t === 'string' &&
    Object.keys(value).every((key) => key === '$t' || key === 'params')
  )
}

/** Any i18next translate function: the web's, the PDF job's, or a test's. */
export type TranslateText = (key: string, values?: Record<string, string | number>) => string

/** One text in the reader's language; a parameter that is a text is translated first. */
export function renderText(t: TranslateText, text: ResultText): string {
  if (typeof text === 'string') return text
  if (!text.params) return t(text.$t)
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(text.params))
    values[name] = typeof value === 'object' ? renderText(t, value) : value
  return t(text.$t, values)
}

/** A value with every MessageRef in it replaced by its text. */
export type Rendered<T> = T extends MessageRef
  ? string
  : T extends readonly (infer Item)[]
    ? Rendered<Item>[]
    : T extends object
      ? { [K in keyof T]: Rendered<T[K]> }
      : T

/**
 * A stored result (or any part of it: a chart spec, a table, the notes) in the reader's language:
 * every MessageRef anywhere in it becomes its text; everything else is copied as it is. Chart specs
 * carry texts deep in chart.js options (axis titles, legend labels, annotation labels), so the walk
 * is generic rather than knowing where each chart keeps its words.
 */
export function renderResultTexts<T>(t: TranslateText, value: T): Rendered<T> {
  return walk(t, value) as Rendered<T>
}

function walk(t: TranslateText, value: unknown): unknown {
  if (isMessageRef(value)) return renderText(t, value)
  if (Array.isArray(value)) return value.map((item) => walk(t, item))
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) copy[key] = walk(t, item)
    return copy
  }
  return value
}
