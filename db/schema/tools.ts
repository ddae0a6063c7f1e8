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
import {
  FORM_TYPE,
  TABLE_DELIMITER,
  TOOL_PUBLISH_STATUS,
  TOOL_TYPE,
  type DataFileSetting,
  type FormField,
  type ToolDemo,
} from '../../core/tools'
import { TOOL_RUN_STATUS, type ToolFailureDetail } from '../../core/tool-runs'
import { oneOf } from './helpers'
import { analysisBatches, analysisTasks } from './projects'
import { users } from './users'

// ---------------------------------------------------------------------------------------------
// Forms (the parameter forms tools and one-click analysis groups render)
// ---------------------------------------------------------------------------------------------

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
    /**
     * Set when staff delete a tool that has tasks: it is unpublished and hidden from every list, so
     * its customers' results stay readable. A tool without tasks is deleted outright.
     */
    deletedAt: timestamp({ withTimezone: true }),
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

/**
 * The settings of the user's last submitted run of a tool (issue 24 "forms remember"): one row per
 * user and tool, replaced by every run, read to prefill the form and deleted by "reset to defaults".
 */
export const lastToolParameters = pgTable(
  'last_tool_parameters',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer()
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.toolId] })],
)

/**
 * A read-only link to one finished task's result: whoever holds the random token sees the result
 * (charts, tables, output files), never the inputs or the parameters' files. Revoking deletes the row,
 * and the link then answers 404.
 */
export const toolTaskShareLinks = pgTable(
  'tool_task_share_links',
  {
    token: text().primaryKey(),
    toolTaskId: integer()
      .notNull()
      .references(() => toolTasks.id, { onDelete: 'cascade' }),
    createdById: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tool_task_share_links_task_idx').on(t.toolTaskId)],
)
