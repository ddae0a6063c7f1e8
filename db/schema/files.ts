import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf } from './helpers'
import { analysisBatches } from './projects'
import { toolTasks } from './tools'
import { users } from './users'
import { FILE_KIND } from '../../core/files'

/**
 * Files and folders in a user's cloud storage. The bytes live in object storage under
 * `storageKey`; this table is the catalogue the list pages, the quota (sum of sizeBytes against
 * users.storageLimitMb) and downloads read. One namespace per owner: uploading a file with the
 * same folder and name replaces the row (upsert on the unique index), which is the spec's
 * "files with the same name overwrite".
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: smallint().notNull().default(FILE_KIND.personal),
    /** Folder path without leading or trailing slash; '' is the root. Project files sit under `<tracking number>/<batch id>`. */
    folder: text().notNull().default(''),
    name: text().notNull(),
    /** A folder created with createfolder; it has no bytes and no storage key. */
    isFolder: boolean().notNull().default(false),
    sizeBytes: bigint({ mode: 'number' }).notNull().default(0),
    storageKey: text(),
    contentType: text(),
    isPublic: boolean().notNull().default(false),
    /** Optional links for the project and tool lists. Set null: the storage cleanup job still needs the row to delete the bytes. */
    analysisId: text().references(() => analysisBatches.id, { onDelete: 'set null' }),
    toolTaskId: integer().references(() => toolTasks.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_owner_folder_name_unique').on(t.ownerId, t.folder, t.name),
    uniqueIndex('stored_files_storage_key_unique').on(t.storageKey),
    index('stored_files_owner_kind_folder_idx').on(t.ownerId, t.kind, t.folder),
    index('stored_files_public_idx')
      .on(t.folder, t.name)
      .where(sql`${t.isPublic}`),
    index('stored_files_analysis_idx').on(t.analysisId),
    index('stored_files_tool_task_idx').on(t.toolTaskId),
    check('stored_files_kind_check', oneOf(t.kind, FILE_KIND)),
    check('stored_files_size_check', sql`${t.sizeBytes} >= 0`),
    check('stored_files_name_check', sql`${t.name} <> '' and strpos(${t.name}, '/') = 0`),
    check('stored_files_folder_check', sql`${t.folder} !~ '^/|/$'`),
    check('stored_files_bytes_check', sql`${t.isFolder} or ${t.storageKey} is not null`),
  ],
)
