import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf } from './helpers'
import { analysisBatches, analysisTasks } from './projects'
import { users } from './users'

// ---------------------------------------------------------------------------------------------
// Forms (the parameter forms tools and one-click analysis groups render)
// ---------------------------------------------------------------------------------------------

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
}

export const forms = pgTable(
  'forms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    formType: smallint().notNull().default(FORM_TYPE.dynamic),
    description: text().notNull().default(''),
    disabled: boolean().notNull().default(false),
    fields: jsonb().$type<FormField[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forms_name_unique').on(t.name),
    index('forms_type_idx').on(t.formType),
    check('forms_type_check', oneOf(t.formType, FORM_TYPE)),
  ],
)

// ---------------------------------------------------------------------------------------------
// Tool catalogue
// ---------------------------------------------------------------------------------------------

/** Tool categories nest one level or more; a category with children or tools cannot be deleted. */
export const toolCategories = pgTable(
  'tool_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** A stable slug for links and filters (`/tools/all?category=chart`). */
    code: text().notNull().unique(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    parentId: integer().references((): AnyPgColumn => toolCategories.id, { onDelete: 'restrict' }),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tool_categories_parent_sort_idx').on(t.parentId, t.sort),
    check('tool_categories_not_own_parent_check', sql`${t.parentId} <> ${t.id}`),
  ],
)

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

/**
 * One validation rule of a data file (spec 01 §5). Ranges are slice strings such as `[2:5]`.
 * Each kind has its own message: header does not match; row/col value is not the type / value not
 * allowed empty; column not found in header; columns count less than required; form key mapping
 * not found or column beyond file range.
 */
export type DataFileRule =
  | { kind: 'headerEquals'; header: string[] }
  | {
      kind: 'valueType'
      rows: string
      columns: string
      valueType: 'number' | 'integer' | 'string'
      allowEmpty: boolean
    }
  | { kind: 'columnNames'; headerRow: number; columns: string[]; caseSensitive: boolean }
  | { kind: 'minColumns'; rows: string; minColumns: number }
  | { kind: 'formKeyMapping'; formKey: string; column: string }

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

/** What the demo button loads into the tool form: parameter values and example files per data key. */
export interface ToolDemo {
  params: Record<string, unknown>
  files: Record<string, string>
}

export const tools = pgTable(
  'tools',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Unique: "The tool name already exists." */
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    /** The parameter form; null for tools without one (hyperlink tools). A form in use cannot be deleted. */
    formId: integer().references(() => forms.id, { onDelete: 'restrict' }),
    description: text().notNull(),
    descriptionEn: text().notNull().default(''),
    demo: jsonb().$type<ToolDemo>(),
    manual: text().notNull().default(''),
    manualEn: text().notNull().default(''),
    cover: text(),
    sort: integer().notNull().default(0),
    publishStatus: smallint().notNull().default(TOOL_PUBLISH_STATUS.unpublished),
    /** The spec's "default use statistic": a displayed base count; real runs are counted from tool_tasks. */
    useCount: integer().notNull().default(0),
    categoryId: integer().references(() => toolCategories.id, { onDelete: 'restrict' }),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    toolType: smallint().notNull().default(TOOL_TYPE.cloudChart),
    /** Target of a hyperlink tool (type 3). */
    url: text(),
    dataFileSettings: jsonb().$type<DataFileSetting[]>().notNull().default([]),
    /**
     * The spec names execution type and executor without values. We store names the job layer
     * defines: executionType says how a run is dispatched, executor which task runs it.
     */
    executionType: text(),
    executor: text(),
    /** The script (or script template) a run executes; required by the tool form. */
    script: text().notNull().default(''),
    scriptClassName: text(),
    tableDelimiter: smallint().notNull().default(TABLE_DELIMITER.tab),
    /** Convert uploaded text files to UTF-8 before the run. */
    convertEncoding: boolean().notNull().default(false),
    /** JS tools only: whether the customer may edit the tool's code in the page. */
    editable: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tools_title_unique').on(t.title),
    index('tools_publish_status_sort_idx').on(t.publishStatus, t.sort),
    index('tools_category_idx').on(t.categoryId),
    index('tools_type_idx').on(t.toolType),
    index('tools_tags_idx').using('gin', t.tags),
    check('tools_publish_status_check', oneOf(t.publishStatus, TOOL_PUBLISH_STATUS)),
    check('tools_type_check', oneOf(t.toolType, TOOL_TYPE)),
    check('tools_table_delimiter_check', oneOf(t.tableDelimiter, TABLE_DELIMITER)),
    check('tools_use_count_check', sql`${t.useCount} >= 0`),
    check(
      'tools_hyperlink_url_check',
      sql`${t.toolType} <> ${sql.raw(String(TOOL_TYPE.hyperlink))} or ${t.url} is not null`,
    ),
  ],
)

// ---------------------------------------------------------------------------------------------
// Tool tasks and runs
// ---------------------------------------------------------------------------------------------

/** Tool run status (spec 01 §4), shared by tool tasks, their runs and one-click record items. */
export const TOOL_RUN_STATUS = {
  init: 0,
  queueing: 1,
  running: 100,
  processing: 200,
  error: 400,
  noNeedToSync: 700,
  completedWithError: 790,
  success: 800,
  reviewed: 900,
} as const

/** Tool run error codes (spec 01 §8), each with a title and suggestions in the locales. 000X: not performed. */
export const TOOL_ERROR_CODE = {
  parameterValidation: '1001',
  dataValidation: '1002',
  drawing: '1003',
  analysis: '1004',
  dataUpload: '1005',
  dataDownload: '1006',
  notPerformed: '000X',
} as const

