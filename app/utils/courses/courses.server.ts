import { createHash } from 'node:crypto'
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { getDb } from '#db/client'
import { nameInLanguage } from '#db/in-language'
import { courseTopVideos, courseUnlocks, courseVideoProgress, courseVideos, courses } from '#db/schema/courses'
import { dictionaryItems } from '#db/schema/dictionary'
import { COURSE_DICTIONARY, COURSE_STATUS, COURSE_URL_TYPE } from '#core/courses'
import type { Language } from '#core/language'
import { COURSE_SORTS, type CourseFilter, type CourseSort } from './course-list'
import { idParam, optional, pageParam, parseSearchParams, textParam } from '~/utils/request-input.server'

export const COURSE_PAGE_SIZE = 12

const courseListQuery = z.object({
  category: optional(idParam),
  productType: optional(idParam),
  courseType: optional(idParam),
  q: optional(textParam()),
  sort: optional(z.enum(COURSE_SORTS)),
  page: optional(pageParam),
})

export interface CourseListQuery {
  category?: number
  productType?: number
  courseType?: number
  q?: string
  sort: CourseSort
  page: number
}

/** The list's query string; anything it cannot use is a 400. */
export async function parseCourseListQuery(request: Request): Promise<CourseListQuery> {
  const parsed = await parseSearchParams(request, courseListQuery)
  return { ...parsed, sort: parsed.sort ?? 'recommended', page: parsed.page ?? 1 }
}

/** Changes whenever the cover may: its key and the course's last edit (a new upload may reuse the key). */
export function courseCoverUrl(course: { id: number; cover: string; updatedAt: Date }): string {
  const version = createHash('sha256')
    .update(`${course.cover}:${course.updatedAt.toISOString()}`)
    .digest('base64url')
    .slice(0, 16)
  return `/resources/course-cover/${course.id}?v=${version}`
}

const published = eq(courses.status, COURSE_STATUS.published)

const ORDER: Record<CourseSort, SQL[]> = {
  recommended: [asc(courses.sort), desc(courses.id)],
  newest: [desc(courses.createdAt), desc(courses.id)],
  pointsAsc: [asc(courses.amount), asc(courses.sort), desc(courses.id)],
  pointsDesc: [desc(courses.amount), asc(courses.sort), desc(courses.id)],
}

/** The filters' choices: each category's dictionary items in the reader's language. */
export async function courseFilterChoices(language: Language) {
  const rows = await getDb()
    .select({
      id: dictionaryItems.id,
      category: dictionaryItems.category,
      label: nameInLanguage(language, dictionaryItems.name, dictionaryItems.nameEn),
    })
    .from(dictionaryItems)
    .where(inArray(dictionaryItems.category, Object.values(COURSE_DICTIONARY)))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id))
  const choices = (filter: CourseFilter) =>
    rows.filter((row) => row.category === COURSE_DICTIONARY[filter]).map(({ id, label }) => ({ id, label }))
  return { category: choices('category'), productType: choices('productType'), courseType: choices('courseType') }
}

