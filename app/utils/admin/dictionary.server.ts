import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import Papa from 'papaparse'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { getDb, type Transaction } from '#db/client'
import { dictionaryItems } from '#db/schema/dictionary'
import { toolCategories } from '#db/schema/tools'
import { analysisCategories } from '#db/schema/workflows'
import { type AdminListQuery, keywordMatch, pageOffset, adminPage } from './admin-list.server'
import type { AdminPage } from './admin-list'
import { bulkRowSchema, CATALOGUE_CATEGORY, MAX_BULK_ROWS, MAX_SORT, type UpsertItemInput } from './dictionary-schema'

/**
 * The dictionary page (spec 01 §3 metadata items, §7 code calls): the categories with their item
 * counts, a category's items paged in SQL, one item's upsert, a bulk insert with a row-by-row
 * report, and delete. Tool and analysis categories live in their own tables (the catalogue reads
 * them) and are edited here as the categories `ToolCategory` and `AnalysisCategory`. Every change
 * is one transaction with one audit row per item changed.
 */

export const DICTIONARY_SORTABLE = ['code', 'name', 'nameEn', 'sort'] as const

export interface DictionaryCategorySummary {
  category: string
  count: number
  /** `catalogue`: tool or analysis categories, stored in their own tables. */
  kind: 'dictionary' | 'catalogue'
}

export interface DictionaryRow {
  id: number
  code: string
  name: string
  nameEn: string
  sort: number
  /** Tool categories only. */
  parentId: number | null
}

/** The audit entity each category's items are recorded as. */
export function dictionaryEntityType(category: string): string {
  if (category === CATALOGUE_CATEGORY.toolCategory) return 'tool-category'
  if (category === CATALOGUE_CATEGORY.analysisCategory) return 'analysis-category'
  return 'dictionary-item'
}

/** Why a change was refused: a form field and the message key shown under it. */
export class DictionaryRefusal extends Error {
  constructor(
    readonly field: 'code' | 'parentId' | 'form',
    readonly messageKey: string,
  ) {
    super(messageKey)
  }
}

/** How each kind of category stores its items. */
interface ItemStore {
  columns: { code: AnyPgColumn | SQL; name: AnyPgColumn; nameEn: AnyPgColumn; sort: AnyPgColumn }
  list(query: AdminListQuery): Promise<{ rows: DictionaryRow[]; total: number }>
  find(tx: Transaction, id: number): Promise<DictionaryRow | null>
  codeTaken(tx: Transaction, code: string, exceptId: number | null): Promise<boolean>
  /** A code this category cannot store (an analysis category's code is its numeric id). */
  codeProblem(code: string): string | null
  insert(tx: Transaction, item: ItemValues): Promise<number>
  update(tx: Transaction, id: number, item: Omit<ItemValues, 'code'>): Promise<void>
  remove(tx: Transaction, id: number): Promise<void>
  /** The largest sort in the category (0 when empty), so a bulk line without one goes last. */
  lastSort(tx: Transaction): Promise<number>
}

interface ItemValues {
  code: string
  name: string
  nameEn: string
  sort: number
  parentId: number | null
}

const maxSort = (column: AnyPgColumn) => sql<number>`coalesce(max(${column}), 0)::int`

function orderOf(query: AdminListQuery, columns: ItemStore['columns'], id: AnyPgColumn): SQL[] {
  const column = columns[(query.sort ?? 'sort') as keyof ItemStore['columns']]
  const direction = query.direction === 'desc' ? desc : asc
  return [direction(column), asc(id)]
}

function keywordFilter(query: AdminListQuery, columns: ItemStore['columns']): SQL | undefined {
  return keywordMatch(query.keyword, [columns.code, columns.name, columns.nameEn])
}

