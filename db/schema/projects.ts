import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf } from './helpers'
import { ocaRecords } from './project-tooling'
import { users } from './users'
import {
  analysisGroupChecks,
  analysisGroupColumns,
  analysisItemChecks,
  analysisItemColumns,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  workflows,
} from './workflows'
import {
  ANALYSIS_STATUS,
  type BaseInfo,
  COMMENT_MAX,
  type DatasetFiles,
  DEMO_CREATION_STATUS,
  LABELS_MAX,
} from '../../core/projects'

// Hierarchy (spec 02 §1): order > batch (analysis project) > analysis groups > analysis items >
// tasks > runs. Runs are tool_tasks rows (tools.ts); see docs/decisions/002-data-model.md.

/** A sequencing order. Tracking numbers start with `80-`; a demo order's number ends with DEMO. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trackingNumber: text().notNull(),
    /** Null until the customer-management sync links the order to an account. */
    customerId: integer().references(() => users.id, { onDelete: 'restrict' }),
    institution: text(),
    contractId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tracking_number_unique').on(t.trackingNumber),
    index('orders_customer_idx').on(t.customerId),
    check('orders_tracking_number_check', sql`${t.trackingNumber} like '80-%'`),
  ],
)

/** The sample table: the first row holds the headers, the first column the sample names. */
export interface SampleInfo {
  title?: string
  data: string[][]
}

/**
 * An analysis batch: the analysis project a customer opens and the unit that produces one report.
 * The id is the batch id (`A...`; a demo batch ends with DEMO). One-click analyses are not rows
 * here: they are oca_records inside a batch, with their own `OCA...` batch id.
 */
export const analysisBatches = pgTable(
  'analysis_batches',
  {
    id: text().primaryKey(),
    /** Batches are customer data: an order that still has batches cannot be deleted. */
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A workflow with projects cannot be deleted; deactivate or unpublish it. */
    workflowId: integer()
      .notNull()
      .references((): AnyPgColumn => workflows.id, { onDelete: 'restrict' }),
    workflowVersion: text(),
    status: smallint().notNull().default(ANALYSIS_STATUS.toBeProcessed),
    projectName: text().notNull().default(''),
    analysisName: text().notNull().default(''),
    /** Demo batches are recognised by the DEMO suffix (case-insensitive); derived so the two never disagree. */
    isDemo: boolean()
      .notNull()
      .generatedAlwaysAs(sql`upper(id) like '%DEMO'`),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comments: text().notNull().default(''),
    baseInfo: jsonb().$type<BaseInfo>().notNull().default({}),
    sampleInfo: jsonb().$type<SampleInfo>(),
    /** Modules switched on for this project, e.g. compare_solution, otu, asv (ADDITIONAL_MODULE). */
    additionalModules: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Storage key of the raw OTU/ASV table the filter panel reads; null shows the missing-data panel. */
    otuTablePath: text(),
    /** The dataset the pipeline analyses: role (table, taxonomy, metadata, tree, qc) to storage key. */
    datasetFiles: jsonb().$type<DatasetFiles>().notNull().default({}),
    /** The metadata column whose values group the samples in the pipeline's group comparisons. */
    groupColumn: text(),
    /** The report date. */
    projectEndTime: timestamp({ withTimezone: true }),
    /** After this the project is view-only; its data is cleared one week later (dataClearedAt). */
    expiresAt: timestamp({ withTimezone: true }),
    dataClearedAt: timestamp({ withTimezone: true }),
    /** When the customer confirmed a delivered batch (get/confirm-unConfirmed-projects). */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The owning customer; a customer who still owns batches cannot be deleted (transfer them first). */
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analysis_batches_order_idx').on(t.orderId),
    index('analysis_batches_customer_created_idx').on(t.customerId, t.createdAt),
    index('analysis_batches_workflow_idx').on(t.workflowId),
    index('analysis_batches_status_idx').on(t.status),
    index('analysis_batches_expires_idx').on(t.expiresAt),
    check('analysis_batches_id_check', sql`${t.id} ~ '^A[0-9A-Za-z_-]+$'`),
    check('analysis_batches_status_check', oneOf(t.status, ANALYSIS_STATUS)),
    check('analysis_batches_labels_check', sql`cardinality(${t.labels}) <= ${sql.raw(String(LABELS_MAX))}`),
    check('analysis_batches_comments_check', sql`char_length(${t.comments}) <= ${sql.raw(String(COMMENT_MAX))}`),
  ],
)

