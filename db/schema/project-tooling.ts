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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf } from './helpers'
import { analysisBatches, orders, projectAnalysisGroups, projectAnalysisItems } from './projects'
import { LABELS_MAX } from '../../core/projects'
import { TOOL_RUN_STATUS } from '../../core/tool-runs'
import { toolTasks } from './tools'
import { users } from './users'
import {
  OCA_RECORD_STATUS,
  OTU_ASV_TYPE,
  type QcRule,
  type TaxonomyType,
  DEFAULT_SOLUTION_NAME,
} from '../../core/project-tooling'

// Tables used inside an analysis project (spec 03). Every one belongs to a batch (or, for OTU/ASV
// solutions, to the order) and goes with it (cascade).
//
// Column defaults here are literals, not constants imported from tools.ts or projects.ts: those
// modules import this one for their foreign keys, so their constants may not exist yet while this
// file is evaluated. Check constraints are built lazily and may use them.

/** Solution names (group and compare): a letter, then letters, digits or hyphens, 1-20 characters in all (spec 03 §5). */
const SOLUTION_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9-]{0,19}$'

/** A group of a group solution. A list, not a name-keyed object: jsonb does not keep key order and the groups' order is shown. */
export interface SampleGroup {
  name: string
  samples: string[]
}

/** Sample group solution: named groups of the project's samples. The default one cannot be edited or deleted. */
export const sampleGroupSolutions = pgTable(
  'sample_group_solutions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    analysisId: text()
      .notNull()
      .references(() => analysisBatches.id, { onDelete: 'cascade' }),
    solutionName: text().notNull(),
    groups: jsonb().$type<SampleGroup[]>().notNull().default([]),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sample_group_solutions_analysis_name_unique').on(t.analysisId, t.solutionName),
    uniqueIndex('sample_group_solutions_one_default_unique')
      .on(t.analysisId)
      .where(sql`${t.isDefault}`),
    check('sample_group_solutions_name_check', sql`${t.solutionName} ~ '${sql.raw(SOLUTION_NAME_PATTERN)}'`),
    check(
      'sample_group_solutions_reserved_name_check',
      sql`${t.isDefault} or lower(${t.solutionName}) <> '${sql.raw(DEFAULT_SOLUTION_NAME)}'`,
    ),
    check('sample_group_solutions_groups_check', sql`jsonb_typeof(${t.groups}) = 'array'`),
  ],
)

/** Compare solution: lists of at least two group names of one group solution, shown as "A vs B". */
export const compareSolutions = pgTable(
  'compare_solutions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupSolutionId: integer().notNull(),
    solutionName: text().notNull(),
    groups: jsonb().$type<string[][]>().notNull().default([]),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Named by hand: the generated name exceeds Postgres's 63-character limit.
    foreignKey({
      name: 'compare_solutions_group_solution_fk',
      columns: [t.groupSolutionId],
      foreignColumns: [sampleGroupSolutions.id],
    }).onDelete('cascade'),
    uniqueIndex('compare_solutions_group_solution_name_unique').on(t.groupSolutionId, t.solutionName),
    uniqueIndex('compare_solutions_one_default_unique')
      .on(t.groupSolutionId)
      .where(sql`${t.isDefault}`),
    check('compare_solutions_name_check', sql`${t.solutionName} ~ '${sql.raw(SOLUTION_NAME_PATTERN)}'`),
    check(
      'compare_solutions_reserved_name_check',
      sql`${t.isDefault} or lower(${t.solutionName}) <> '${sql.raw(DEFAULT_SOLUTION_NAME)}'`,
    ),
    check('compare_solutions_groups_check', sql`jsonb_typeof(${t.groups}) = 'array'`),
  ],
)

/** Display names of samples. Only names that differ from the original are stored. */
export const sampleNameMaps = pgTable(
  'sample_name_maps',
  {
    analysisId: text()
      .notNull()
      .references(() => analysisBatches.id, { onDelete: 'cascade' }),
    originalName: text().notNull(),
    newName: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.analysisId, t.originalName] }),
    uniqueIndex('sample_name_maps_analysis_new_name_unique').on(t.analysisId, t.newName),
    check('sample_name_maps_new_name_check', sql`${t.newName} ~ '^[A-Za-z][A-Za-z0-9-]{0,49}$'`),
    check('sample_name_maps_changed_check', sql`${t.newName} <> ${t.originalName}`),
  ],
)

// ---------------------------------------------------------------------------------------------
// OTU / ASV filter solutions
// ---------------------------------------------------------------------------------------------

/**
 * OTU/ASV filter parameters, with the spec's field names (spec 03 §3; defaults in the comments).
 * analysis/filter.ts reads these; it should take this type (or export one this file imports).
 */
export interface OtuFilterParameters {
  /** Rule 1: keep or drop features by taxonomy. */
  checked1: boolean
  checked1_rules: { checked1_keep: boolean; taxonomy_type: TaxonomyType; taxonomy_value: string }[]
  /** Rule 2: features present in at least N samples with at least a value (keep true, 3, 5). */
  checked2: boolean
  checked2_keep: boolean
  checked2_at_least: number
  checked2_at_least_value: number
  /** Rule 3: features whose total count reaches a sum (20). */
  checked3: boolean
  checked3_keep: boolean
  checked3_otu_sum: number
  /** Rule 4: flattening (0, 10). */
  flattening_type: 0 | 1 | 2
  flattening_value: number
}

