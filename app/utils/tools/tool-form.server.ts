import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { decodeText, type DelimiterCode } from '#analysis/io/text'
import { AnalysisInputError } from '#analysis/errors'
import { fileStorage } from '#db/file-storage'
import { pastedTextFileKey, type DataFileSetting, type FormField, type ToolDemo } from '#core/tools'
import { inputProblemDetail } from '#core/tool-runs'
import {
  checkDataFileRules,
  DataFileRuleConfigError,
  headerOf,
  readTableRows,
  type DataFileProblem,
} from '#analysis/io/data-file-rules'
import { describeFailureDetail } from './tool-failure.server'
import {
  buildToolFormSchema,
  DATA_FILE_FIELD_PREFIX,
  DEMO_FILE_FIELD,
  fieldLabel,
  splitColumnNames,
  type Translate,
} from './tool-form'
import { type Language } from '#core/language'
import { checkFileType, isTextSuffix, looksLikeText, type ToolUploads, type UploadedDataFile } from './uploads.server'
import { SpreadsheetError } from '#analysis/io/spreadsheet'
import { isTableSlot, slotFileTypes, type TablePreview } from './table-inputs'
import { tableFileForTool } from './table-inputs.server'

/** What validation needs to know about a tool. */
export interface ToolFormDefinition {
  fields: FormField[]
  dataFileSettings: DataFileSetting[]
  tableDelimiter: number
  demo: ToolDemo | null
}

export function translateProblem(t: Translate, problem: DataFileProblem): string {
  const values: Record<string, unknown> = { ...problem.values }
  if (typeof values.type === 'string') values.typeLabel = t(`tools.fileRules.types.${values.type}`)
  if (values.name === '') values.name = '—'
  return t(problem.key, values)
}

/** What re-rendering the form needs when the submission cannot go ahead. */
interface SubmissionEcho {
  submission: Submission<Record<string, unknown>, string[]>
  /** Header cells of each file that could be read, for the column pickers of the re-rendered page. */
  headers: Record<string, string[]>
  /** Data key → file name of each demo file still standing in for an upload (it needs no second upload). */
  demoFiles: Record<string, string>
  /** Data key → the first rows of each table that could be read, as the run reads them (issue 24). */
  previews: Record<string, TablePreview>
}

export type ValidatedToolSubmission =
  | ({ ok: true; params: Record<string, unknown>; files: Record<string, UploadedDataFile> } & SubmissionEcho)
  | ({
      ok: false
      /** Messages by field name: parameter keys and `file:<data key>`. */
      fieldErrors: Record<string, string[]>
    } & SubmissionEcho)

/** The demo's file for a data key, by its storage key's last segment. */
export async function readDemoFile(demo: ToolDemo | null, dataKey: string): Promise<UploadedDataFile | null> {
  const storageKey = demo?.files[dataKey]
  if (!storageKey) return null
  return { fileName: storageKey.split('/').pop() ?? dataKey, bytes: await fileStorage().get(storageKey) }
}

function asDelimiter(code: number): DelimiterCode {
  return code === 2 || code === 3 || code === 4 ? code : 1
}

/** The file names of the demo's files for the given data keys (those the demo has). */
export function demoFileNames(demo: ToolDemo | null, dataKeys: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {}
  for (const key of dataKeys) {
    const storageKey = demo?.files[key]
    if (storageKey) names[key] = storageKey.split('/').pop() ?? key
  }
  return names
}

/** Reads the header of a demo file, for the column pickers when the demo is loaded. */
export async function demoHeaders(tool: ToolFormDefinition): Promise<Record<string, string[]>> {
  const headers: Record<string, string[]> = {}
  for (const setting of tool.dataFileSettings) {
    const file = await readDemoFile(tool.demo, setting.key)
    if (!file || !looksLikeText(file.bytes)) continue
    try {
      headers[setting.key] = headerOf(
        readTableRows(decodeText(file.bytes).text, asDelimiter(tool.tableDelimiter), file.fileName),
      )
    } catch (error) {
      if (!(error instanceof AnalysisInputError)) throw error
    }
  }
  return headers
}

/**
 * The server's whole check of a tool run (spec 01 §5): the form (1001), then each data slot —
 * present when required, type by suffix and content, every rule of its setting (1002) — and the
 * column pickers against the headers of the files they name.
 */