function dictionaryStore(category: string): ItemStore {
  const columns = {
    code: dictionaryItems.code,
    name: dictionaryItems.name,
    nameEn: dictionaryItems.nameEn,
    sort: dictionaryItems.sort,
  }
  const row = { id: dictionaryItems.id, ...columns, parentId: sql<null>`null` }
  const inCategory = eq(dictionaryItems.category, category)
  return {
    columns,
    async list(query) {
      const where = and(inCategory, keywordFilter(query, columns))
      const db = getDb()
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(row)
          .from(dictionaryItems)
          .where(where)
          .orderBy(...orderOf(query, columns, dictionaryItems.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(dictionaryItems).where(where),
      ])
      return { rows, total }
    },
    async find(tx, id) {
      const [found] = await tx
        .select(row)
        .from(dictionaryItems)
        .where(and(inCategory, eq(dictionaryItems.id, id)))
      return found ?? null
    },
    async codeTaken(tx, code, exceptId) {
      const [found] = await tx
        .select({ id: dictionaryItems.id })
        .from(dictionaryItems)
        .where(and(inCategory, eq(dictionaryItems.code, code), exceptId ? ne(dictionaryItems.id, exceptId) : undefined))
      return Boolean(found)
    },
    codeProblem: () => null,
    async insert(tx, { code, name, nameEn, sort }) {
      const [created] = await tx
        .insert(dictionaryItems)
        .values({ category, code, name, nameEn, sort })
        .returning({ id: dictionaryItems.id })
      return created.id
    },
    async update(tx, id, { name, nameEn, sort }) {
      await tx
        .update(dictionaryItems)
        .set({ name, nameEn, sort, updatedAt: sql`now()` })
        .where(eq(dictionaryItems.id, id))
    },
    async remove(tx, id) {
      await tx.delete(dictionaryItems).where(eq(dictionaryItems.id, id))
    },
    async lastSort(tx) {
      const [{ last }] = await tx
        .select({ last: maxSort(dictionaryItems.sort) })
        .from(dictionaryItems)
        .where(inCategory)
      return last
    },
  }
}

const toolCategoryColumns = {
  code: toolCategories.code,
  name: toolCategories.name,
  nameEn: toolCategories.nameEn,
  sort: toolCategories.sort,
}
const toolCategoryRow = { id: toolCategories.id, ...toolCategoryColumns, parentId: toolCategories.parentId }

