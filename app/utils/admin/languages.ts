import { z } from 'zod'

/**
 * Multi-language management (spec 01 §3 multilingual text record, §7 resource-management calls):
 * the forms' schemas and limits, shared by the browser (Conform) and the server. Messages are
 * i18next keys of the `adminLanguages` section.
 */

export const RESOURCE_KEY_MAX = 200
export const HOST_ID_MAX = 100
/** One interface string in one language. */
export const STRING_TEXT_MAX = 5_000
/** One rich text (an introduction, a report text) in one language, as HTML. */
export const RICH_TEXT_MAX = 200_000
/** The bulk upload's file (spec 01 §5: 10 MB per uploaded file) and its rows. */
export const LANGUAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const LANGUAGE_UPLOAD_MAX_ROWS = 10_000

/** A dotted i18next key: `section.name`, letters, digits, `_` and `-` between the dots. */
export const RESOURCE_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/

export const LANGUAGE_TABS = ['strings', 'richTexts'] as const
export type LanguageTab = (typeof LANGUAGE_TABS)[number]

const resourceKey = z
  .string({ required_error: 'adminLanguages.errors.keyRequired' })
  .trim()
  .min(1, 'adminLanguages.errors.keyRequired')
  .max(RESOURCE_KEY_MAX, 'adminLanguages.errors.keyTooLong')
  .regex(RESOURCE_KEY_PATTERN, 'adminLanguages.errors.keyFormat')

const hostId = z
  .string()
  .trim()
  .max(HOST_ID_MAX, 'adminLanguages.errors.hostIdTooLong')
  .optional()
  .transform((value) => value || null)

const stringText = z
  .string()
  .max(STRING_TEXT_MAX, 'adminLanguages.errors.textTooLong')
  .optional()
  .transform((value) => value ?? '')

const richText = z
  .string()
  .max(RICH_TEXT_MAX, 'adminLanguages.errors.richTextTooLong')
  .optional()
  .transform((value) => value ?? '')

/** The string form: a key with its Chinese and English text (empty: the bundled text stays). */
export const stringFormSchema = z.object({ key: resourceKey, zh: stringText, en: stringText, hostId })
export type StringForm = z.output<typeof stringFormSchema>

/** The rich-text form; `id` is absent for a new record. */
export const richTextFormSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  key: resourceKey,
  hostId,
  zh: richText,
  en: richText,
})
export type RichTextForm = z.output<typeof richTextFormSchema>

/** What happened to one row of an upload. */
export type UploadOutcome = 'added' | 'changed' | 'unchanged' | 'refused'

export interface UploadRowReport {
  /** The row's line in the file (1 is the header). */
  line: number
  key: string
  outcome: UploadOutcome
  /** Why a row was refused: an `adminLanguages.upload.reasons.*` key, with its values. */
  reason?: string
  values?: Record<string, string | number>
}

export interface UploadReport {
  fileName: string
  rows: UploadRowReport[]
  counts: Record<UploadOutcome, number>
}
