import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { getDb, type Transaction } from '#db/client'
import { languageResources } from '#db/schema/i18n'
import { reportTemplates, workflows } from '#db/schema/workflows'
import { bundledTranslations, type TranslationTable } from '#db/translations'
import { RESOURCE_KIND } from '#core/language-resources'
import { sanitizeRichText } from '../analysis/introduction.server'
import type { AdminPage } from './admin-list'
import keyPagesIndex from './key-pages.generated.json'
import { containsPattern, keywordMatch, pageOffset, type AdminListQuery } from './admin-list.server'
import {
  HOST_ID_MAX,
  LANGUAGE_UPLOAD_MAX_ROWS,
  RESOURCE_KEY_MAX,
  RESOURCE_KEY_PATTERN,
  STRING_TEXT_MAX,
  type RichTextForm,
  type StringForm,
  type UploadOutcome,
  type UploadReport,
  type UploadRowReport,
} from './languages'

/** Audit entity type of every language resource change. */
export const LANGUAGE_RESOURCE_ENTITY = 'language-resource'

// ---------------------------------------------------------------------------------------------
// The bundled keys
// ---------------------------------------------------------------------------------------------

interface BundledText {
  zh: string
  en: string
}

interface BundledIndex {
  /** Every text key of the bundled tables (both languages' keys), sorted. */
  keys: string[]
  texts: Map<string, BundledText>
  /** Keys that name a section of texts (`nav`), never a text. */
  sections: Set<string>
}

let bundledIndex: BundledIndex | undefined

function flatten(table: TranslationTable, prefix: string, into: Map<string, string>, sections: Set<string>) {
  for (const [name, value] of Object.entries(table)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (typeof value === 'string') into.set(key, value)
    else {
      sections.add(key)
      flatten(value, key, into, sections)
    }
  }
}

/** The bundled tables as flat keys (they never change while a process runs, so built once). */
export function bundledStrings(): BundledIndex {
  if (bundledIndex) return bundledIndex
  const tables = bundledTranslations()
  const zh = new Map<string, string>()
  const en = new Map<string, string>()
  const sections = new Set<string>()
  flatten(tables.zh, '', zh, sections)
  flatten(tables.en, '', en, sections)
  const keys = [...new Set([...zh.keys(), ...en.keys()])].sort()
  const texts = new Map(keys.map((key) => [key, { zh: zh.get(key) ?? '', en: en.get(key) ?? '' }]))
  bundledIndex = { keys, texts, sections }
  return bundledIndex
}

/**
 * Why a key cannot hold a text of its own, or null: a section of the bundled tables (`nav`) or a
 * key inside a bundled text (`nav.tools.more`) would replace a whole part of the interface.
 */
export function keyConflict(key: string): string | null {
  const { sections, texts } = bundledStrings()
  if (sections.has(key)) return 'adminLanguages.errors.keyIsSection'
  const parts = key.split('.')
  for (let end = 1; end < parts.length; end++) {
    if (texts.has(parts.slice(0, end).join('.'))) return 'adminLanguages.errors.keyInsideText'
  }
  return null
}

/**
 * The pages that show a key (`*`: every page), from the index generated from the routes' source
 * (`scripts/key-pages-index.ts`). Empty for a key only the worker, the PDF or a run-time key uses.
 */
export function pagesUsingKey(key: string): string[] {
  const indices = (keyPagesIndex.keys as Record<string, number[]>)[key] ?? []
  return indices.map((index) => keyPagesIndex.pages[index])
}

// ---------------------------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------------------------

export interface StringRow {
  key: string
  /** The override row, when staff wrote one. */
  id: number | null
  hostId: string | null
  /** What readers see: the override where it is not empty, else the bundled text. */
  zh: string
  en: string
  bundled: BundledText | null
  override: BundledText | null
  pages: string[]
}

export const STRING_SORTS = ['key'] as const

/**
 * Staff search every text key: the bundled ones merged with the rows of the table. The bundled
 * keys matching the keyword (searched in memory: about two thousand, fixed per build) go to SQL as
 * one array parameter; a full join with the string rows there filters, counts, sorts and pages the
 * union, so a page costs one query however many overrides exist.
 */
