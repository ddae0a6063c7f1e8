import { z } from 'zod'

/**
 * The dictionary page's forms, shared by Conform in the browser and the action on the server.
 * Messages are i18next keys of the `adminDictionary` section.
 */

/** Tool and analysis categories live in tables of their own; the page edits them as two more categories. */
export const CATALOGUE_CATEGORY = { toolCategory: 'ToolCategory', analysisCategory: 'AnalysisCategory' } as const
export type CatalogueCategory = (typeof CATALOGUE_CATEGORY)[keyof typeof CATALOGUE_CATEGORY]

export function isCatalogueCategory(category: string): category is CatalogueCategory {
  return Object.values<string>(CATALOGUE_CATEGORY).includes(category)
}

/** A dictionary category (the spec's metadata key) is a code name such as `ToolRunStatus`. */
export const CATEGORY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,49}$/

export const MAX_CODE_LENGTH = 50
export const MAX_NAME_LENGTH = 200
export const MAX_SORT = 99_999
/** The most lines one bulk insert takes; a larger paste or file is refused whole. */
export const MAX_BULK_ROWS = 1000

const sortField = z.coerce
  .number({ invalid_type_error: 'adminDictionary.errors.sort' })
  .int('adminDictionary.errors.sort')
  .min(0, 'adminDictionary.errors.sort')
  .max(MAX_SORT, 'adminDictionary.errors.sort')

const idField = z.coerce.number().int().positive().max(2_147_483_647)

export const upsertItemSchema = z.object({
  intent: z.literal('upsert'),
  /** Set when editing; absent when adding. */
  id: idField.optional(),
  code: z
    .string({ required_error: 'adminDictionary.errors.codeRequired' })
    .trim()
    .min(1, 'adminDictionary.errors.codeRequired')
    .max(MAX_CODE_LENGTH, 'adminDictionary.errors.codeTooLong'),
  name: z
    .string({ required_error: 'adminDictionary.errors.nameRequired' })
    .trim()
    .min(1, 'adminDictionary.errors.nameRequired')
    .max(MAX_NAME_LENGTH, 'adminDictionary.errors.nameTooLong'),
  nameEn: z.string().trim().max(MAX_NAME_LENGTH, 'adminDictionary.errors.nameTooLong').default(''),
  sort: z.preprocess((value) => (value === undefined ? 0 : value), sortField),
  /** Tool categories only: the category it sits under. */
  parentId: idField.optional(),
})
export type UpsertItemInput = z.output<typeof upsertItemSchema>

export const deleteItemSchema = z.object({ intent: z.literal('delete'), id: idField })

/** One bulk-insert line as read from the paste or the CSV file: code, zh name, en name, sort. */
export const bulkRowSchema = z.object({
  code: upsertItemSchema.shape.code,
  name: upsertItemSchema.shape.name,
  nameEn: upsertItemSchema.shape.nameEn,
  sort: z.preprocess((value) => (value === '' || value === undefined ? undefined : value), sortField.optional()),
})
