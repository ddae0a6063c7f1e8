import { z } from 'zod'
import { parseSlice, type DataFileRule } from '#analysis/io/data-file-rules'
import { TABLE_DELIMITER, TOOL_PUBLISH_STATUS, TOOL_TYPE, type DataFileSetting } from '#core/tools'

/**
 * The tool editor's form (spec 01 §3 Tool, §5 tool form rules): one Zod schema for create, edit
 * and copy. The browser posts flat names (`dataFiles[0].rules[1].rows`); Conform's parser nests them.
 * Messages are i18next keys under `adminTools.errors`, said in the reader's language.
 */

export const RULE_KINDS = ['headerEquals', 'valueType', 'columnNames', 'minColumns', 'formKeyMapping'] as const
export type RuleKind = (typeof RULE_KINDS)[number]

/** Tool types whose runs the worker executes, so they need a registered executor. */
const SERVER_RUN_TYPES: readonly number[] = [
  TOOL_TYPE.cloudChart,
  TOOL_TYPE.cloudAnalysis,
  TOOL_TYPE.predefined,
  TOOL_TYPE.jsToolWithBackend,
]

function isSlice(text: string): boolean {
  try {
    parseSlice(text)
    return true
  } catch {
    return false
  }
}

const required = (key: string) => ({ required_error: `adminTools.errors.${key}` })
const slice = z
  .string(required('sliceRequired'))
  .max(40)
  .refine((text) => /^\[.*\]$/.test(text.trim()) && isSlice(text), 'adminTools.errors.slice')
const wholeNumber = (key: string, min: number, max: number) =>
  z
    .number({ ...required(key), invalid_type_error: 'adminTools.errors.wholeNumber' })
    .int('adminTools.errors.wholeNumber')
    .min(min, 'adminTools.errors.outOfRange')
    .max(max, 'adminTools.errors.outOfRange')

const ruleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('headerEquals'), header: z.string(required('headerRequired')).max(2000) }),
  z.object({
    kind: z.literal('valueType'),
    rows: slice,
    columns: slice,
    valueType: z.enum(['number', 'integer', 'string']),
    allowEmpty: z.boolean().optional(),
    exceptColumnsNamed: z.string().max(500).optional(),
  }),
  z.object({
    kind: z.literal('columnNames'),
    headerRow: wholeNumber('headerRowRequired', 1, 1_000_000),
    columns: z.string(required('columnsRequired')).max(2000),
    caseSensitive: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('minColumns'), rows: slice, minColumns: wholeNumber('minColumnsRequired', 1, 100_000) }),
  z.object({
    kind: z.literal('formKeyMapping'),
    formKey: z.string(required('formKeyRequired')).max(100),
    column: slice,
  }),
])

const dataFileSchema = z.object({
  label: z.string(required('labelRequired')).max(100),
  key: z
    .string(required('keyRequired'))
    .max(50)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'adminTools.errors.keyFormat'),
  required: z.boolean().optional(),
  /** The stored example and demo files' keys as the page had them; the server keeps only its own. */
  exampleFile: z.string().max(500).optional(),
  demoFile: z.string().max(500).optional(),
  removeExample: z.boolean().optional(),
  removeDemo: z.boolean().optional(),
  fileTypes: z
    .string()
    .max(200)
    .regex(/^[\s,.A-Za-z0-9_-]*$/, 'adminTools.errors.fileTypes')
    .optional(),
  fileSizeMb: wholeNumber('sizeRequired', 0, 100),
  rules: z.array(ruleSchema).max(20).optional(),
})