export async function validateToolSubmission(options: {
  tool: ToolFormDefinition
  uploads: ToolUploads
  t: Translate
  language: Language
}): Promise<ValidatedToolSubmission> {
  const { tool, uploads, t, language } = options
  const submission = parseWithZod(uploads.fields, { schema: buildToolFormSchema(tool.fields, t, language) })
  const payload = submission.payload as Record<string, unknown>
  const demoKeys = uploads.fields.getAll(DEMO_FILE_FIELD).map(String)
  const fieldErrors: Record<string, string[]> = {}
  const addError = (name: string, message: string) => (fieldErrors[name] ??= []).push(message)
  if (submission.status === 'error')
    for (const [name, messages] of Object.entries(submission.error ?? {}))
      for (const message of messages ?? []) addError(name, message)

  const files: Record<string, UploadedDataFile> = {}
  const headers: Record<string, string[]> = {}
  const previews: Record<string, TablePreview> = {}
  const fieldLabels = Object.fromEntries(tool.fields.map((field) => [field.key, fieldLabel(field, language)]))
  for (const setting of tool.dataFileSettings) {
    const slot = `${DATA_FILE_FIELD_PREFIX}${setting.key}`
    const uploadProblem = uploads.problems.get(setting.key)
    if (uploadProblem) {
      addError(slot, t(uploadProblem.key, uploadProblem.values))
      continue
    }
    let file = uploads.files.get(setting.key) ?? null
    if (!file && demoKeys.includes(setting.key)) file = await readDemoFile(tool.demo, setting.key)
    if (!file) {
      if (setting.required) addError(slot, t('tools.upload.required', { label: setting.label }))
      continue
    }
    const typeProblem = checkFileType(file.fileName, file.bytes, slotFileTypes(setting))
    if (typeProblem) {
      addError(slot, t(typeProblem.key, typeProblem.values))
      continue
    }
    if (isTableSlot(setting)) {
      // CSV and Excel become the tool's table text here, so the rules, the stored input and the run all read that.
      try {
        const table = await tableFileForTool(file, tool.tableDelimiter)
        file = table.file
        previews[setting.key] = table.preview
      } catch (error) {
        if (error instanceof SpreadsheetError) {
          addError(slot, t(`toolForm.table.xlsx.${error.reason}`, { file: file.fileName }))
          continue
        }
        if (!(error instanceof AnalysisInputError)) throw error
        addError(slot, describeFailureDetail(t, inputProblemDetail(error)) ?? error.message)
        continue
      }
    }
    files[setting.key] = file
    // The rules describe delimited text tables; BIOM and .qza files carry their own structure,
    // which the analysis library checks (1002) when the run reads them.
    if (!isTextSuffix(file.fileName)) continue
    try {
      const rows = readTableRows(decodeText(file.bytes).text, asDelimiter(tool.tableDelimiter), file.fileName)
      headers[setting.key] = headerOf(rows)
      for (const problem of checkDataFileRules(setting.rules, {
        fileName: file.fileName,
        rows,
        params: payload,
        fieldLabels,
      }))
        addError(slot, translateProblem(t, problem))
    } catch (error) {
      if (error instanceof AnalysisInputError)
        addError(slot, describeFailureDetail(t, inputProblemDetail(error)) ?? error.message)
      else if (error instanceof DataFileRuleConfigError) addError(slot, t('tools.fileRules.misconfigured'))
      else throw error
    }
  }

  for (const field of tool.fields) {
    if (field.type !== 'column' || !field.columnOf || fieldErrors[field.key]) continue
    const header = headers[field.columnOf]
    if (!header) continue
    // The same reading of the posted value as the schema's, so both agree on what was chosen.
    const chosen = field.multiple
      ? splitColumnNames(payload[field.key]).map(String)
      : [String(payload[field.key] ?? '').trim()].filter(Boolean)
    const missing = chosen.find((column) => !header.includes(column))
    if (missing !== undefined)
      addError(
        field.key,
        t('tools.form.errors.columnNotInFile', {
          field: fieldLabels[field.key],
          column: missing,
          file: files[field.columnOf].fileName,
        }),
      )
  }

  // A pasted-text field with a file slot of its own is given by either; an empty one with no file would fail the run.
  for (const field of tool.fields) {
    if (field.type !== 'text' && field.type !== 'textarea') continue
    const slot = tool.dataFileSettings.find((setting) => setting.key === pastedTextFileKey(field.key))
    if (!slot || fieldErrors[field.key] || fieldErrors[`${DATA_FILE_FIELD_PREFIX}${slot.key}`]) continue
    if (String(payload[field.key] ?? '').trim() === '' && !files[slot.key])
      addError(field.key, t('tools.form.errors.pasteOrChooseFile', { field: fieldLabels[field.key], file: slot.label }))
  }

  const echo: SubmissionEcho = {
    submission,
    headers,
    previews,
    demoFiles: demoFileNames(
      tool.demo,
      demoKeys.filter((key) => !uploads.files.has(key)),
    ),
  }
  if (submission.status === 'success' && Object.keys(fieldErrors).length === 0) {
    return { ok: true, params: submission.value as Record<string, unknown>, files, ...echo }
  }
  return { ok: false, fieldErrors, ...echo }
}
