import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { getDb } from '#db/client'
import { forms, toolCategories, tools, toolTasks } from '#db/schema/tools'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { TOOL_PUBLISH_STATUS, TOOL_TYPE } from '#core/tools'
import type { SessionUser } from '~/utils/auth.server'
import { cachedCatalogue } from '~/utils/catalogue-cache.server'
import { can, toolAudience, visibleToolStatuses } from '#core/access-policy'
import { optional, pageParam, parseSearchParams, textParam } from '~/utils/request-input.server'
import { z } from 'zod'
import { toolCoverUrl } from './tool-cover.server'

export const CATALOGUE_PAGE_SIZE = 18

type Viewer = Pick<SessionUser, 'id' | 'isInternal' | 'permissions'> | null

/**
 * The catalogue rows the viewer sees, by the access policy's `tool:view` rule. A tool staff deleted
 * (kept, hidden, for its tasks' sake) is listed to nobody.
 */
export function visibleToolsCondition(viewer: Viewer): SQL | undefined {
  const statuses = visibleToolStatuses(toolAudience(viewer))
  const notDeleted = isNull(tools.deletedAt)
  return statuses === 'all' ? notDeleted : and(notDeleted, inArray(tools.publishStatus, [...statuses]))
}

/** Statuses of a task that ran to a result: what the use statistic counts. */
const RAN_STATUSES = [TOOL_RUN_STATUS.completedWithError, TOOL_RUN_STATUS.success, TOOL_RUN_STATUS.reviewed]

/**
 * The spec's use statistic, as it is now: each tool's default use statistic (its stored base) plus
 * its runs that produced a result. Counted outside the catalogue cache, which only a catalogue
 * change clears, in one query for the tools a page shows.
 */
async function withUseCounts<T extends { id: number; baseUseCount: number }>(
  rows: readonly T[],
): Promise<(Omit<T, 'baseUseCount'> & { useCount: number })[]> {
  const ids = rows.map((row) => row.id)
  const counts =
    ids.length === 0
      ? []
      : await getDb()
          .select({ toolId: toolTasks.toolId, runs: sql<number>`count(*)::int` })
          .from(toolTasks)
          .where(and(inArray(toolTasks.toolId, ids), inArray(toolTasks.status, RAN_STATUSES)))
          .groupBy(toolTasks.toolId)
  const runsByTool = new Map(counts.map((row) => [row.toolId, row.runs]))
  return rows.map(({ baseUseCount, ...row }) => ({ ...row, useCount: baseUseCount + (runsByTool.get(row.id) ?? 0) }))
}

/** `%`, `_` and `\` are pattern characters in LIKE; a keyword is matched literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export interface CatalogueQuery {
  category?: string
  tag?: string
  keyword?: string
  page: number
}

const catalogueQuerySchema = z.object({
  category: optional(textParam()),
  tag: optional(textParam()),
  q: optional(textParam()),
  page: optional(pageParam),
})

/** Reads the GET filter form; an empty field is no filter, a malformed one a 400. */
export async function parseCatalogueQuery(request: Request): Promise<CatalogueQuery> {
  const query = await parseSearchParams(request, catalogueQuerySchema)
  return {
    category: query.category || undefined,
    tag: query.tag || undefined,
    keyword: query.q || undefined,
    page: query.page ?? 1,
  }
}

/** A category and every category below it, by code. */
function categoryAndDescendants(code: string): SQL {
  return sql`"tools"."category_id" in (
    with recursive tree as (
      select id from ${toolCategories} where code = ${code}
      union all
      select c.id from ${toolCategories} c join tree on c.parent_id = tree.id
    )
    select id from tree
  )`
}

export async function listCatalogueTools(viewer: Viewer, query: CatalogueQuery) {
  const { category, tag, keyword, page } = query
  const listing = await cachedCatalogue(
    `list:${toolAudience(viewer)}:${JSON.stringify([category, tag, keyword, page])}`,
    () => queryCatalogueTools(viewer, query),
  )
  return { ...listing, tools: await withUseCounts(listing.tools) }
}

async function queryCatalogueTools(viewer: Viewer, query: CatalogueQuery) {
  const conditions: (SQL | undefined)[] = [visibleToolsCondition(viewer)]
  if (query.category) conditions.push(categoryAndDescendants(query.category))
  if (query.tag) conditions.push(sql`${tools.tags} @> array[${query.tag}]::text[]`)
  if (query.keyword) {
    const pattern = containsPattern(query.keyword)
    conditions.push(
      or(
        ilike(tools.title, pattern),
        ilike(tools.titleEn, pattern),
        ilike(tools.description, pattern),
        ilike(tools.descriptionEn, pattern),
      ),
    )
  }
  const where = and(...conditions)
  const db = getDb()
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tools)
    .where(where)
  const pages = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE))
  const page = Math.min(query.page, pages)
  const rows = await db
    .select({
      id: tools.id,
      title: tools.title,
      titleEn: tools.titleEn,
      description: tools.description,
      descriptionEn: tools.descriptionEn,
      cover: tools.cover,
      updatedAt: tools.updatedAt,
      toolType: tools.toolType,
      url: tools.url,
      tags: tools.tags,
      publishStatus: tools.publishStatus,
      categoryCode: toolCategories.code,
      categoryName: toolCategories.name,
      categoryNameEn: toolCategories.nameEn,
      baseUseCount: tools.useCount,
    })
    .from(tools)
    .leftJoin(toolCategories, eq(toolCategories.id, tools.categoryId))
    .where(where)
    .orderBy(asc(tools.sort), asc(tools.id))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((page - 1) * CATALOGUE_PAGE_SIZE)
  const withFlags = rows.map(({ cover, updatedAt, ...row }) => ({
    ...row,
    coverUrl: toolCoverUrl({ ...row, cover, updatedAt }),
    isPublished: row.publishStatus === TOOL_PUBLISH_STATUS.published,
    opensExternally: row.toolType === TOOL_TYPE.hyperlink && row.url !== null,
  }))
  return { tools: withFlags, total, page, pages }
}