export async function searchStrings(
  query: AdminListQuery & { only?: 'overridden' | 'all' },
): Promise<AdminPage<StringRow>> {
  const { keys, texts } = bundledStrings()
  const keyword = query.keyword?.toLowerCase() ?? null
  const matching =
    query.only === 'overridden'
      ? []
      : keyword
        ? keys.filter((key) => {
            const text = texts.get(key)!
            return (
              key.toLowerCase().includes(keyword) ||
              text.zh.toLowerCase().includes(keyword) ||
              text.en.toLowerCase().includes(keyword)
            )
          })
        : keys
  const pattern = keyword ? containsPattern(keyword) : null
  const rowMatches = pattern
    ? sql`(r.resource_key ilike ${pattern} or r.zh ilike ${pattern} or r.en ilike ${pattern} or r.host_id ilike ${pattern})`
    : sql`true`
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`
  const rows = await getDb().execute<{
    key: string
    id: number | null
    host_id: string | null
    zh: string | null
    en: string | null
    total: number
  }>(sql`
    with bundled(key) as (select jsonb_array_elements_text(${JSON.stringify(matching)}::jsonb)),
    strings as (
      select id, resource_key, host_id, zh, en from ${languageResources} where kind = ${RESOURCE_KIND.string}
    )
    select coalesce(r.resource_key, b.key) as key, r.id, r.host_id, r.zh, r.en, count(*) over () ::int as total
    from bundled b full join strings r on r.resource_key = b.key
    where b.key is not null or (r.id is not null and ${rowMatches})
    order by coalesce(r.resource_key, b.key) collate "C" ${direction}
    limit ${query.pageSize} offset ${pageOffset(query)}
  `)
  const total = rows[0]?.total ?? (await countStrings(matching, rowMatches, query))
  return {
    rows: rows.map((row) => {
      const bundled = texts.get(row.key) ?? null
      const override = row.id === null ? null : { zh: row.zh ?? '', en: row.en ?? '' }
      return {
        key: row.key,
        id: row.id,
        hostId: row.host_id,
        zh: override?.zh || bundled?.zh || '',
        en: override?.en || bundled?.en || '',
        bundled,
        override,
        pages: pagesUsingKey(row.key),
      }
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sort: 'key',
    direction: query.direction,
  }
}

/** A page past the end has no rows to carry the count. */
async function countStrings(matching: string[], rowMatches: SQL, query: AdminListQuery): Promise<number> {
  if (query.page === 1) return 0
  const [row] = await getDb().execute<{ total: number }>(sql`
    with bundled(key) as (select jsonb_array_elements_text(${JSON.stringify(matching)}::jsonb)),
    strings as (select id, resource_key, host_id, zh, en from ${languageResources} where kind = ${RESOURCE_KIND.string})
    select count(*)::int as total from bundled b full join strings r on r.resource_key = b.key
    where b.key is not null or (r.id is not null and ${rowMatches})
  `)
  return row.total
}

/** One key for the edit form: its bundled text and its override row. */
export async function stringDetail(key: string): Promise<StringRow | null> {
  if (!RESOURCE_KEY_PATTERN.test(key) || key.length > RESOURCE_KEY_MAX) return null
  const bundled = bundledStrings().texts.get(key) ?? null
  const [row] = await getDb()
    .select({
      id: languageResources.id,
      hostId: languageResources.hostId,
      zh: languageResources.zh,
      en: languageResources.en,
    })
    .from(languageResources)
    .where(and(eq(languageResources.resourceKey, key), eq(languageResources.kind, RESOURCE_KIND.string)))
  if (!bundled && !row) return null
  const override = row ? { zh: row.zh, en: row.en } : null
  return {
    key,
    id: row?.id ?? null,
    hostId: row?.hostId ?? null,
    zh: override?.zh || bundled?.zh || '',
    en: override?.en || bundled?.en || '',
    bundled,
    override,
    pages: pagesUsingKey(key),
  }
}

interface StoredString {
  id: number
  resourceKey: string
  kind: number
  hostId: string | null
  zh: string
  en: string
}

const storedColumns = {
  id: languageResources.id,
  resourceKey: languageResources.resourceKey,
  kind: languageResources.kind,
  hostId: languageResources.hostId,
  zh: languageResources.zh,
  en: languageResources.en,
}

function audited({ id: _id, ...resource }: StoredString) {
  return resource
}

/**
 * A text equal to the bundled one is stored empty, so the key keeps following the code's text in
 * that language; a key nobody bundles needs a text in at least one language.
 */
function normalisedTexts(key: string, zh: string, en: string): { zh: string; en: string } | { error: string } {
  const conflict = keyConflict(key)
  if (conflict) return { error: conflict }
  const bundled = bundledStrings().texts.get(key)
  const texts = { zh: zh === bundled?.zh ? '' : zh, en: en === bundled?.en ? '' : en }
  if (!bundled && !texts.zh.trim() && !texts.en.trim()) return { error: 'adminLanguages.errors.textRequired' }
  return texts
}

type WriteResult = { outcome: Exclude<UploadOutcome, 'refused'>; id: number } | { error: string }

/** Inserts or updates the key's string row on `tx`, recording the change under `action`. */
async function writeString(
  tx: Transaction,
  actor: AuditActor,
  form: StringForm,
  action: (outcome: 'added' | 'changed') => (typeof AUDIT_ACTION)[keyof typeof AUDIT_ACTION],
): Promise<WriteResult> {
  const texts = normalisedTexts(form.key, form.zh, form.en)
  if ('error' in texts) return texts
  const [before] = await tx
    .select(storedColumns)
    .from(languageResources)
    .where(and(eq(languageResources.resourceKey, form.key), eq(languageResources.kind, RESOURCE_KIND.string)))
    .for('update')
  if (before && before.zh === texts.zh && before.en === texts.en && before.hostId === form.hostId)
    return { outcome: 'unchanged', id: before.id }
  const [after] = before
    ? await tx
        .update(languageResources)
        .set({ ...texts, hostId: form.hostId, updatedAt: sql`now()` })
        .where(eq(languageResources.id, before.id))
        .returning(storedColumns)
    : await tx
        .insert(languageResources)
        .values({ resourceKey: form.key, kind: RESOURCE_KIND.string, hostId: form.hostId, ...texts })
        .returning(storedColumns)
  const outcome = before ? 'changed' : 'added'
  await recordChange(tx, {
    actor,
    action: action(outcome),
    entityType: LANGUAGE_RESOURCE_ENTITY,
    entityId: after.id,
    before: before ? audited(before) : null,
    after: audited(after),
  })
  return { outcome, id: after.id }
}

/** Saves a key's texts (an override of a bundled key, or a key of its own): one transaction, audited. */
export async function saveString(actor: AuditActor, form: StringForm): Promise<WriteResult> {
  return getDb().transaction((tx) =>
    writeString(tx, actor, form, (outcome) => (outcome === 'added' ? AUDIT_ACTION.create : AUDIT_ACTION.update)),
  )
}

/** Deletes a string row: a bundled key shows its bundled text again. False when there was none. */
export async function deleteString(actor: AuditActor, id: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .delete(languageResources)
      .where(and(eq(languageResources.id, id), eq(languageResources.kind, RESOURCE_KIND.string)))
      .returning(storedColumns)
    if (!before) return false
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.delete,
      entityType: LANGUAGE_RESOURCE_ENTITY,
      entityId: before.id,
      before: audited(before),
      after: null,
    })
    return true
  })
}

// ---------------------------------------------------------------------------------------------
// Bulk upload
// ---------------------------------------------------------------------------------------------

/** Header names a file may use for each column (compared lower-cased, spaces and `_` ignored). */
const COLUMN_NAMES: Record<string, 'key' | 'zh' | 'en' | 'hostId'> = {
  key: 'key',
  resourcekey: 'key',
  zh: 'zh',
  chinese: 'zh',
  en: 'en',
  english: 'en',
  hostid: 'hostId',
}

export class UploadRefused extends Error {
  constructor(
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey)
  }
}

type Cell = string | number | boolean | Date | null | undefined

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return cell.toISOString()
  return String(cell)
}

/** The file's rows as text cells: CSV (papaparse, UTF-8 with or without BOM) or XLSX (read-excel-file, first sheet). */
async function readRows(fileName: string, bytes: Uint8Array): Promise<string[][]> {
  const lower = fileName.toLowerCase()
  if (lower.endsWith('.xlsx')) {
    try {
      const sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      return sheet.map((row) => row.map((cell) => cellText(cell as Cell)))
    } catch {
      throw new UploadRefused('adminLanguages.upload.errors.unreadable')
    }
  }
  if (lower.endsWith('.csv')) {
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw new UploadRefused('adminLanguages.upload.errors.notUtf8')
    }
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
    if (parsed.errors.length) {
      const [error] = parsed.errors
      throw new UploadRefused('adminLanguages.upload.errors.csv', {
        line: (error.row ?? 0) + 1,
        message: error.message,
      })
    }
    return parsed.data
  }
  throw new UploadRefused('adminLanguages.upload.errors.fileType')
}

/** Which column holds what; an unknown or repeated heading refuses the file, naming it. */
function readHeader(header: string[]): Map<number, 'key' | 'zh' | 'en' | 'hostId'> {
  const columns = new Map<number, 'key' | 'zh' | 'en' | 'hostId'>()
  header.forEach((name, index) => {
    const normalised = name.trim().toLowerCase().replace(/[\s_]/g, '')
    if (!normalised) return
    const column = COLUMN_NAMES[normalised]
    if (!column) throw new UploadRefused('adminLanguages.upload.errors.unknownColumn', { column: name.trim() })
    if ([...columns.values()].includes(column))
      throw new UploadRefused('adminLanguages.upload.errors.repeatedColumn', { column: name.trim() })
    columns.set(index, column)
  })
  for (const needed of ['key', 'zh', 'en'] as const) {
    if (![...columns.values()].includes(needed))
      throw new UploadRefused('adminLanguages.upload.errors.missingColumn', { column: needed })
  }
  return columns
}

/**
 * Adds and changes string resources from a CSV or XLSX file (key, zh, en [, hostId]) and says what
 * happened to every row. The rows that pass are written in one transaction, each change with its
 * own audit entry (action `import`), so the audit page shows each key's before and after; refused
 * rows change nothing. A file that cannot be read, or whose header is wrong, is refused whole.
 */
export async function importStrings(actor: AuditActor, fileName: string, bytes: Uint8Array): Promise<UploadReport> {
  const [header, ...rows] = await readRows(fileName, bytes)
  if (!header) throw new UploadRefused('adminLanguages.upload.errors.empty')
  const columns = readHeader(header)
  if (rows.length > LANGUAGE_UPLOAD_MAX_ROWS)
    throw new UploadRefused('adminLanguages.upload.errors.tooManyRows', { max: LANGUAGE_UPLOAD_MAX_ROWS })
  const report: UploadRowReport[] = []
  const seen = new Set<string>()
  await getDb().transaction(async (tx) => {
    for (const [index, cells] of rows.entries()) {
      const line = index + 2
      const value: Record<string, string> = { key: '', zh: '', en: '', hostId: '' }
      let extra = false
      cells.forEach((cell, column) => {
        const name = columns.get(column)
        if (name) value[name] = cell
        else if (cell.trim()) extra = true
      })
      const key = value.key.trim()
      const refuse = (reason: string, values?: Record<string, string | number>) =>
        report.push({ line, key, outcome: 'refused', reason: `adminLanguages.upload.reasons.${reason}`, values })
      if (!cells.some((cell) => cell.trim())) continue
      if (extra) refuse('unknownColumn')
      else if (!key) refuse('keyRequired')
      else if (key.length > RESOURCE_KEY_MAX) refuse('keyTooLong', { max: RESOURCE_KEY_MAX })
      else if (!RESOURCE_KEY_PATTERN.test(key)) refuse('keyFormat')
      else if (value.zh.length > STRING_TEXT_MAX || value.en.length > STRING_TEXT_MAX)
        refuse('textTooLong', { max: STRING_TEXT_MAX })
      else if (value.hostId.trim().length > HOST_ID_MAX) refuse('hostIdTooLong', { max: HOST_ID_MAX })
      else if (value.zh.includes('\u0000') || value.en.includes('\u0000') || value.hostId.includes('\u0000'))
        refuse('invalidCharacter')
      else if (seen.has(key)) refuse('repeatedKey')
      else {
        seen.add(key)
        const result = await writeString(
          tx,
          actor,
          { key, zh: value.zh, en: value.en, hostId: value.hostId.trim() || null },
          () => AUDIT_ACTION.import,
        )
        if ('error' in result) refuse(result.error.replace('adminLanguages.errors.', ''))
        else report.push({ line, key, outcome: result.outcome })
      }
    }
  })
  const counts: Record<UploadOutcome, number> = { added: 0, changed: 0, unchanged: 0, refused: 0 }
  for (const row of report) counts[row.outcome]++
  return { fileName, rows: report, counts }
}

// ---------------------------------------------------------------------------------------------
// Rich texts
// ---------------------------------------------------------------------------------------------

/** Where a rich text is shown: a workflow's introduction or a part of a workflow's report template. */
export interface RichTextUse {
  workflowId: number
  workflowTitle: string
  workflowTitleEn: string
  /** `introduction`, `experimentProcess`, `analysisProcess`, `projectIntroduction`, `notice`, `groupIntroduction`. */
  part: string
}

export interface RichTextRow {
  id: number
  key: string
  hostId: string | null
  zh: string
  en: string
  updatedAt: string
  uses: RichTextUse[]
}

export const RICH_TEXT_SORTS = ['key', 'updatedAt'] as const

/** The rich-text records, filtered, sorted and paged in SQL, with where each is used (one more query for the page). */
export async function listRichTexts(
  query: AdminListQuery,
): Promise<AdminPage<Omit<RichTextRow, 'zh' | 'en'> & { excerpt: string }>> {
  const db = getDb()
  const where = and(
    eq(languageResources.kind, RESOURCE_KIND.richText),
    keywordMatch(query.keyword, [
      languageResources.resourceKey,
      languageResources.hostId,
      languageResources.zh,
      languageResources.en,
    ]),
  )
  const order = query.direction === 'desc' ? desc : asc
  const sortColumn = query.sort === 'updatedAt' ? languageResources.updatedAt : languageResources.resourceKey
  const rows = await db
    .select({
      id: languageResources.id,
      key: languageResources.resourceKey,
      hostId: languageResources.hostId,
      excerpt: sql<string>`left(regexp_replace(coalesce(nullif(${languageResources.zh}, ''), ${languageResources.en}), '<[^>]*>', ' ', 'g'), 200)`,
      updatedAt: languageResources.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(languageResources)
    .where(where)
    .orderBy(order(sortColumn), asc(languageResources.id))
    .limit(query.pageSize)
    .offset(pageOffset(query))
  const uses = await richTextUses(rows.map((row) => row.id))
  return {
    rows: rows.map(({ total: _total, updatedAt, excerpt, ...row }) => ({
      ...row,
      excerpt: excerpt.replace(/\s+/g, ' ').trim(),
      updatedAt: updatedAt.toISOString(),
      uses: uses.get(row.id) ?? [],
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort ?? 'key',
    direction: query.direction,
  }
}

/** Where each of these rich texts is shown, read in one query over workflows and report templates. */
export async function richTextUses(
  ids: number[],
  db: Pick<Transaction, 'execute'> = getDb(),
): Promise<Map<number, RichTextUse[]>> {
  const uses = new Map<number, RichTextUse[]>()
  if (ids.length === 0) return uses
  const rows = await db.execute<{ content_id: number; part: string; id: number; title: string; title_en: string }>(sql`
    with uses(content_id, part, workflow_id) as (
      select ${workflows.introductionContentId}, 'introduction', ${workflows.id} from ${workflows}
      union all select ${reportTemplates.experimentProcessContentId}, 'experimentProcess', ${reportTemplates.workflowId} from ${reportTemplates}
      union all select ${reportTemplates.analysisProcessContentId}, 'analysisProcess', ${reportTemplates.workflowId} from ${reportTemplates}
      union all select ${reportTemplates.projectIntroductionContentId}, 'projectIntroduction', ${reportTemplates.workflowId} from ${reportTemplates}
      union all select ${reportTemplates.noticeContentId}, 'notice', ${reportTemplates.workflowId} from ${reportTemplates}
      union all select (g->>'reportIntroductionId')::int, 'groupIntroduction', ${reportTemplates.workflowId}
        from ${reportTemplates}, jsonb_array_elements(${reportTemplates.groupSettings}) g
      union all select (i->>'reportIntroductionId')::int, 'itemIntroduction', ${reportTemplates.workflowId}
        from ${reportTemplates}, jsonb_array_elements(${reportTemplates.groupSettings}) g,
          jsonb_array_elements(coalesce(g->'items', '[]'::jsonb)) i
    )
    select u.content_id, u.part, w.id, w.title, w.title_en
    from uses u join ${workflows} w on w.id = u.workflow_id
    where u.content_id in ${ids}
    order by w.id, u.part
  `)
  for (const row of rows) {
    const list = uses.get(row.content_id) ?? []
    list.push({ workflowId: row.id, workflowTitle: row.title, workflowTitleEn: row.title_en, part: row.part })
    uses.set(row.content_id, list)
  }
  return uses
}

export async function richTextDetail(id: number): Promise<RichTextRow | null> {
  const [row] = await getDb()
    .select({
      id: languageResources.id,
      key: languageResources.resourceKey,
      hostId: languageResources.hostId,
      zh: languageResources.zh,
      en: languageResources.en,
      updatedAt: languageResources.updatedAt,
    })
    .from(languageResources)
    .where(and(eq(languageResources.id, id), eq(languageResources.kind, RESOURCE_KIND.richText)))
  if (!row) return null
  const uses = await richTextUses([id])
  return { ...row, updatedAt: row.updatedAt.toISOString(), uses: uses.get(id) ?? [] }
}

export type RichTextSaveResult = { id: number } | { error: { field: 'key' | 'id'; message: string } }

/** Creates or updates a rich text, its HTML sanitised with the policy the pages render it with. */
export async function saveRichText(actor: AuditActor, form: RichTextForm): Promise<RichTextSaveResult> {
  const values = {
    resourceKey: form.key,
    hostId: form.hostId,
    zh: sanitizeRichText(form.zh),
    en: sanitizeRichText(form.en),
  }
  return getDb().transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: languageResources.id })
      .from(languageResources)
      .where(and(eq(languageResources.resourceKey, form.key), eq(languageResources.kind, RESOURCE_KIND.richText)))
    if (taken && taken.id !== form.id)
      return { error: { field: 'key' as const, message: 'adminLanguages.errors.keyTaken' } }
    if (form.id === undefined) {
      const [after] = await tx
        .insert(languageResources)
        .values({ ...values, kind: RESOURCE_KIND.richText })
        .returning(storedColumns)
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.create,
        entityType: LANGUAGE_RESOURCE_ENTITY,
        entityId: after.id,
        before: null,
        after: audited(after),
      })
      return { id: after.id }
    }
    const [before] = await tx
      .select(storedColumns)
      .from(languageResources)
      .where(and(eq(languageResources.id, form.id), eq(languageResources.kind, RESOURCE_KIND.richText)))
      .for('update')
    if (!before) return { error: { field: 'id' as const, message: 'adminLanguages.errors.richTextGone' } }
    if (
      before.resourceKey === values.resourceKey &&
      before.hostId === values.hostId &&
      before.zh === values.zh &&
      before.en === values.en
    )
      return { id: before.id }
    const [after] = await tx
      .update(languageResources)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(languageResources.id, before.id))
      .returning(storedColumns)
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.update,
      entityType: LANGUAGE_RESOURCE_ENTITY,
      entityId: after.id,
      before: audited(before),
      after: audited(after),
    })
    return { id: after.id }
  })
}

/**
 * Deletes a rich text nothing points at. One that a workflow introduction or a report template
 * shows is refused with the list of its uses: deleting it would silently blank that page (the
 * references are `on delete set null`), so staff first point the page elsewhere.
 */
export async function deleteRichText(
  actor: AuditActor,
  id: number,
): Promise<{ deleted: true } | { deleted: false; uses: RichTextUse[] }> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select(storedColumns)
      .from(languageResources)
      .where(and(eq(languageResources.id, id), eq(languageResources.kind, RESOURCE_KIND.richText)))
      .for('update')
    if (!before) return { deleted: false, uses: [] }
    const uses = (await richTextUses([id], tx)).get(id) ?? []
    if (uses.length > 0) return { deleted: false, uses }
    await tx.delete(languageResources).where(inArray(languageResources.id, [id]))
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.delete,
      entityType: LANGUAGE_RESOURCE_ENTITY,
      entityId: id,
      before: audited(before),
      after: null,
    })
    return { deleted: true }
  })
}