/** One page of published courses, filtered, searched and sorted in SQL, with "owned" for the viewer. */
export async function listCourses(viewerId: number | null, query: CourseListQuery, language: Language) {
  const category = alias(dictionaryItems, 'category')
  const conditions: SQL[] = [published]
  if (query.category) conditions.push(eq(courses.categoryId, query.category))
  if (query.productType) conditions.push(eq(courses.productTypeId, query.productType))
  if (query.courseType) conditions.push(eq(courses.courseTypeId, query.courseType))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern))!)
  }
  const where = and(...conditions)
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        cover: courses.cover,
        amount: courses.amount,
        updatedAt: courses.updatedAt,
        categoryLabel: nameInLanguage(language, category.name, category.nameEn),
        videoCount: sql<number>`(select count(*)::int from ${courseVideos} v where v.course_id = ${courses.id})`,
        owned:
          viewerId === null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from ${courseUnlocks} u where u.course_id = ${courses.id} and u.user_id = ${viewerId})`,
      })
      .from(courses)
      .leftJoin(category, eq(category.id, courses.categoryId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(COURSE_PAGE_SIZE)
      .offset((query.page - 1) * COURSE_PAGE_SIZE),
    db.select({ total: count() }).from(courses).where(where),
  ])
  return {
    courses: rows.map(({ cover, updatedAt, ...row }) => ({
      ...row,
      coverUrl: courseCoverUrl({ id: row.id, cover, updatedAt }),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / COURSE_PAGE_SIZE)),
  }
}

/** The top-video configuration: the featured videos of published courses, in the staff's order. */
export async function featuredVideos() {
  const rows = await getDb()
    .select({
      videoId: courseVideos.id,
      videoTitle: courseVideos.title,
      courseId: courses.id,
      courseTitle: courses.title,
      cover: courses.cover,
      updatedAt: courses.updatedAt,
      amount: courses.amount,
      durationSeconds: courseVideos.durationSeconds,
    })
    .from(courseTopVideos)
    .innerJoin(courseVideos, eq(courseVideos.id, courseTopVideos.courseVideoId))
    .innerJoin(courses, eq(courses.id, courseVideos.courseId))
    .where(published)
    .orderBy(asc(courseTopVideos.sort), asc(courseTopVideos.id))
    .limit(8)
  return rows.map(({ cover, updatedAt, ...row }) => ({
    ...row,
    coverUrl: courseCoverUrl({ id: row.courseId, cover, updatedAt }),
  }))
}

/** A published course for the detail page with its videos, whether the viewer may watch, and where they stopped. */
export async function loadCourse(courseId: number, viewerId: number, language: Language) {
  const category = alias(dictionaryItems, 'category')
  const db = getDb()
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      cover: courses.cover,
      amount: courses.amount,
      url: courses.url,
      urlType: courses.urlType,
      updatedAt: courses.updatedAt,
      categoryLabel: nameInLanguage(language, category.name, category.nameEn),
      owned: sql<boolean>`exists (select 1 from ${courseUnlocks} u where u.course_id = ${courses.id} and u.user_id = ${viewerId})`,
    })
    .from(courses)
    .leftJoin(category, eq(category.id, courses.categoryId))
    .where(and(eq(courses.id, courseId), published))
  if (!course) return null
  const videos = await db
    .select({
      id: courseVideos.id,
      title: courseVideos.title,
      url: courseVideos.url,
      urlType: courseVideos.urlType,
      durationSeconds: courseVideos.durationSeconds,
      seconds: sql<number>`coalesce(${courseVideoProgress.seconds}, 0)`,
    })
    .from(courseVideos)
    .leftJoin(
      courseVideoProgress,
      and(eq(courseVideoProgress.videoId, courseVideos.id), eq(courseVideoProgress.userId, viewerId)),
    )
    .where(eq(courseVideos.courseId, courseId))
    .orderBy(asc(courseVideos.sort), asc(courseVideos.id))
  const { cover, updatedAt, ...rest } = course
  return {
    ...rest,
    coverUrl: courseCoverUrl({ id: course.id, cover, updatedAt }),
    mayWatch: course.amount === 0 || course.owned,
    // A link video's address is only handed to someone who may watch; storage keys never leave the server.
    videos: videos.map(({ url, ...video }) => ({
      ...video,
      link: video.urlType === COURSE_URL_TYPE.httpLink && (course.amount === 0 || course.owned) ? url : null,
    })),
  }
}

/**
 * A stored video the user may watch: its course is published and free, or the user bought it.
 * Null for anything else (no such video, a link video, an unpublished course, not bought).
 */
export async function watchableStoredVideo(videoId: number, userId: number) {
  const [row] = await getDb()
    .select({ key: courseVideos.url, updatedAt: courseVideos.updatedAt })
    .from(courseVideos)
    .innerJoin(courses, eq(courses.id, courseVideos.courseId))
    .where(
      and(
        eq(courseVideos.id, videoId),
        eq(courseVideos.urlType, COURSE_URL_TYPE.storagePath),
        published,
        or(
          eq(courses.amount, 0),
          sql`exists (select 1 from ${courseUnlocks} u where u.course_id = ${courses.id} and u.user_id = ${userId})`,
        ),
      ),
    )
  return row ?? null
}

/**
 * Remembers where the user stopped in a video they may watch (the newest report wins); false when
 * they may not watch it. Seconds are whole: a resume a second early is what a viewer expects.
 */
export async function saveVideoProgress(userId: number, videoId: number, seconds: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: courseVideos.id, amount: courses.amount, owned: sql<boolean>`${courseUnlocks.userId} is not null` })
    .from(courseVideos)
    .innerJoin(courses, eq(courses.id, courseVideos.courseId))
    .leftJoin(courseUnlocks, and(eq(courseUnlocks.courseId, courses.id), eq(courseUnlocks.userId, userId)))
    .where(and(eq(courseVideos.id, videoId), published))
  if (!row || (row.amount > 0 && !row.owned)) return false
  await getDb()
    .insert(courseVideoProgress)
    .values({ userId, videoId, seconds })
    .onConflictDoUpdate({
      target: [courseVideoProgress.userId, courseVideoProgress.videoId],
      set: { seconds, updatedAt: sql`now()` },
    })
  return true
}

/** A published course's cover key, for the cover route. */
export async function publishedCourseCover(courseId: number) {
  const [row] = await getDb()
    .select({ cover: courses.cover, updatedAt: courses.updatedAt })
    .from(courses)
    .where(and(eq(courses.id, courseId), published))
  return row ?? null
}
