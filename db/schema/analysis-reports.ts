import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { oneOf } from './helpers'
import { analysisBatches } from './projects'
import { users } from './users'
import { REPORT_PDF_STATUS } from '../../core/analysis-report'

// The analysis report's stored parts (spec 02 §2.5): PDF requests built by the worker, and each
// account's brand config.

/**
 * A report PDF asked for by a reader: the `build_report_pdf` job builds it in `language` with the
 * reader's brand config and stores it under the batch's folder (`report/`), so it goes with the project.
 */
export const reportPdfs = pgTable(
  'report_pdfs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    analysisId: text()
      .notNull()
      .references(() => analysisBatches.id, { onDelete: 'cascade' }),
    requestedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    status: smallint().notNull().default(0), // REPORT_PDF_STATUS.queued
    storageKey: text(),
    sizeBytes: integer(),
    pageCount: integer(),
    /** Why it failed, as the worker saw it (shown after "download failed."). */
    error: text(),
    buildMs: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_pdfs_analysis_idx').on(t.analysisId),
    index('report_pdfs_requested_by_idx').on(t.requestedBy, t.createdAt),
    check('report_pdfs_status_check', oneOf(t.status, REPORT_PDF_STATUS)),
    check('report_pdfs_language_check', sql`${t.language} in ('zh', 'en')`),
  ],
)

/** An account's report brand config: logo, colours and company name on its report pages and PDFs. */
export const reportBrands = pgTable(
  'report_brands',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text().notNull().default(''),
    primaryColor: text().notNull().default('#0f766e'),
    accentColor: text().notNull().default('#334155'),
    logoStorageKey: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('report_brands_primary_color_check', sql`${t.primaryColor} ~ '^#[0-9a-f]{6}$'`),
    check('report_brands_accent_color_check', sql`${t.accentColor} ~ '^#[0-9a-f]{6}$'`),
    check('report_brands_company_name_check', sql`char_length(${t.companyName}) <= 60`),
  ],
)