export interface CatalogueCategory {
  code: string
  name: string
  nameEn: string
  /** Visible tools in this category and the ones below it. */
  toolCount: number
  children: CatalogueCategory[]
}

/**
 * The category tree with visible-tool counts, and the tags of the visible tools in the chosen
 * category (with its subcategories), most used first, for the filters: a tag list that follows the
 * category offers only tags that find something there.
 */
export async function catalogueFilters(
  viewer: Viewer,
  category?: string,
): Promise<{ categories: CatalogueCategory[]; tags: string[]; visibleCount: number }> {
  const audience = toolAudience(viewer)
  const [tree, tags] = await Promise.all([
    cachedCatalogue(`filters:${audience}`, () => queryCatalogueTree(viewer)),
    cachedCatalogue(`tags:${audience}:${JSON.stringify(category ?? null)}`, () => queryCatalogueTags(viewer, category)),
  ])
  return { ...tree, tags }
}

/** A hundred tools carry hundreds of tags; the filter offers those that find the most tools. */
const OFFERED_TAGS = 40

async function queryCatalogueTags(viewer: Viewer, category: string | undefined): Promise<string[]> {
  const tag = sql<string>`unnest(${tools.tags})`
  const rows = await getDb()
    .select({ tag })
    .from(tools)
    .where(and(visibleToolsCondition(viewer), category ? categoryAndDescendants(category) : undefined))
    .groupBy(sql`1`)
    .orderBy(sql`count(*) desc`, sql`1`)
    .limit(OFFERED_TAGS)
  return rows.map((row) => row.tag)
}

async function queryCatalogueTree(viewer: Viewer): Promise<{ categories: CatalogueCategory[]; visibleCount: number }> {
  const db = getDb()
  const visible = visibleToolsCondition(viewer)
  const [categoryRows, countRows] = await Promise.all([
    db
      .select({
        id: toolCategories.id,
        parentId: toolCategories.parentId,
        code: toolCategories.code,
        name: toolCategories.name,
        nameEn: toolCategories.nameEn,
      })
      .from(toolCategories)
      .orderBy(asc(toolCategories.sort), asc(toolCategories.id)),
    db
      .select({ categoryId: tools.categoryId, count: sql<number>`count(*)::int` })
      .from(tools)
      .where(visible)
      .groupBy(tools.categoryId),
  ])
  const directCounts = new Map(countRows.map((row) => [row.categoryId, row.count]))
  const nodes = new Map(
    categoryRows.map((row) => [
      row.id,
      { code: row.code, name: row.name, nameEn: row.nameEn, toolCount: 0, children: [] as CatalogueCategory[] },
    ]),
  )
  const roots: CatalogueCategory[] = []
  for (const row of categoryRows) {
    const node = nodes.get(row.id)!
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const total = (node: CatalogueCategory, id: number): number => {
    node.toolCount =
      (directCounts.get(id) ?? 0) +
      categoryRows
        .filter((row) => row.parentId === id)
        .reduce((sum, child) => sum + total(nodes.get(child.id)!, child.id), 0)
    return node.toolCount
  }
  for (const row of categoryRows) if (row.parentId === null) total(nodes.get(row.id)!, row.id)
  return {
    categories: roots,
    visibleCount: countRows.reduce((sum, row) => sum + row.count, 0),
  }
}

/** One tool as its page shows it, or null when it does not exist or the viewer may not see it (`tool:view`). */
export async function findVisibleTool(id: number, viewer: Viewer) {
  const tool = await cachedCatalogue(`tool:${id}`, () => queryTool(id))
  if (!tool || tool.deleted || !can(viewer, 'tool:view', { kind: 'tool', publishStatus: tool.publishStatus }))
    return null
  const [counted] = await withUseCounts([tool])
  return counted
}

async function queryTool(id: number) {
  const [tool] = await getDb()
    .select({
      id: tools.id,
      title: tools.title,
      titleEn: tools.titleEn,
      description: tools.description,
      descriptionEn: tools.descriptionEn,
      manual: tools.manual,
      manualEn: tools.manualEn,
      cover: tools.cover,
      updatedAt: tools.updatedAt,
      toolType: tools.toolType,
      url: tools.url,
      tags: tools.tags,
      publishStatus: tools.publishStatus,
      deleted: sql<boolean>`${tools.deletedAt} is not null`,
      tableDelimiter: tools.tableDelimiter,
      dataFileSettings: tools.dataFileSettings,
      demo: tools.demo,
      fields: sql<NonNullable<(typeof forms.$inferSelect)['fields']>>`coalesce(${forms.fields}, '[]'::jsonb)`,
      /** Staff disabled the tool's form: its page shows the Run button disabled and its action refuses a run. */
      formDisabled: sql<boolean>`coalesce(${forms.disabled}, false)`,
      categoryCode: toolCategories.code,
      categoryName: toolCategories.name,
      categoryNameEn: toolCategories.nameEn,
      baseUseCount: tools.useCount,
    })
    .from(tools)
    .leftJoin(forms, eq(forms.id, tools.formId))
    .leftJoin(toolCategories, eq(toolCategories.id, tools.categoryId))
    .where(eq(tools.id, id))
  return tool ? { ...tool, coverUrl: toolCoverUrl(tool) } : null
}

export type VisibleTool = NonNullable<Awaited<ReturnType<typeof findVisibleTool>>>