export function toolEditorSchema(executors: readonly string[]) {
  return z
    .object({
      title: z.string(required('titleRequired')).max(200),
      titleEn: z.string().max(200).optional(),
      description: z.string(required('descriptionRequired')).max(2000),
      descriptionEn: z.string().max(2000).optional(),
      manual: z.string().max(100_000).optional(),
      manualEn: z.string().max(100_000).optional(),
      categoryId: z.number().int().positive().optional(),
      tags: z.string().max(500).optional(),
      toolType: wholeNumber('toolTypeRequired', 0, 5),
      executionType: z.string().max(50).optional(),
      scriptClassName: z
        .string()
        .refine((name) => executors.includes(name), 'adminTools.errors.executorUnknown')
        .optional(),
      script: z.string(required('scriptRequired')).max(100_000),
      formId: z.number().int().positive().optional(),
      tableDelimiter: z.number().refine((code) => Object.values(TABLE_DELIMITER).includes(code as 1)),
      convertEncoding: z.boolean().optional(),
      editable: z.boolean().optional(),
      useCount: wholeNumber('wholeNumber', 0, 1_000_000_000).optional(),
      sort: wholeNumber('wholeNumber', -1_000_000, 1_000_000).optional(),
      publishStatus: z.number().refine((code) => Object.values(TOOL_PUBLISH_STATUS).includes(code as 0)),
      url: z.string().max(2000).url('adminTools.errors.url').optional(),
      dataFiles: z.array(dataFileSchema).max(10).optional(),
      removeCover: z.boolean().optional(),
      demoParams: z
        .string()
        .max(MAX_DEMO_PARAMS_CHARACTERS, 'adminTools.errors.demoParamsTooLong')
        .refine((text) => demoParamsOf(text) !== null, 'adminTools.errors.demoParams')
        .optional(),
    })
    .superRefine((tool, context) => {
      if (tool.toolType === TOOL_TYPE.hyperlink && !tool.url)
        context.addIssue({ code: 'custom', path: ['url'], message: 'adminTools.errors.urlRequired' })
      if (SERVER_RUN_TYPES.includes(tool.toolType) && !tool.scriptClassName)
        context.addIssue({ code: 'custom', path: ['scriptClassName'], message: 'adminTools.errors.executorRequired' })
      const keys = new Set<string>()
      tool.dataFiles?.forEach((file, index) => {
        if (keys.has(file.key))
          context.addIssue({ code: 'custom', path: ['dataFiles', index, 'key'], message: 'adminTools.errors.keyTaken' })
        keys.add(file.key)
      })
    })
}

/** The demo's parameter values as JSON: a few dozen form fields, never a data file. */
const MAX_DEMO_PARAMS_CHARACTERS = 20_000

type DemoValue = string | number | boolean | null | DemoValue[]
const isDemoValue = (value: unknown): value is DemoValue =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every(isDemoValue))

/**
 * The demo's parameters typed as a JSON object of form values (`{"method": "bray", "top": 10}`);
 * empty text is no parameters. Null when it is no such object.
 */
