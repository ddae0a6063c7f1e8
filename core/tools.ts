/**
 * The tool catalogue and its forms as data: codes stored in the tools and forms tables (db/schema/tools.ts
 * builds its check constraints from them) and the JSON shapes of their form and data-file columns.
 */
import type { DataFileRule } from '../analysis/io/data-file-rules'

/** The rules are the analysis library's language; its checker reads them, the forms table stores them. */
export type { DataFileRule }

/** Form type (spec 01 §3): 0 dynamic, 1 predefined, 2 one-click analysis parameter form. */
export const FORM_TYPE = { dynamic: 0, predefined: 1, oneClick: 2 } as const

/** Field types the server renders and validates (spec 01 §3 Form; the tool page renders them). */
export type FormFieldType =
  'text' | 'textarea' | 'number' | 'select' | 'multiselect' | 'radio' | 'checkbox' | 'color' | 'column'

/**
 * One field of a form. Values arrive as: number for `number`, boolean for `checkbox`, string[]
 * for `multiselect` and for `column` with `multiple`, otherwise string.
 */
export interface FormField {
  key: string
  label: string
  labelEn?: string
  type: FormFieldType
  required?: boolean
  defaultValue?: unknown
  options?: { label: string; labelEn?: string; value: string | number | boolean }[]
  /** `number`: bounds and step. */
  min?: number
  max?: number
  step?: number
  /** `text` and `textarea`: the most characters accepted (the sequence tools' limits). */
  maxLength?: number
  /** `column`: the data-file key whose header row lists the choices. */
  columnOf?: string
  /** `column`: pick several columns. */
  multiple?: boolean
  help?: string
  helpEn?: string
  /** The heading the tool page shows this field under; consecutive fields with the same group share it. */
  group?: string
  groupEn?: string
}

/**
 * Tool publish status (spec 01 §4; the spec names the states, the codes are ours). Internal test
 * tools are listed only to internal users (get-internal-list-map).
 */
export const TOOL_PUBLISH_STATUS = { unpublished: 0, published: 1, pendingPublish: 2, internalTest: 3 } as const

/** Tool type (spec 01 §3). Types 3 and 4 never run on the server. */
export const TOOL_TYPE = {
  cloudChart: 0,
  cloudAnalysis: 1,
  predefined: 2,
  hyperlink: 3,
  jsTool: 4,
  jsToolWithBackend: 5,
} as const

/** Delimiter of a tool's input tables (spec 02 §9); the same codes as `DELIMITERS` in analysis/io/text.ts. */
export const TABLE_DELIMITER = { tab: 1, comma: 2, semicolon: 3, space: 4 } as const

/** A data file a tool takes (spec 01 §3): label, key and size are required by the tool form. */
export interface DataFileSetting {
  label: string
  key: string
  required: boolean
  /** Storage key of an example file customers can download. */
  exampleFile: string | null
  /** Accepted suffixes, e.g. ['txt', 'tsv', 'csv'] (entered as a comma-separated list). */
  fileTypes: string[]
  /** Upper limit in MB; 0 means the default 10 MB. */
  fileSizeMb: number
  rules: DataFileRule[]
}

/**
 * The data-file slot that stands in for a pasted-text field (`<field key>_file`, the sequence tools'
 * "paste text OR choose a file"): the run reads the file as the field's text, and the form needs one of the two.
 */
export function pastedTextFileKey(fieldKey: string): string {
  return `${fieldKey}_file`
}

const DEFAULT_FILE_SIZE_MB = 10

/** A data file's upper limit in MB: its own, or the default 10 MB where it says 0 (spec 01 §5). */
export function fileSizeLimitMb(setting: Pick<DataFileSetting, 'fileSizeMb'>): number {
  return setting.fileSizeMb > 0 ? setting.fileSizeMb : DEFAULT_FILE_SIZE_MB
}

/** What the demo button loads into the tool form: parameter values and example files per data key. */
export interface ToolDemo {
  params: Record<string, unknown>
  files: Record<string, string>
}