const toolCategoryStore: ItemStore = {
  columns: toolCategoryColumns,
  async list(query) {
    const where = keywordFilter(query, toolCategoryColumns)
    const db = getDb()
    const [rows, [{ total }]] = await Promise.all([
      db
        .select(toolCategoryRow)
        .from(toolCategories)
        .where(where)
        .orderBy(...orderOf(query, toolCategoryColumns, toolCategories.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      db.select({ total: count() }).from(toolCategories).where(where),
    ])
    return { rows, total }
  },
  async find(tx, id) {
    const [found] = await tx.select(toolCategoryRow).from(toolCategories).where(eq(toolCategories.id, id))
    return found ?? null
  },
  async codeTaken(tx, code, exceptId) {
    const [found] = await tx
      .select({ id: toolCategories.id })
      .from(toolCategories)
      .where(and(eq(toolCategories.code, code), exceptId ? ne(toolCategories.id, exceptId) : undefined))
    return Boolean(found)
  },
  // The code is the slug of the catalogue's links (`/tools/all?category=chart`).
  codeProblem: (code) => (/^[a-z0-9][a-z0-9-]*$/.test(code) ? null : 'adminDictionary.errors.slug'),
  async insert(tx, { code, name, nameEn, sort, parentId }) {
    const [created] = await tx
      .insert(toolCategories)
      .values({ code, name, nameEn, sort, parentId })
      .returning({ id: toolCategories.id })
    return created.id
  },
  async update(tx, id, { name, nameEn, sort, parentId }) {
    await tx
      .update(toolCategories)
      .set({ name, nameEn, sort, parentId, updatedAt: sql`now()` })
      .where(eq(toolCategories.id, id))
  },
  async remove(tx, id) {
    await tx.delete(toolCategories).where(eq(toolCategories.id, id))
  },
  async lastSort(tx) {
    const [{ last }] = await tx.select({ last: maxSort(toolCategories.sort) }).from(toolCategories)
    return last
  },
}

const analysisCategoryColumns = {
  code: sql<string>`${analysisCategories.id}::text`,
  name: analysisCategories.name,
  nameEn: analysisCategories.nameEn,
  sort: analysisCategories.sort,
}
const analysisCategorySortColumns = { ...analysisCategoryColumns, code: analysisCategories.id }
const analysisCategoryRow = { id: analysisCategories.id, ...analysisCategoryColumns, parentId: sql<null>`null` }

const analysisCategoryStore: ItemStore = {
  columns: analysisCategorySortColumns,
  async list(query) {
    const where = keywordFilter(query, analysisCategoryColumns)
    const db = getDb()
    const [rows, [{ total }]] = await Promise.all([
      db
        .select(analysisCategoryRow)
        .from(analysisCategories)
        .where(where)
        .orderBy(...orderOf(query, analysisCategorySortColumns, analysisCategories.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      db.select({ total: count() }).from(analysisCategories).where(where),
    ])
    return { rows, total }
  },
  async find(tx, id) {
    const [found] = await tx.select(analysisCategoryRow).from(analysisCategories).where(eq(analysisCategories.id, id))
    return found ?? null
  },
  async codeTaken(tx, code, exceptId) {
    const id = Number(code)
    if (exceptId === id) return false
    const [found] = await tx
      .select({ id: analysisCategories.id })
      .from(analysisCategories)
      .where(eq(analysisCategories.id, id))
    return Boolean(found)
  },
  // Workflows refer to their category by its numeric id, which is the code here.
  codeProblem: (code) => (/^[1-9]\d{0,5}$/.test(code) ? null : 'adminDictionary.errors.numericCode'),
  async insert(tx, { code, name, nameEn, sort }) {
    const [created] = await tx
      .insert(analysisCategories)
      .values({ id: Number(code), name, nameEn, sort })
      .returning({ id: analysisCategories.id })
    return created.id
  },
  async update(tx, id, { name, nameEn, sort }) {
    await tx
      .update(analysisCategories)
      .set({ name, nameEn, sort, updatedAt: sql`now()` })
      .where(eq(analysisCategories.id, id))
  },
  async remove(tx, id) {
    await tx.delete(analysisCategories).where(eq(analysisCategories.id, id))
  },
  async lastSort(tx) {
    const [{ last }] = await tx.select({ last: maxSort(analysisCategories.sort) }).from(analysisCategories)
    return last
  },
}

function storeOf(category: string): ItemStore {
  if (category === CATALOGUE_CATEGORY.toolCategory) return toolCategoryStore
  if (category === CATALOGUE_CATEGORY.analysisCategory) return analysisCategoryStore
  return dictionaryStore(category)
}

/** What an audit row keeps of an item. */
function snapshot(category: string, row: DictionaryRow) {
  const { code, name, nameEn, sort, parentId } = row
  return category === CATALOGUE_CATEGORY.toolCategory
    ? { category, code, name, nameEn, sort, parentId }
    : { category, code, name, nameEn, sort }
}

/** Every category with its item count: the two catalogue tables first, then the dictionary's by name. */
export async function listDictionaryCategories(): Promise<DictionaryCategorySummary[]> {
  const db = getDb()
  const [dictionary, [tools], [analyses]] = await Promise.all([
    db
      .select({ category: dictionaryItems.category, count: count() })
      .from(dictionaryItems)
      .groupBy(dictionaryItems.category)
      .orderBy(asc(dictionaryItems.category)),
    db.select({ count: count() }).from(toolCategories),
    db.select({ count: count() }).from(analysisCategories),
  ])
  return [
    { category: CATALOGUE_CATEGORY.toolCategory, count: tools.count, kind: 'catalogue' },
    { category: CATALOGUE_CATEGORY.analysisCategory, count: analyses.count, kind: 'catalogue' },
    ...dictionary.map((row) => ({ ...row, kind: 'dictionary' as const })),
  ]
}

/** A page of a category's items, ascending by sort unless the list asks otherwise. */
export async function listDictionaryItems(category: string, query: AdminListQuery): Promise<AdminPage<DictionaryRow>> {
  const { rows, total } = await storeOf(category).list(query)
  return adminPage(query, rows, total)
}

export async function findDictionaryItem(category: string, id: number): Promise<DictionaryRow | null> {
  return getDb().transaction((tx) => storeOf(category).find(tx, id))
}

/** The tool categories a tool category may be put under (the page's parent choice). */
export async function toolCategoryChoices(): Promise<{ id: number; code: string; name: string; nameEn: string }[]> {
  return getDb()
    .select({
      id: toolCategories.id,
      code: toolCategories.code,
      name: toolCategories.name,
      nameEn: toolCategories.nameEn,
    })
    .from(toolCategories)
    .orderBy(asc(toolCategories.sort), asc(toolCategories.id))
}

/** A parent must exist and must not be the category itself or one under it (categories form a tree). */
async function checkParent(tx: Transaction, id: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return
  const rows = await tx.select({ id: toolCategories.id, parentId: toolCategories.parentId }).from(toolCategories)
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]))
  if (!parentOf.has(parentId)) throw new DictionaryRefusal('parentId', 'adminDictionary.errors.parentMissing')
  for (let at: number | null | undefined = parentId; at != null; at = parentOf.get(at)) {
    if (at === id) throw new DictionaryRefusal('parentId', 'adminDictionary.errors.parentCycle')
  }
}

/** The Postgres error code of a failed query (drizzle wraps the driver's error as its cause). */
function postgresCode(error: unknown): string | undefined {
  const failed = error as { code?: string; cause?: { code?: string } } | null
  return failed?.code ?? failed?.cause?.code
}

const UNIQUE_VIOLATION = '23505'
/** A row still referred to: 23503 for NO ACTION keys, 23001 for the RESTRICT ones these tables use. */
const STILL_REFERRED_TO = ['23503', '23001']

/**
 * Adds an item (no `id`) or changes one's names, sort and (tool categories) parent. The code is
 * what the platform stores, so it is set once: required, valid for the category, unique in it.
 */
export async function upsertDictionaryItem(
  actor: AuditActor,
  category: string,
  input: UpsertItemInput,
): Promise<{ id: number; created: boolean }> {
  const store = storeOf(category)
  const parentId = category === CATALOGUE_CATEGORY.toolCategory ? (input.parentId ?? null) : null
  try {
    return await getDb().transaction(async (tx) => {
      const entityType = dictionaryEntityType(category)
      if (input.id !== undefined) {
        const before = await store.find(tx, input.id)
        if (!before) throw new DictionaryRefusal('form', 'adminDictionary.errors.notFound')
        await checkParent(tx, before.id, parentId)
        const values = { name: input.name, nameEn: input.nameEn, sort: input.sort, parentId }
        await store.update(tx, before.id, values)
        const after = { ...before, ...values }
        await recordChange(tx, {
          actor,
          action: AUDIT_ACTION.update,
          entityType,
          entityId: before.id,
          before: snapshot(category, before),
          after: snapshot(category, after),
        })
        return { id: before.id, created: false }
      }
      const problem = store.codeProblem(input.code)
      if (problem) throw new DictionaryRefusal('code', problem)
      if (await store.codeTaken(tx, input.code, null))
        throw new DictionaryRefusal('code', 'adminDictionary.errors.codeTaken')
      await checkParent(tx, null, parentId)
      const values = { code: input.code, name: input.name, nameEn: input.nameEn, sort: input.sort, parentId }
      const id = await store.insert(tx, values)
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.create,
        entityType,
        entityId: id,
        before: null,
        after: snapshot(category, { id, ...values }),
      })
      return { id, created: true }
    })
  } catch (error) {
    // Two staff adding the same code at once: the unique index decides, with the same message.
    if (postgresCode(error) === UNIQUE_VIOLATION)
      throw new DictionaryRefusal('code', 'adminDictionary.errors.codeTaken')
    throw error
  }
}