export function demoParamsOf(text: string | undefined): Record<string, DemoValue> | null {
  if (!text?.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  return Object.values(parsed).every(isDemoValue) ? (parsed as Record<string, DemoValue>) : null
}

export type ToolEditorValues = z.output<ReturnType<typeof toolEditorSchema>>

/** A comma-separated list typed by staff, trimmed, without empty items. */
export function listOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** The rule as the checker and the tools table store it. */
export function ruleOf(
  rule: NonNullable<ToolEditorValues['dataFiles']>[number]['rules'] extends (infer R)[] | undefined ? R : never,
): DataFileRule {
  switch (rule.kind) {
    case 'headerEquals':
      return { kind: 'headerEquals', header: listOf(rule.header) }
    case 'valueType': {
      const except = listOf(rule.exceptColumnsNamed)
      return {
        kind: 'valueType',
        rows: rule.rows.trim(),
        columns: rule.columns.trim(),
        valueType: rule.valueType,
        allowEmpty: rule.allowEmpty ?? false,
        ...(except.length ? { exceptColumnsNamed: except } : {}),
      }
    }
    case 'columnNames':
      return {
        kind: 'columnNames',
        headerRow: rule.headerRow,
        columns: listOf(rule.columns),
        caseSensitive: rule.caseSensitive ?? false,
      }
    case 'minColumns':
      return { kind: 'minColumns', rows: rule.rows.trim(), minColumns: rule.minColumns }
    case 'formKeyMapping':
      return { kind: 'formKeyMapping', formKey: rule.formKey.trim(), column: rule.column.trim() }
  }
}

export function dataFileSettingsOf(values: ToolEditorValues): DataFileSetting[] {
  return (values.dataFiles ?? []).map((file) => ({
    label: file.label,
    key: file.key,
    required: file.required ?? false,
    exampleFile: file.exampleFile || null,
    fileTypes: listOf(file.fileTypes).map((suffix) => suffix.replace(/^\./, '').toLowerCase()),
    fileSizeMb: file.fileSizeMb,
    rules: (file.rules ?? []).map(ruleOf),
  }))
}

// ---------------------------------------------------------------------------------------------
// Drafts: what the form shows, as the strings the browser posts (also what a failed save keeps).
// ---------------------------------------------------------------------------------------------

export type RuleDraft = { kind: RuleKind } & Record<string, string>
export interface DataFileDraft {
  label: string
  key: string
  required: string
  exampleFile: string
  demoFile: string
  removeExample: string
  removeDemo: string
  fileTypes: string
  fileSizeMb: string
  rules: RuleDraft[]
}
export type ToolDraft = Record<Exclude<keyof ToolEditorValues, 'dataFiles'>, string> & { dataFiles: DataFileDraft[] }

const TOOL_TEXT_FIELDS = [
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'manual',
  'manualEn',
  'categoryId',
  'tags',
  'toolType',
  'executionType',
  'scriptClassName',
  'script',
  'formId',
  'tableDelimiter',
  'convertEncoding',
  'editable',
  'useCount',
  'sort',
  'publishStatus',
  'url',
  'removeCover',
  'demoParams',
] as const

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

export function emptyRuleDraft(kind: RuleKind): RuleDraft {
  switch (kind) {
    case 'headerEquals':
      return { kind, header: '' }
    case 'valueType':
      return { kind, rows: '[2:]', columns: '[2:]', valueType: 'number', allowEmpty: '', exceptColumnsNamed: '' }
    case 'columnNames':
      return { kind, headerRow: '1', columns: '', caseSensitive: '' }
    case 'minColumns':
      return { kind, rows: '[1:]', minColumns: '2' }
    case 'formKeyMapping':
      return { kind, formKey: '', column: '[1:]' }
  }
}

export function emptyDataFileDraft(): DataFileDraft {
  return {
    label: '',
    key: '',
    required: 'on',
    exampleFile: '',
    demoFile: '',
    removeExample: '',
    removeDemo: '',
    fileTypes: 'txt,tsv,csv',
    fileSizeMb: '10',
    rules: [],
  }
}

/** Whatever was posted, as a draft the form can show again (unknown shapes become empty strings). */
export function draftFromPayload(payload: unknown): ToolDraft {
  const source = record(payload)
  const draft = Object.fromEntries(TOOL_TEXT_FIELDS.map((name) => [name, text(source[name])])) as unknown as ToolDraft
  draft.dataFiles = items(source.dataFiles).map((value): DataFileDraft => {
    const file = record(value)
    return {
      label: text(file.label),
      key: text(file.key),
      required: text(file.required),
      exampleFile: text(file.exampleFile),
      demoFile: text(file.demoFile),
      removeExample: text(file.removeExample),
      removeDemo: text(file.removeDemo),
      fileTypes: text(file.fileTypes),
      fileSizeMb: text(file.fileSizeMb),
      rules: items(file.rules).flatMap((ruleValue): RuleDraft[] => {
        const rule = record(ruleValue)
        const kind = RULE_KINDS.find((known) => known === rule.kind)
        if (!kind) return []
        const empty = emptyRuleDraft(kind)
        return [Object.fromEntries(Object.keys(empty).map((name) => [name, text(rule[name])])) as RuleDraft].map(
          (draftRule) => ({ ...draftRule, kind }),
        )
      }),
    }
  })
  return draft
}

/** A stored rule as the form's strings. */
export function ruleDraftOf(rule: DataFileRule): RuleDraft {
  switch (rule.kind) {
    case 'headerEquals':
      return { kind: rule.kind, header: rule.header.join(', ') }
    case 'valueType':
      return {
        kind: rule.kind,
        rows: rule.rows,
        columns: rule.columns,
        valueType: rule.valueType,
        allowEmpty: rule.allowEmpty ? 'on' : '',
        exceptColumnsNamed: (rule.exceptColumnsNamed ?? []).join(', '),
      }
    case 'columnNames':
      return {
        kind: rule.kind,
        headerRow: String(rule.headerRow),
        columns: rule.columns.join(', '),
        caseSensitive: rule.caseSensitive ? 'on' : '',
      }
    case 'minColumns':
      return { kind: rule.kind, rows: rule.rows, minColumns: String(rule.minColumns) }
    case 'formKeyMapping':
      return { kind: rule.kind, formKey: rule.formKey, column: rule.column }
  }
}

export function dataFileDraftOf(setting: DataFileSetting, demoFile: string | undefined): DataFileDraft {
  return {
    label: setting.label,
    key: setting.key,
    required: setting.required ? 'on' : '',
    exampleFile: setting.exampleFile ?? '',
    demoFile: demoFile ?? '',
    removeExample: '',
    removeDemo: '',
    fileTypes: setting.fileTypes.join(','),
    fileSizeMb: String(setting.fileSizeMb),
    rules: setting.rules.map(ruleDraftOf),
  }
}

/** The editor's structural buttons (no JavaScript needed): add or remove a data file or a rule. */
export type EditorIntent =
  | { kind: 'save' }
  | { kind: 'addDataFile' }
  | { kind: 'removeDataFile'; file: number }
  | { kind: 'addRule'; file: number }
  | { kind: 'removeRule'; file: number; rule: number }
  | { kind: 'check'; file: number }

export function parseEditorIntent(value: FormDataEntryValue | null): EditorIntent | null {
  const [name, first, second] = String(value ?? 'save').split(':')
  const file = Number(first)
  const rule = Number(second)
  const index = (n: number) => Number.isInteger(n) && n >= 0 && n < 100
  if (name === 'save') return { kind: 'save' }
  if (name === 'addDataFile') return { kind: 'addDataFile' }
  if (name === 'removeDataFile' && index(file)) return { kind: 'removeDataFile', file }
  if (name === 'addRule' && index(file)) return { kind: 'addRule', file }
  if (name === 'removeRule' && index(file) && index(rule)) return { kind: 'removeRule', file, rule }
  if (name === 'check' && index(file)) return { kind: 'check', file }
  return null
}

/**
 * The draft after a structural button: one more or one fewer block, everything typed kept. A new
 * rule's kind is the one chosen in the data file's "new rule" select (`newRuleKind`).
 */
export function applyEditorIntent(draft: ToolDraft, intent: EditorIntent, payload: unknown): ToolDraft {
  const dataFiles = [...draft.dataFiles]
  switch (intent.kind) {
    case 'addDataFile':
      if (dataFiles.length < 10) dataFiles.push(emptyDataFileDraft())
      break
    case 'removeDataFile':
      dataFiles.splice(intent.file, 1)
      break
    case 'addRule': {
      const file = dataFiles[intent.file]
      const posted = record(items(record(payload).dataFiles)[intent.file]).newRuleKind
      const kind = RULE_KINDS.find((known) => known === posted) ?? 'minColumns'
      if (file && file.rules.length < 20)
        dataFiles[intent.file] = { ...file, rules: [...file.rules, emptyRuleDraft(kind)] }
      break
    }
    case 'removeRule': {
      const file = dataFiles[intent.file]
      if (file) dataFiles[intent.file] = { ...file, rules: file.rules.filter((_, index) => index !== intent.rule) }
      break
    }
    case 'save':
    case 'check':
      break
  }
  return { ...draft, dataFiles }
}

// ---------------------------------------------------------------------------------------------
// "Check input setting": a sample file per data file, checked against the rules as typed.
// ---------------------------------------------------------------------------------------------

/** The sample file input of data file `index` (a `file:` part, as the tool page's uploads are). */
export const sampleFileKey = (index: number) => `sample-${index}`
/** The file inputs of the cover, and of data file `index`'s example and demo input. */
export const COVER_FILE_KEY = 'cover'
export const exampleFileKey = (index: number) => `example-${index}`
export const demoFileKey = (index: number) => `demo-${index}`

export interface RuleVerdict {
  /** 1-based, as the editor numbers the rule blocks. */
  rule: number
  kind: RuleDraft['kind']
  outcome: 'passed' | 'failed' | 'notChecked'
  messages: string[]
}

export interface InputCheckReport {
  /** Index of the data file in the editor. */
  file: number
  fileName: string | null
  /** A problem with the file itself (none chosen, too large, wrong type, unreadable): no rule ran. */
  fileProblem: string | null
  rules: RuleVerdict[]
}