/** A saved filter parameter solution. Names are unique within the order, so every batch of the order sees them. */
export const otuAsvSolutions = pgTable(
  'otu_asv_solutions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The batch it was saved from. */
    analysisId: text().references(() => analysisBatches.id, { onDelete: 'set null' }),
    /** Stored trimmed. */
    solutionName: text().notNull(),
    solution: jsonb().$type<OtuFilterParameters>().notNull(),
    otuAsvType: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('otu_asv_solutions_order_name_unique').on(t.orderId, t.solutionName),
    index('otu_asv_solutions_order_type_idx').on(t.orderId, t.otuAsvType),
    check('otu_asv_solutions_type_check', oneOf(t.otuAsvType, OTU_ASV_TYPE)),
    check(
      'otu_asv_solutions_name_check',
      sql`${t.solutionName} = btrim(${t.solutionName}) and char_length(${t.solutionName}) between 1 and 50`,
    ),
  ],
)

// ---------------------------------------------------------------------------------------------
// Quality control
// ---------------------------------------------------------------------------------------------

/** The QC data delivered with a project: the per-sample metrics table and the provider's original rule. */
export const qcData = pgTable('qc_data', {
  analysisId: text()
    .primaryKey()
    .references(() => analysisBatches.id, { onDelete: 'cascade' }),
  /** First row headers, then one row per sample. */
  samples: jsonb().$type<string[][]>().notNull().default([]),
  /** Columns never evaluated (QCMETRICS is always ignored as well). */
  ignoreKeys: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The spec's azt_rule. */
  originalRule: jsonb().$type<QcRule>().notNull().default({}),
  /** Storage keys of the QC files. */
  qcFiles: jsonb().$type<string[]>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** User-defined QC rules of a project; at most one is the default. */
export const qcRules = pgTable(
  'qc_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    analysisId: text()
      .notNull()
      .references(() => analysisBatches.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    rule: jsonb().$type<QcRule>().notNull().default({}),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qc_rules_analysis_idx').on(t.analysisId),
    uniqueIndex('qc_rules_one_default_unique')
      .on(t.analysisId)
      .where(sql`${t.isDefault}`),
    check('qc_rules_name_check', sql`btrim(${t.name}) <> ''`),
  ],
)

// ---------------------------------------------------------------------------------------------
// One-click analysis (OCA)
// ---------------------------------------------------------------------------------------------

/** The submitted parameters, with the spec's key names (including its spelling of orginal_batch_id). */
export interface OcaParams {
  trackingNumber: string
  wf_id: number
  version_id: string | null
  user_id: number
  batch_id: string
  oca_name: string
  orginal_batch_id: string
  analysis_selected: { analysis_group_id: number; analysis_items: number[]; analysis_params: Record<string, unknown> }[]
  analysis_selected_ids: number[]
  sample_group_solution: unknown
  otu_solution: OtuFilterParameters | null
  sample_map: Record<string, string>
  /** The create form's one-time token: a second post of the same form finds the record it made. */
  form_token?: string
}

/**
 * A one-click analysis submitted inside a batch. Its batch id is `OCA<id>`, generated by the
 * database from the identity, so the id and the batch id can never disagree and no id has to be
 * fetched in advance (the spec's GetNextId).
 */
export const ocaRecords = pgTable(
  'oca_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    batchId: text()
      .notNull()
      .generatedAlwaysAs(sql`'OCA' || id`),
    analysisId: text()
      .notNull()
      .references((): AnyPgColumn => analysisBatches.id, { onDelete: 'cascade' }),
    ocaName: text().notNull(),
    status: smallint().notNull().default(0), // OCA_RECORD_STATUS.pending
    quickItemsTotal: integer().notNull().default(0),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comments: text().notNull().default(''),
    params: jsonb().$type<OcaParams>().notNull(),
    submittedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oca_records_batch_id_unique').on(t.batchId),
    uniqueIndex('oca_records_analysis_name_unique').on(t.analysisId, t.ocaName),
    index('oca_records_analysis_created_idx').on(t.analysisId, t.createdAt),
    check('oca_records_status_check', oneOf(t.status, OCA_RECORD_STATUS)),
    // 1-50 characters after trimming, none of \ / : * ? " < > |, not ending with a space or a dot.
    check(
      'oca_records_name_check',
      sql`char_length(btrim(${t.ocaName})) between 1 and 50 and ${t.ocaName} !~ '[\\\\/:*?"<>|]' and ${t.ocaName} !~ '[ .]$'`,
    ),
    check('oca_records_labels_check', sql`cardinality(${t.labels}) <= ${sql.raw(String(LABELS_MAX))}`),
    check('oca_records_quick_items_total_check', sql`${t.quickItemsTotal} >= 0`),
  ],
)

/** One analysis item of an OCA record and the run (tool task) that executes it. */
export const ocaRecordItems = pgTable(
  'oca_record_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ocaRecordId: integer()
      .notNull()
      .references(() => ocaRecords.id, { onDelete: 'cascade' }),
    analysisGroupId: integer(),
    analysisItemId: integer().references(() => projectAnalysisItems.id, { onDelete: 'set null' }),
    /** Kept as text so the record still reads right if the item is renamed or removed. */
    analysisItemName: text().notNull(),
    runName: text(),
    toolTaskId: integer().references(() => toolTasks.id, { onDelete: 'set null' }),
    status: smallint().notNull().default(0), // TOOL_RUN_STATUS.init
    result: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'oca_record_items_group_fk',
      columns: [t.analysisGroupId],
      foreignColumns: [projectAnalysisGroups.id],
    }).onDelete('set null'),
    index('oca_record_items_record_idx').on(t.ocaRecordId),
    index('oca_record_items_tool_task_idx').on(t.toolTaskId),
    check('oca_record_items_status_check', oneOf(t.status, TOOL_RUN_STATUS)),
  ],
)