/** A project's analysis groups, copied from the workflow template when the project is created. */
export const projectAnalysisGroups = pgTable(
  'project_analysis_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    analysisId: text()
      .notNull()
      .references(() => analysisBatches.id, { onDelete: 'cascade' }),
    templateGroupId: integer(),
    ...analysisGroupColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Named by hand: the generated name exceeds Postgres's 63-character limit.
    foreignKey({
      name: 'project_analysis_groups_template_fk',
      columns: [t.templateGroupId],
      foreignColumns: [workflowAnalysisGroups.id],
    }).onDelete('set null'),
    index('project_analysis_groups_analysis_sort_idx').on(t.analysisId, t.sort),
    ...analysisGroupChecks('project_analysis_groups', t),
  ],
)

/**
 * A project's analysis items, copied from the template. `templateItemId` is the spec's
 * analysisItemId; dependency and affect lists keep template item ids, so they need no remapping.
 */
export const projectAnalysisItems = pgTable(
  'project_analysis_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => projectAnalysisGroups.id, { onDelete: 'cascade' }),
    templateItemId: integer(),
    ...analysisItemColumns(),
    /** Results saved to the report (save-to-report), in report order. */
    result: jsonb().$type<unknown[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'project_analysis_items_template_fk',
      columns: [t.templateItemId],
      foreignColumns: [workflowAnalysisItems.id],
    }).onDelete('set null'),
    index('project_analysis_items_group_sort_idx').on(t.groupId, t.sort),
    index('project_analysis_items_template_idx').on(t.templateItemId),
    ...analysisItemChecks('project_analysis_items', t),
  ],
)

/**
 * A task of an analysis item: a named input dataset its runs (tool_tasks) share. The spec's
 * task batchId is the one-click record's OCA batch id when `ocaRecordId` is set, else `analysisId`.
 */
export const analysisTasks = pgTable(
  'analysis_tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    analysisId: text()
      .notNull()
      .references(() => analysisBatches.id, { onDelete: 'cascade' }),
    projectItemId: integer()
      .notNull()
      .references(() => projectAnalysisItems.id, { onDelete: 'cascade' }),
    ocaRecordId: integer().references((): AnyPgColumn => ocaRecords.id, { onDelete: 'cascade' }),
    taskName: text().notNull(),
    /** Data file key to the stored file (storage key) the task's runs read. */
    analysisDatafiles: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analysis_tasks_item_created_idx').on(t.projectItemId, t.createdAt),
    index('analysis_tasks_analysis_idx').on(t.analysisId),
    index('analysis_tasks_oca_record_idx').on(t.ocaRecordId),
  ],
)

/**
 * A customer's request for a demo project (Get samples): the job copies the workflow's example
 * project and reports its progress here, so the page (with or without JS) can show it and cancel.
 */
export const demoCreations = pgTable(
  'demo_creations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowId: integer()
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    status: smallint().notNull().default(DEMO_CREATION_STATUS.queued),
    /** 0-100. */
    progress: smallint().notNull().default(0),
    /** The demo batch, once created. */
    analysisId: text().references(() => analysisBatches.id, { onDelete: 'set null' }),
    /** An i18n key saying why it failed. */
    errorKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demo_creations_user_created_idx').on(t.userId, t.createdAt),
    check('demo_creations_status_check', oneOf(t.status, DEMO_CREATION_STATUS)),
    check('demo_creations_progress_check', sql`${t.progress} between 0 and 100`),
  ],
)
