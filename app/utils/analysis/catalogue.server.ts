import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { favourites } from '#db/schema/engagement'
import { analysisBatches } from '#db/schema/projects'
import { analysisCategories, workflows } from '#db/schema/workflows'
import { COLLECT_TYPE } from '#core/engagement'
import { ANALYSIS_CATEGORY } from '#core/workflows'
import { cachedCatalogue } from '~/utils/catalogue-cache.server'
import { favouriteIdsAmong } from '~/utils/favourites.server'
import { WORKFLOW_ORDERS, type WorkflowOrder } from './catalogue-query'
import { optional, pageParam, parseSearchParams, textParam } from '~/utils/request-input.server'

export const WORKFLOW_PAGE_SIZE = 12

export type WorkflowCategoryCode = keyof typeof ANALYSIS_CATEGORY
const CATEGORY_CODES = Object.keys(ANALYSIS_CATEGORY) as [WorkflowCategoryCode, ...WorkflowCategoryCode[]]

export interface WorkflowCatalogueQuery {
  category?: WorkflowCategoryCode
  tag?: string
  keyword?: string
  order: WorkflowOrder
  /** Only the viewer's favourites. */
  mine: boolean
  page: number
}

const querySchema = z.object({
  category: optional(z.enum(CATEGORY_CODES)),
  tag: optional(textParam()),
  q: optional(textParam()),
  order: optional(z.enum(WORKFLOW_ORDERS)),
  mine: optional(z.literal('1')),
  page: optional(pageParam),
})

/** Reads the GET filter form and links; an empty field is no filter, a malformed one a 400. */
export async function parseWorkflowCatalogueQuery(request: Request): Promise<WorkflowCatalogueQuery> {
  const query = await parseSearchParams(request, querySchema)
  return {
    category: query.category,
    tag: query.tag || undefined,
    keyword: query.q || undefined,
    order: query.order ?? 'all',
    mine: query.mine === '1',
    page: query.page ?? 1,
  }
}

/** What customers may see: active and published (spec 02 §3). */
const listed = and(eq(workflows.isActive, true), eq(workflows.isPublish, true))

/** "Hottest": analysis batches created from the workflow, counted in SQL. */
// Drizzle leaves columns unqualified inside sql``, so the correlated subquery names them itself.
const batchCount = sql<number>`(select count(*) from ${analysisBatches} batch where batch.workflow_id = "workflows"."id")::int`

/** `%`, `_` and `\` are pattern characters in LIKE; a keyword is matched literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

const ORDER_BY: Record<WorkflowOrder, SQL[]> = {
  all: [asc(workflows.sort), asc(workflows.id)],
  latest: [desc(workflows.createdAt), desc(workflows.id)],
  hottest: [desc(batchCount), asc(workflows.sort), asc(workflows.id)],
}

type Viewer = { id: number } | null

/**
 * One page of published workflows, each marked with whether the viewer favourited it. Everyone's
 * listing is cached until the catalogue changes; the viewer's favourites are read per request.
 */
export async function listCatalogueWorkflows(viewer: Viewer, query: WorkflowCatalogueQuery) {
  const listing =
    query.mine && viewer
      ? await queryWorkflows(query, viewer.id)
      : await cachedCatalogue(
          `workflows:${JSON.stringify([query.category, query.tag, query.keyword, query.order, query.page])}`,
          () => queryWorkflows(query, null),
        )
  const collected = viewer
    ? await favouriteIdsAmong(
        viewer.id,
        COLLECT_TYPE.workflow,
        listing.workflows.map((workflow) => workflow.id),
      )
    : new Set<number>()
  return {
    ...listing,
    workflows: listing.workflows.map((workflow) => ({ ...workflow, isCollected: collected.has(workflow.id) })),
  }
}

async function queryWorkflows(query: WorkflowCatalogueQuery, favouritesOf: number | null) {
  const conditions: (SQL | undefined)[] = [listed]
  if (query.category) conditions.push(eq(workflows.categoryId, ANALYSIS_CATEGORY[query.category]))
  if (query.tag) conditions.push(sql`${workflows.labels} @> array[${query.tag}]::text[]`)
  if (query.keyword) {
    const pattern = containsPattern(query.keyword)
    conditions.push(
      or(
        ilike(workflows.title, pattern),
        ilike(workflows.titleEn, pattern),
        ilike(workflows.description, pattern),
        ilike(workflows.descriptionEn, pattern),
        sql`exists (select 1 from unnest(${workflows.labels}) label where label ilike ${pattern})`,
      ),
    )
  }
  if (favouritesOf !== null) {
    conditions.push(
      sql`${workflows.id} in (select ${favourites.collectionId} from ${favourites} where ${favourites.userId} = ${favouritesOf} and ${favourites.collectType} = ${COLLECT_TYPE.workflow})`,
    )
  }
  const where = and(...conditions)
  const db = getDb()
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(workflows)
    .where(where)
  const pages = Math.max(1, Math.ceil(total / WORKFLOW_PAGE_SIZE))
  const page = Math.min(query.page, pages)
  const rows = await db
    .select({
      id: workflows.id,
      title: workflows.title,
      titleEn: workflows.titleEn,
      description: workflows.description,
      descriptionEn: workflows.descriptionEn,
      icon: workflows.icon,
      isNew: workflows.isNew,
      labels: workflows.labels,
      categoryId: workflows.categoryId,
      batchCount,
    })
    .from(workflows)
    .where(where)
    .orderBy(...ORDER_BY[query.order])
    .limit(WORKFLOW_PAGE_SIZE)
    .offset((page - 1) * WORKFLOW_PAGE_SIZE)
  return { workflows: rows, total, page, pages }
}

export type CatalogueWorkflow = Awaited<ReturnType<typeof listCatalogueWorkflows>>['workflows'][number]

export interface WorkflowCategoryTab {
  code: WorkflowCategoryCode
  name: string
  nameEn: string
  workflowCount: number
}

/** The category tabs with their published-workflow counts, and the labels in use, for the filters. */
export function workflowCatalogueFilters(): Promise<{
  categories: WorkflowCategoryTab[]
  tags: string[]
  visibleCount: number
}> {
  return cachedCatalogue('workflow-filters', async () => {
    const db = getDb()
    const [categoryRows, countRows, tagRows] = await Promise.all([
      db
        .select({ id: analysisCategories.id, name: analysisCategories.name, nameEn: analysisCategories.nameEn })
        .from(analysisCategories)
        .orderBy(asc(analysisCategories.sort), asc(analysisCategories.id)),
      db
        .select({ categoryId: workflows.categoryId, count: sql<number>`count(*)::int` })
        .from(workflows)
        .where(listed)
        .groupBy(workflows.categoryId),
      db
        .selectDistinct({ tag: sql<string>`unnest(${workflows.labels})` })
        .from(workflows)
        .where(listed)
        .orderBy(sql`1`),
    ])
    const counts = new Map(countRows.map((row) => [row.categoryId, row.count]))
    const codeOf = new Map(CATEGORY_CODES.map((code) => [ANALYSIS_CATEGORY[code] as number, code]))
    const categories = categoryRows.flatMap((row) => {
      const code = codeOf.get(row.id)
      return code ? [{ code, name: row.name, nameEn: row.nameEn, workflowCount: counts.get(row.id) ?? 0 }] : []
    })
    return {
      categories,
      tags: tagRows.map((row) => row.tag),
      visibleCount: countRows.reduce((sum, row) => sum + row.count, 0),
    }
  })
}

/** Whether a workflow customers may see exists (favouriting anything else is refused). */
export async function isListedWorkflow(id: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.id, id), listed))
  return row !== undefined
}