/**
 * What a run stage reports besides the analysis library's input problems (analysis/input-problems.ts):
 * each has a text in the locales under `toolErrors.<code>`.
 */
export const RUN_FAILURE_CODES = [
  'run.noExecutor',
  'run.accountGone',
  'run.inputUnreadable',
  'run.unknownChartType',
  'run.chartNotDrawn',
  'run.storageFull',
  'run.storageUnavailable',
  'run.outputNotStored',
  'run.interruptedTooOften',
  'run.unexpected',
] as const
export type RunFailureCode = (typeof RUN_FAILURE_CODES)[number]

/**
 * A failure as data, stored with the task in no language and translated when a page shows it:
 * an input-problem code of the analysis library or a run-stage code, with its parameters. `file`,
 * `line` and `column` in `params` say where in the input the problem is.
 */
export interface ToolFailureDetail {
  code: string
  params: Record<string, string | number>
}

/**
 * A tool task: one submission of a tool with its parameters and data files. It is also the
 * "run" of an analysis project (spec 02's run record): then `analysisTaskId` places it under an
 * analysis task and `analysisId` names the project batch (see docs/decisions/002-data-model.md).
 * `status` and `result` mirror the latest execution attempt in tool_runs.
 */
export const toolTasks = pgTable(
  'tool_tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    taskNumber: text().notNull(),
    /** A tool with task records cannot be deleted; unpublish it instead. */
    toolId: integer()
      .notNull()
      .references(() => tools.id, { onDelete: 'restrict' }),
    /** Who submitted it. Set null, not cascade: a staff member's runs inside a customer project must survive the account. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: smallint().notNull().default(TOOL_RUN_STATUS.init),
    /** The analysis project (batch) this run belongs to; null for a stand-alone tool task. */
    analysisId: text().references((): AnyPgColumn => analysisBatches.id, { onDelete: 'cascade' }),
    analysisTaskId: integer().references((): AnyPgColumn => analysisTasks.id, { onDelete: 'cascade' }),
    /** Analysis runs only: the run's name, the chart legend it uses, and read-only display. */
    runName: text(),
    legendId: text(),
    onlyShow: boolean().notNull().default(false),
    /** The tool's script as it was when the task was submitted. */
    script: text().notNull().default(''),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The submitter's language when the task was submitted: results are written in it. */
    language: text().notNull().default('zh'),
    /** Data file key to storage key of the uploaded input. */
    dataFiles: jsonb().$type<Record<string, string>>().notNull().default({}),
    result: jsonb().$type<unknown>(),
    errorCode: text(),
    /** Safe English detail for staff and older rows; never a stack trace or a server path. */
    errorLog: text(),
    errorDetail: jsonb().$type<ToolFailureDetail>(),
    workflowReport: text(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tool_tasks_task_number_unique').on(t.taskNumber),
    index('tool_tasks_user_created_idx').on(t.userId, t.createdAt),
    index('tool_tasks_tool_created_idx').on(t.toolId, t.createdAt),
    index('tool_tasks_status_created_idx').on(t.status, t.createdAt),
    index('tool_tasks_analysis_status_idx').on(t.analysisId, t.status),
    index('tool_tasks_analysis_task_idx').on(t.analysisTaskId),
    check('tool_tasks_status_check', oneOf(t.status, TOOL_RUN_STATUS)),
    check('tool_tasks_analysis_run_check', sql`${t.analysisTaskId} is null or ${t.analysisId} is not null`),
    check(
      'tool_tasks_times_check',
      sql`${t.endedAt} is null or ${t.startedAt} is null or ${t.endedAt} >= ${t.startedAt}`,
    ),
  ],
)

/**
 * One execution attempt of a tool task (the spec's run number). The job inserts its row keyed by
 * `jobKey` with `on conflict do nothing`, so a retried job never records a second result.
 */
export const toolRuns = pgTable(
  'tool_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    runNumber: text().notNull(),
    toolTaskId: integer()
      .notNull()
      .references(() => toolTasks.id, { onDelete: 'cascade' }),
    /** The graphile-worker job key, e.g. `tool-run:<task id>:<attempt>`. */
    jobKey: text().notNull(),
    status: smallint().notNull().default(TOOL_RUN_STATUS.init),
    result: jsonb().$type<unknown>(),
    errorCode: text(),
    errorLog: text(),
    errorDetail: jsonb().$type<ToolFailureDetail>(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tool_runs_run_number_unique').on(t.runNumber),
    uniqueIndex('tool_runs_job_key_unique').on(t.jobKey),
    index('tool_runs_task_created_idx').on(t.toolTaskId, t.createdAt),
    check('tool_runs_status_check', oneOf(t.status, TOOL_RUN_STATUS)),
  ],
)

/** A tool task shared with another user (share-run-list). */
export const toolTaskShares = pgTable(
  'tool_task_shares',
  {
    toolTaskId: integer()
      .notNull()
      .references(() => toolTasks.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.toolTaskId, t.userId] }), index('tool_task_shares_user_idx').on(t.userId)],
)

/** Saved tool form parameters (tool-user-profile): a named set of values per user and tool. */
export const savedToolParameters = pgTable(
  'saved_tool_parameters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer()
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    recordName: text().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_tool_parameters_user_tool_name_unique').on(t.userId, t.toolId, t.recordName),
    check(
      'saved_tool_parameters_record_name_check',
      sql`char_length(${t.recordName}) <= 20 and btrim(${t.recordName}) <> ''`,
    ),
  ],
)
