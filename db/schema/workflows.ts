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
} from 'drizzle-orm/pg-core'
import { oneOf } from './helpers'
import { languageResources } from './i18n'
import { analysisBatches } from './projects'
import { forms, tools } from './tools'
import {
  ANALYSIS_CATEGORY,
  ANALYSIS_GROUP_TYPE,
  type AnalysisRunSetting,
  CONDITION_OPERATOR,
  PROJECT_GUIDE_ICON,
} from '../../core/workflows'

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const analysisCategories = pgTable('analysis_categories', {
  id: integer().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull().default(''),
  sort: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * A cloud analysis workflow (the spec's cwf). `title` and `description` are the Chinese default;
 * `titleEn` and `descriptionEn` the English ones, shown when the reader reads English (empty: the
 * Chinese text is shown), as the tools table does.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .default(ANALYSIS_CATEGORY.microbiome)
      .references(() => analysisCategories.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    icon: text(),
    isNew: boolean().notNull().default(true),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Points charged for the workflow, 0-10000. */
    integralAmount: integer().notNull().default(0),
    sort: integer().notNull().default(999),
    isActive: boolean().notNull().default(false),
    isToRelease: boolean().notNull().default(false),
    /** Set by the bulk publish / unpublish action. */
    isPublish: boolean().notNull().default(false),
    disableDemo: boolean().notNull().default(false),
    /** The example project demos are copied from. Set null: deleting the example only disables demos. */
    exampleId: text().references((): AnyPgColumn => analysisBatches.id, { onDelete: 'set null' }),
    /** The one-click analysis tool of this workflow. */
    quickToolId: integer().references(() => tools.id, { onDelete: 'set null' }),
    /** Rich-text introduction (zh and en) shown on /analysis-introduction/:aid. */
    introductionContentId: integer().references(() => languageResources.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflows_category_sort_idx').on(t.categoryId, t.sort),
    index('workflows_active_publish_idx').on(t.isActive, t.isPublish),
    check('workflows_integral_amount_check', sql`${t.integralAmount} between 0 and 10000`),
    check('workflows_sort_check', sql`${t.sort} between 1 and 10000`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Project templates: analysis groups (menus) and analysis items
// ---------------------------------------------------------------------------------------------

// The two column builders below are called while projects.ts is being evaluated, which can be
// before this module's body has run (tools, workflows and projects import each other for their
// foreign keys). So they use only drizzle builders and literals at call time, never this file's
// constants; foreign-key targets sit in the lazy `references` callbacks.

/** The columns a template group and a project's copy of it share. */
export function analysisGroupColumns() {
  return {
    groupName: text().notNull(),
    /** The English name; empty shows the Chinese one. */
    groupNameEn: text().notNull().default(''),
    groupType: smallint().notNull(),
    groupContentZh: text().notNull().default(''),
    groupContentEn: text().notNull().default(''),
    icon: text(),
    sort: integer().notNull().default(999),
    isActive: boolean().notNull().default(true),
    hideGroupName: boolean().notNull().default(false),
    quickToolId: integer().references(() => tools.id, { onDelete: 'set null' }),
    additionalModules: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inQuickAnalysis: boolean().notNull().default(false),
    quickParamsFormId: integer().references(() => forms.id, { onDelete: 'set null' }),
    reportGroupIntroduction: text().notNull().default(''),
  }
}

type GroupColumns = { groupType: AnyPgColumn; sort: AnyPgColumn }

export function analysisGroupChecks(table: string, t: GroupColumns) {
  return [
    check(`${table}_group_type_check`, oneOf(t.groupType, ANALYSIS_GROUP_TYPE)),
    check(`${table}_sort_check`, sql`${t.sort} between 1 and 999`),
  ]
}

/** The columns a template item and a project's copy of it share. */
export function analysisItemColumns() {
  return {
    analysisName: text().notNull(),
    /** The English name; empty shows the Chinese one. */
    analysisNameEn: text().notNull().default(''),
    /** A tool used by a template or project cannot be deleted. */
    toolId: integer().references(() => tools.id, { onDelete: 'restrict' }),
    sort: integer().notNull().default(999),
    disableDemo: boolean().notNull().default(false),
    legendId: text(),
    onlyShow: boolean().notNull().default(false),
    inQuickAnalysis: boolean().notNull().default(false),
    isQuickRequired: boolean().notNull().default(false),
    /** Template item ids (workflow_analysis_items.id) this item depends on / affects in one-click selection. */
    dependencyItemIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    affectItemIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    hideCompareSolution: boolean().notNull().default(false),
    condition1: smallint().notNull().default(0), // CONDITION_OPERATOR.none
    condition2: smallint().notNull().default(0), // CONDITION_OPERATOR.none
    condition3: smallint().notNull().default(0), // CONDITION_OPERATOR.none
    sampleTotalNumber: integer().notNull().default(0),
    sampleInGroupNumber: integer().notNull().default(0),
    sampleCompareGroupNumber: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    disableEdit: boolean().notNull().default(false),
    reportIntroduction: text().notNull().default(''),
    /** The runs the pipeline makes of the item's tool: one per entry; none means one run with the form's defaults. */
    runSettings: jsonb().$type<AnalysisRunSetting[]>().notNull().default([]),
  }
}

type ItemColumns = {
  sort: AnyPgColumn
  condition1: AnyPgColumn
  condition2: AnyPgColumn
  condition3: AnyPgColumn
  sampleTotalNumber: AnyPgColumn
  sampleInGroupNumber: AnyPgColumn
  sampleCompareGroupNumber: AnyPgColumn
}

export function analysisItemChecks(table: string, t: ItemColumns) {
  return [
    check(`${table}_sort_check`, sql`${t.sort} between 1 and 999`),
    check(`${table}_condition1_check`, oneOf(t.condition1, CONDITION_OPERATOR)),
    check(`${table}_condition2_check`, oneOf(t.condition2, CONDITION_OPERATOR)),
    check(`${table}_condition3_check`, oneOf(t.condition3, CONDITION_OPERATOR)),
    check(
      `${table}_sample_numbers_check`,
      sql`${t.sampleTotalNumber} between 0 and 999 and ${t.sampleInGroupNumber} between 0 and 999 and ${t.sampleCompareGroupNumber} between 0 and 999`,
    ),
  ]
}

/** A workflow's project template: its analysis groups (menus). Projects copy these when created. */
export const workflowAnalysisGroups = pgTable(
  'workflow_analysis_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workflowId: integer()
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    ...analysisGroupColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflow_analysis_groups_workflow_sort_idx').on(t.workflowId, t.sort),
    ...analysisGroupChecks('workflow_analysis_groups', t),
  ],
)

export const workflowAnalysisItems = pgTable(
  'workflow_analysis_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => workflowAnalysisGroups.id, { onDelete: 'cascade' }),
    ...analysisItemColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflow_analysis_items_group_sort_idx').on(t.groupId, t.sort),
    index('workflow_analysis_items_tool_idx').on(t.toolId),
    ...analysisItemChecks('workflow_analysis_items', t),
  ],
)

// ---------------------------------------------------------------------------------------------
// Project guides and report templates
// ---------------------------------------------------------------------------------------------

/** Guide cards shown on the project overview of every project of a workflow. */
export const projectGuides = pgTable(
  'project_guides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workflowId: integer()
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    icon: text().notNull().default(PROJECT_GUIDE_ICON.icon01),
    title: text().notNull(),
    /** The English title and description; empty shows the Chinese ones. */
    titleEn: text().notNull().default(''),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    url: text().notNull(),
    sort: integer().notNull().default(999),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_guides_workflow_sort_idx').on(t.workflowId, t.sort),
    check('project_guides_icon_check', oneOf(t.icon, PROJECT_GUIDE_ICON)),
    check('project_guides_sort_check', sql`${t.sort} between 1 and 999`),
  ],
)

/** Report settings of one template item: its introduction text and table rows (-1 = all rows). */
export interface ReportItemSetting {
  itemId: number
  reportIntroductionId: number | null
  defaultReportTableRows: number
}

/** Report settings of one template group and its items. */
export interface ReportGroupSetting {
  groupId: number
  reportIntroductionId: number | null
  defaultReportTableRows: number
  items: ReportItemSetting[]
}

/** One report template per workflow. Content ids are rich-text language resources (zh and en). */
export const reportTemplates = pgTable(
  'report_templates',
  {
    workflowId: integer()
      .primaryKey()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    experimentProcessContentId: integer(),
    analysisProcessContentId: integer(),
    projectIntroductionContentId: integer(),
    /** Rows shown per table in the report; -1 shows all. */
    defaultTableRows: integer().notNull().default(10),
    /** The report's dismissible notice (spec 02 §2.5 noticeContent), rich text in both languages. */
    noticeContentId: integer(),
    groupSettings: jsonb().$type<ReportGroupSetting[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Named by hand: the generated names exceed Postgres's 63-character limit.
    foreignKey({
      name: 'report_templates_experiment_content_fk',
      columns: [t.experimentProcessContentId],
      foreignColumns: [languageResources.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'report_templates_analysis_content_fk',
      columns: [t.analysisProcessContentId],
      foreignColumns: [languageResources.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'report_templates_introduction_content_fk',
      columns: [t.projectIntroductionContentId],
      foreignColumns: [languageResources.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'report_templates_notice_content_fk',
      columns: [t.noticeContentId],
      foreignColumns: [languageResources.id],
    }).onDelete('set null'),
    check('report_templates_default_table_rows_check', sql`${t.defaultTableRows} between -1 and 999`),
  ],
)