/**
 * Deletes an item. One that something still uses (a course's category, a tool's category, a
 * workflow's category, a category's child) is refused: deleting it would take their data with it.
 */
export async function deleteDictionaryItem(actor: AuditActor, category: string, id: number): Promise<void> {
  const store = storeOf(category)
  try {
    await getDb().transaction(async (tx) => {
      const before = await store.find(tx, id)
      if (!before) throw new DictionaryRefusal('form', 'adminDictionary.errors.notFound')
      await store.remove(tx, id)
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.delete,
        entityType: dictionaryEntityType(category),
        entityId: id,
        before: snapshot(category, before),
        after: null,
      })
    })
  } catch (error) {
    if (STILL_REFERRED_TO.includes(postgresCode(error) ?? '')) {
      throw new DictionaryRefusal('form', 'adminDictionary.errors.inUse')
    }
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Bulk insert
// ---------------------------------------------------------------------------------------------

export interface BulkLine {
  /** The line number in the paste or file (1-based), so staff find it. */
  line: number
  cells: string[]
}

export interface BulkOutcome {
  line: number
  code: string
  name: string
  added: boolean
  /** An `adminDictionary` message key when refused. */
  reason: string | null
}

/** The header row staff may keep at the top of a CSV file; it is skipped. */
const HEADER_CELLS = ['code', 'zh', 'en', 'sort']

/**
 * The lines of a paste or a CSV file (code, zh name, en name, sort), parsed as CSV (quotes,
 * commas in names). Blank lines are skipped; a first line naming the columns is a header.
 */
export function readBulkLines(text: string): BulkLine[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const lines: BulkLine[] = []
  parsed.data.forEach((cells, index) => {
    const trimmed = cells.map((cell) => cell.trim())
    if (trimmed.every((cell) => cell === '')) return
    const isHeader =
      lines.length === 0 && trimmed.slice(0, 2).every((cell, at) => cell.toLowerCase() === HEADER_CELLS[at])
    if (!isHeader) lines.push({ line: index + 1, cells: trimmed })
  })
  return lines
}

/**
 * Adds the lines' items to a category in one transaction: each valid line whose code is new is
 * added (one audit row each); the others are refused with their reason. Nothing already there is
 * changed. A line without a sort goes after the category's last item.
 */
export async function insertDictionaryItems(
  actor: AuditActor,
  category: string,
  lines: BulkLine[],
): Promise<BulkOutcome[]> {
  if (lines.length === 0) throw new DictionaryRefusal('form', 'adminDictionary.errors.bulkEmpty')
  if (lines.length > MAX_BULK_ROWS) throw new DictionaryRefusal('form', 'adminDictionary.errors.bulkTooMany')
  const store = storeOf(category)
  const entityType = dictionaryEntityType(category)
  return getDb().transaction(async (tx) => {
    let lastSort = await store.lastSort(tx)
    const seen = new Set<string>()
    const outcomes: BulkOutcome[] = []
    for (const { line, cells } of lines) {
      const [code = '', name = '', nameEn = '', sort = ''] = cells
      const refuse = (reason: string) => outcomes.push({ line, code, name, added: false, reason })
      if (cells.length > HEADER_CELLS.length) {
        refuse('adminDictionary.errors.bulkColumns')
        continue
      }
      const parsed = bulkRowSchema.safeParse({ code, name, nameEn, sort })
      if (!parsed.success) {
        refuse(parsed.error.issues[0].message)
        continue
      }
      const problem = store.codeProblem(parsed.data.code)
      if (problem) {
        refuse(problem)
        continue
      }
      if (seen.has(parsed.data.code)) {
        refuse('adminDictionary.errors.bulkRepeated')
        continue
      }
      seen.add(parsed.data.code)
      if (await store.codeTaken(tx, parsed.data.code, null)) {
        refuse('adminDictionary.errors.codeTaken')
        continue
      }
      const itemSort = parsed.data.sort ?? Math.min(MAX_SORT, lastSort + 1)
      lastSort = Math.max(lastSort, itemSort)
      const values = { ...parsed.data, sort: itemSort, parentId: null }
      const id = await store.insert(tx, values)
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.import,
        entityType,
        entityId: id,
        before: null,
        after: snapshot(category, { id, ...values }),
      })
      outcomes.push({ line, code: values.code, name: values.name, added: true, reason: null })
    }
    return outcomes
  })
}
