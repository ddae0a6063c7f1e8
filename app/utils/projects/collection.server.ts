import { and, desc, eq, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { getDb } from '#db/client'
import { courses } from '#db/schema/courses'
import { favourites } from '#db/schema/engagement'
import { tools } from '#db/schema/tools'
import { workflows } from '#db/schema/workflows'
import { COLLECT_TYPE } from '#core/engagement'
import { COURSE_STATUS } from '#core/courses'
import { inLanguage, type Language } from '#core/language'
import { TOOL_PUBLISH_STATUS } from '#core/tools'

export const COLLECTION_PAGE_SIZE = 10

/** Where each kind of favourite opens. */
const TARGET_PATH: Record<number, string> = {
  [COLLECT_TYPE.tool]: '/tool/',
  [COLLECT_TYPE.course]: '/course/',
  [COLLECT_TYPE.workflow]: '/analysis-introduction/',
}

/** One join per kind, each only for favourites of that kind: the polymorphic link has no foreign key. */
function withTargets<T extends PgSelect>(query: T) {
  return query
    .leftJoin(tools, and(eq(favourites.collectType, COLLECT_TYPE.tool), eq(tools.id, favourites.collectionId)))
    .leftJoin(courses, and(eq(favourites.collectType, COLLECT_TYPE.course), eq(courses.id, favourites.collectionId)))
    .leftJoin(
      workflows,
      and(eq(favourites.collectType, COLLECT_TYPE.workflow), eq(workflows.id, favourites.collectionId)),
    )
}

/**
 * One page of the user's favourites, newest first, with the titles of what they point at, in two
 * queries: the page and the count. A favourite whose target was unpublished (or deleted, should a
 * stray row remain) stays listed as no longer available, so the user sees why it went and can
 * remove it, instead of it vanishing.
 */
export async function listFavourites(userId: number, page: number, language: Language) {
  const db = getDb()
  const where = eq(favourites.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    withTargets(
      db
        .select({
          collectType: favourites.collectType,
          collectionId: favourites.collectionId,
          collectedAt: favourites.createdAt,
          title: sql<string | null>`coalesce(${tools.title}, ${courses.title}, ${workflows.title})`,
          titleEn: sql<string | null>`coalesce(${tools.titleEn}, ${workflows.titleEn})`,
          available: sql<boolean>`coalesce(${tools.publishStatus} = ${TOOL_PUBLISH_STATUS.published}, ${courses.status} = ${COURSE_STATUS.published}, ${workflows.isActive} and ${workflows.isPublish}, false)`,
        })
        .from(favourites)
        .$dynamic(),
    )
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.collectType), desc(favourites.collectionId))
      .limit(COLLECTION_PAGE_SIZE)
      .offset((page - 1) * COLLECTION_PAGE_SIZE),
    withTargets(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(favourites)
        .$dynamic(),
    ).where(where),
  ])
  return {
    total,
    favourites: rows.map((row) => ({
      collectType: row.collectType,
      collectionId: row.collectionId,
      collectedAt: row.collectedAt,
      /** Null when the target is gone. */
      title: row.title === null ? null : inLanguage(language, row.title, row.titleEn),
      available: row.available,
      href: `${TARGET_PATH[row.collectType]}${row.collectionId}`,
    })),
  }
}

/** Whether a tool customers may see exists (favouriting anything else is refused). */
export async function isListedTool(id: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: tools.id })
    .from(tools)
    .where(and(eq(tools.id, id), eq(tools.publishStatus, TOOL_PUBLISH_STATUS.published)))
  return row !== undefined
}

/** Whether a published course of this id exists. */
export async function isListedCourse(id: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.status, COURSE_STATUS.published)))
  return row !== undefined
}
