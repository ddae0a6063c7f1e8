import { randomUUID } from 'node:crypto'
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { parseFile } from 'music-metadata'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { getDb, type Transaction } from '#db/client'
import { fileStorage, type FileStorage } from '#db/file-storage'
import { nameInLanguage } from '#db/in-language'
import { courses, courseTopVideos, courseUnlocks, courseVideos } from '#db/schema/courses'
import { dictionaryItems } from '#db/schema/dictionary'
import { COURSE_DICTIONARY, COURSE_STATUS, COURSE_URL_TYPE, MAX_TOP_VIDEOS } from '#core/courses'
import type { Language } from '#core/language'
import { type AdminListQuery, containsPattern, pageOffset, adminPage } from './admin-list.server'
import type { AdminPage } from './admin-list'
import { isHttpLink, type CourseFormValues, type VideoFormValues } from './course-forms'
import { STORED_SUFFIX, type UploadedFile } from './course-uploads.server'

/*
 * The staff course desk (spec 01 §3 course, §5 course form, §7 course-management calls): the
 * course list paged and sorted in SQL, create, edit, copy, publish/unpublish and delete; each
 * course's videos (a file in storage or an HTTP link, with the duration read from the file); the
 * top-video configuration the course list features. Every change is one transaction with its
 * audit rows; stored files a change no longer needs are removed after it commits.
 */

export const COURSE_SORTABLE = ['title', 'sort', 'amount', 'status', 'videos', 'updatedAt'] as const

export const AUDIT_ENTITY = { course: 'course', video: 'course-video', topVideos: 'course-top-videos' } as const

/** Why a change was refused: the field (or the whole form) and the message key shown there. */
export class CourseRefusal extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(messageKey)
  }
}

export interface CourseListRow {
  id: number
  title: string
  cover: string
  category: string | null
  status: number
  amount: number
  sort: number
  videos: number
  updatedAt: Date
}

export interface CourseListFilters {
  categoryId?: number
  status?: number
}

/** A page of courses, filtered by keyword (title or description), category and status. */
export async function listCourses(
  query: AdminListQuery & CourseListFilters,
  language: Language,
): Promise<AdminPage<CourseListRow>> {
  const db = getDb()
  const conditions: SQL[] = []
  if (query.keyword) {
    const pattern = containsPattern(query.keyword)
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern))!)
  }
  if (query.categoryId !== undefined) conditions.push(eq(courses.categoryId, query.categoryId))
  if (query.status !== undefined) conditions.push(eq(courses.status, query.status))
  const where = conditions.length ? and(...conditions) : undefined
  const videoCount = sql<number>`(select count(*)::int from ${courseVideos} where ${courseVideos.courseId} = ${courses.id})`
  const sortColumns = {
    title: courses.title,
    sort: courses.sort,
    amount: courses.amount,
    status: courses.status,
    videos: videoCount,
    updatedAt: courses.updatedAt,
  } as const
  const column = query.sort ? sortColumns[query.sort as keyof typeof sortColumns] : courses.sort
  const direction = query.direction === 'desc' ? desc : asc
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        cover: courses.cover,
        category: nameInLanguage(language, dictionaryItems.name, dictionaryItems.nameEn),
        status: courses.status,
        amount: courses.amount,
        sort: courses.sort,
        videos: videoCount,
        updatedAt: courses.updatedAt,
      })
      .from(courses)
      .leftJoin(dictionaryItems, eq(dictionaryItems.id, courses.categoryId))
      .where(where)
      .orderBy(direction(column), asc(courses.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(courses).where(where),
  ])
  return adminPage(query, rows, total)
}

export interface Choice {
  id: number
  label: string
}

/** The items of the course category, product type and course type dictionaries, in their order. */
export async function courseChoices(
  language: Language,
): Promise<{ categories: Choice[]; productTypes: Choice[]; courseTypes: Choice[] }> {
  const rows = await getDb()
    .select({
      id: dictionaryItems.id,
      category: dictionaryItems.category,
      label: nameInLanguage(language, dictionaryItems.name, dictionaryItems.nameEn),
    })
    .from(dictionaryItems)
    .where(inArray(dictionaryItems.category, Object.values(COURSE_DICTIONARY)))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id))
  const of = (category: string) =>
    rows.filter((row) => row.category === category).map(({ id, label }) => ({ id, label }))
  return {
    categories: of(COURSE_DICTIONARY.category),
    productTypes: of(COURSE_DICTIONARY.productType),
    courseTypes: of(COURSE_DICTIONARY.courseType),
  }
}

export type CourseRecord = typeof courses.$inferSelect

export async function findCourse(id: number): Promise<CourseRecord | null> {
  const [row] = await getDb().select().from(courses).where(eq(courses.id, id))
  return row ?? null
}

/** A dictionary id the form sent must be an item of the field's own dictionary. */
async function checkClassifications(tx: Transaction, values: CourseFormValues): Promise<void> {
  const wanted: [keyof CourseFormValues, number | undefined, string][] = [
    ['categoryId', values.categoryId, COURSE_DICTIONARY.category],
    ['productTypeId', values.productTypeId, COURSE_DICTIONARY.productType],
    ['courseTypeId', values.courseTypeId, COURSE_DICTIONARY.courseType],
  ]
  for (const [field, id, category] of wanted) {
    if (id === undefined) continue
    const [row] = await tx
      .select({ id: dictionaryItems.id })
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.id, id), eq(dictionaryItems.category, category)))
    if (!row) throw new CourseRefusal(field, 'courseAdmin.errors.choiceGone')
  }
}

function courseColumns(values: CourseFormValues) {
  return {
    title: values.title,
    description: values.description,
    amount: values.amount,
    sort: values.sort,
    categoryId: values.categoryId,
    productTypeId: values.productTypeId ?? null,
    courseTypeId: values.courseTypeId ?? null,
    url: values.url,
    urlType: isHttpLink(values.url) ? COURSE_URL_TYPE.httpLink : COURSE_URL_TYPE.storagePath,
  }
}

const coverKey = (format: string) => `courses/covers/${randomUUID()}.${STORED_SUFFIX[format]}`
const videoKey = (format: string) => `courses/videos/${randomUUID()}.${STORED_SUFFIX[format]}`

/** Stores a cover image and returns its key; the caller removes it again when the change fails. */
async function storeCover(storage: FileStorage, cover: UploadedFile): Promise<string> {
  const key = coverKey(cover.format)
  await storage.put(key, cover.bytes!)
  return key
}

/** Runs `change`; on failure removes the files it stored first, on success the ones it replaced. */
async function withStoredFiles<T>(
  storage: FileStorage,
  stored: string[],
  change: () => Promise<{ result: T; obsolete: string[] }>,
): Promise<T> {
  let outcome: { result: T; obsolete: string[] }
  try {
    outcome = await change()
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})))
    throw error
  }
  await removeUnreferenced(storage, outcome.obsolete)
  return outcome.result
}

/**
 * Removes storage files no course or video refers to any more (a copied course shares its
 * original's files until one of them replaces or deletes its own).
 */
async function removeUnreferenced(storage: FileStorage, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)]
  if (unique.length === 0) return
  const db = getDb()
  const [covers, videos] = await Promise.all([
    db.select({ key: courses.cover }).from(courses).where(inArray(courses.cover, unique)),
    db
      .select({ key: courseVideos.url })
      .from(courseVideos)
      .where(and(inArray(courseVideos.url, unique), eq(courseVideos.urlType, COURSE_URL_TYPE.storagePath))),
  ])
  const used = new Set([...covers, ...videos].map((row) => row.key))
  await Promise.all(unique.filter((key) => !used.has(key)).map((key) => storage.remove(key)))
}

/** Creates an unpublished course with its cover; `copyOf` also copies that course's videos. */
export async function createCourse(
  actor: AuditActor,
  values: CourseFormValues,
  cover: UploadedFile | null,
  options: { copyOf?: CourseRecord; storage?: FileStorage } = {},
): Promise<number> {
  const storage = options.storage ?? fileStorage()
  const source = options.copyOf
  if (!cover && !source) throw new CourseRefusal('cover', 'courseAdmin.errors.coverRequired')
  const stored = cover ? [await storeCover(storage, cover)] : []
  return withStoredFiles(storage, stored, async () => {
    const id = await getDb().transaction(async (tx) => {
      await checkClassifications(tx, values)
      const [row] = await tx
        .insert(courses)
        .values({ ...courseColumns(values), cover: stored[0] ?? source!.cover, status: COURSE_STATUS.unpublished })
        .returning()
      if (source) {
        const videos = await tx.select().from(courseVideos).where(eq(courseVideos.courseId, source.id))
        if (videos.length > 0)
          await tx.insert(courseVideos).values(
            videos.map(({ title, url, urlType, cover: videoCover, durationSeconds, sort }) => ({
              courseId: row.id,
              title,
              url,
              urlType,
              cover: videoCover,
              durationSeconds,
              sort,
            })),
          )
      }
      await recordChange(tx, {
        actor,
        action: source ? AUDIT_ACTION.copy : AUDIT_ACTION.create,
        entityType: AUDIT_ENTITY.course,
        entityId: row.id,
        before: source ? { copyOf: source.id } : null,
        after: row,
      })
      return row.id
    })
    return { result: id, obsolete: [] }
  })
}

/** Saves a course's fields and, when one was uploaded, its new cover (the old one is removed). */
export async function updateCourse(
  actor: AuditActor,
  id: number,
  values: CourseFormValues,
  cover: UploadedFile | null,
  storage: FileStorage = fileStorage(),
): Promise<void> {
  const stored = cover ? [await storeCover(storage, cover)] : []
  await withStoredFiles(storage, stored, async () => {
    const replaced = await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update')
      if (!before) throw new CourseRefusal('form', 'courseAdmin.errors.courseGone')
      await checkClassifications(tx, values)
      const [after] = await tx
        .update(courses)
        .set({ ...courseColumns(values), cover: stored[0] ?? before.cover, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning()
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.update,
        entityType: AUDIT_ENTITY.course,
        entityId: id,
        before,
        after,
      })
      return stored.length ? [before.cover] : []
    })
    return { result: undefined, obsolete: replaced }
  })
}

/** Publishes or unpublishes courses; those already in that state are left alone. Returns how many changed. */
export async function setCoursesPublished(
  actor: AuditActor,
  ids: readonly number[],
  published: boolean,
): Promise<number> {
  const status = published ? COURSE_STATUS.published : COURSE_STATUS.unpublished
  return getDb().transaction(async (tx) => {
    const changed = await tx
      .update(courses)
      .set({ status, updatedAt: new Date() })
      .where(and(inArray(courses.id, [...ids]), ne(courses.status, status)))
      .returning({ id: courses.id, title: courses.title })
    for (const row of changed) {
      await recordChange(tx, {
        actor,
        action: published ? AUDIT_ACTION.publish : AUDIT_ACTION.unpublish,
        entityType: AUDIT_ENTITY.course,
        entityId: row.id,
        before: { status: published ? COURSE_STATUS.unpublished : COURSE_STATUS.published },
        after: { status },
      })
    }
    return changed.length
  })
}

/**
 * Deletes a course with its videos and their top-video places. A course somebody has bought
 * cannot be deleted (their purchase must stay readable): staff unpublish it instead.
 */
export async function deleteCourse(actor: AuditActor, id: number, storage: FileStorage = fileStorage()): Promise<void> {
  await withStoredFiles(storage, [], async () => {
    const obsolete = await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update')
      if (!before) throw new CourseRefusal('form', 'courseAdmin.errors.courseGone')
      const [{ buyers }] = await tx
        .select({ buyers: count() })
        .from(courseUnlocks)
        .where(eq(courseUnlocks.courseId, id))
      if (buyers > 0) throw new CourseRefusal('form', 'courseAdmin.errors.courseBought')
      const videos = await tx.select().from(courseVideos).where(eq(courseVideos.courseId, id))
      await tx.delete(courses).where(eq(courses.id, id))
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.delete,
        entityType: AUDIT_ENTITY.course,
        entityId: id,
        before: { ...before, videos },
        after: null,
      })
      return [
        before.cover,
        ...videos.filter((video) => video.urlType === COURSE_URL_TYPE.storagePath).map((video) => video.url),
      ]
    })
    return { result: undefined, obsolete }
  })
}

export type VideoRecord = typeof courseVideos.$inferSelect

/** A course's videos in their order. */
export async function listVideos(courseId: number): Promise<VideoRecord[]> {
  return getDb()
    .select()
    .from(courseVideos)
    .where(eq(courseVideos.courseId, courseId))
    .orderBy(asc(courseVideos.sort), asc(courseVideos.id))
}

export async function findVideo(courseId: number, videoId: number): Promise<VideoRecord | null> {
  const [row] = await getDb()
    .select()
    .from(courseVideos)
    .where(and(eq(courseVideos.id, videoId), eq(courseVideos.courseId, courseId)))
  return row ?? null
}

/**
 * The duration of a video file in whole seconds, read from its container (MP4 `mvhd`, WebM
 * `Duration`, Ogg granule positions) by music-metadata; null when the file does not say.
 */
export async function videoDurationSeconds(filePath: string): Promise<number | null> {
  try {
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true })
    return format.duration !== undefined && Number.isFinite(format.duration) ? Math.round(format.duration) : null
  } catch {
    return null
  }
}

/**
 * Adds a video to a course: an uploaded file (stored, its duration read from it) or an HTTP link.
 * Returns the new video's id.
 */
export async function addVideo(
  actor: AuditActor,
  courseId: number,
  values: VideoFormValues,
  file: UploadedFile | null,
  storage: FileStorage = fileStorage(),
): Promise<number> {
  if (values.source === 'file' && !file) throw new CourseRefusal('video', 'courseAdmin.errors.videoRequired')
  let url = values.link ?? ''
  let durationSeconds: number | null = null
  const stored: string[] = []
  if (values.source === 'file' && file) {
    durationSeconds = await videoDurationSeconds(file.tempPath!)
    url = videoKey(file.format)
    await storage.putFile(url, file.tempPath!)
    stored.push(url)
  }
  return withStoredFiles(storage, stored, async () => {
    const id = await getDb().transaction(async (tx) => {
      const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update')
      if (!course) throw new CourseRefusal('form', 'courseAdmin.errors.courseGone')
      const [row] = await tx
        .insert(courseVideos)
        .values({
          courseId,
          title: values.title,
          sort: values.sort,
          url,
          urlType: values.source === 'file' ? COURSE_URL_TYPE.storagePath : COURSE_URL_TYPE.httpLink,
          durationSeconds,
        })
        .returning()
      await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId))
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.create,
        entityType: AUDIT_ENTITY.video,
        entityId: row.id,
        before: null,
        after: row,
      })
      return row.id
    })
    return { result: id, obsolete: [] }
  })
}

/** Changes a video's title and order (and an HTTP-link video's link). */
export async function updateVideo(
  actor: AuditActor,
  courseId: number,
  videoId: number,
  values: VideoFormValues,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(courseVideos)
      .where(and(eq(courseVideos.id, videoId), eq(courseVideos.courseId, courseId)))
      .for('update')
    if (!before) throw new CourseRefusal('form', 'courseAdmin.errors.videoGone')
    const link = before.urlType === COURSE_URL_TYPE.httpLink && values.link ? values.link : before.url
    const [after] = await tx
      .update(courseVideos)
      .set({ title: values.title, sort: values.sort, url: link, updatedAt: new Date() })
      .where(eq(courseVideos.id, videoId))
      .returning()
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.update,
      entityType: AUDIT_ENTITY.video,
      entityId: videoId,
      before,
      after,
    })
  })
}

/** Deletes a video (and its place among the top videos); its file goes when nothing else uses it. */
export async function deleteVideo(
  actor: AuditActor,
  courseId: number,
  videoId: number,
  storage: FileStorage = fileStorage(),
): Promise<void> {
  await withStoredFiles(storage, [], async () => {
    const obsolete = await getDb().transaction(async (tx) => {
      const [before] = await tx
        .delete(courseVideos)
        .where(and(eq(courseVideos.id, videoId), eq(courseVideos.courseId, courseId)))
        .returning()
      if (!before) throw new CourseRefusal('form', 'courseAdmin.errors.videoGone')
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.delete,
        entityType: AUDIT_ENTITY.video,
        entityId: videoId,
        before,
        after: null,
      })
      return before.urlType === COURSE_URL_TYPE.storagePath ? [before.url] : []
    })
    return { result: undefined, obsolete }
  })
}

export interface TopVideoRow {
  videoId: number
  title: string
  courseId: number
  courseTitle: string
  courseStatus: number
  sort: number
}

/** The top-video configuration (get-top-video-config): the featured videos in their order. */
export async function getTopVideoConfig(): Promise<TopVideoRow[]> {
  return getDb()
    .select({
      videoId: courseVideos.id,
      title: courseVideos.title,
      courseId: courses.id,
      courseTitle: courses.title,
      courseStatus: courses.status,
      sort: courseTopVideos.sort,
    })
    .from(courseTopVideos)
    .innerJoin(courseVideos, eq(courseVideos.id, courseTopVideos.courseVideoId))
    .innerJoin(courses, eq(courses.id, courseVideos.courseId))
    .orderBy(asc(courseTopVideos.sort), asc(courseTopVideos.id))
}

/** Every video staff may feature, grouped by course in the desk's order (the configuration form's choices). */
export async function featurableVideos(): Promise<{ videoId: number; title: string; courseTitle: string }[]> {
  const course = aliasedTable(courses, 'course')
  return getDb()
    .select({ videoId: courseVideos.id, title: courseVideos.title, courseTitle: course.title })
    .from(courseVideos)
    .innerJoin(course, eq(course.id, courseVideos.courseId))
    .orderBy(asc(course.sort), asc(course.id), asc(courseVideos.sort), asc(courseVideos.id))
    .limit(1000)
}

/**
 * Replaces the top-video configuration (update-config) with `videoIds` in that order; one audit
 * row holds the configuration before and after.
 */
export async function setTopVideoConfig(actor: AuditActor, videoIds: readonly number[]): Promise<void> {
  const ids = [...new Set(videoIds)]
  if (ids.length > MAX_TOP_VIDEOS) throw new CourseRefusal('form', 'courseAdmin.errors.tooManyTopVideos')
  await getDb().transaction(async (tx) => {
    // One configuration for the whole site: concurrent saves queue behind this lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('course_top_videos'))`)
    const before = await tx
      .select({ videoId: courseTopVideos.courseVideoId, sort: courseTopVideos.sort })
      .from(courseTopVideos)
      .orderBy(asc(courseTopVideos.sort), asc(courseTopVideos.id))
    if (ids.length > 0) {
      const found = await tx.select({ id: courseVideos.id }).from(courseVideos).where(inArray(courseVideos.id, ids))
      if (found.length !== ids.length) throw new CourseRefusal('form', 'courseAdmin.errors.videoGone')
    }
    await tx.delete(courseTopVideos)
    const after = ids.map((videoId, index) => ({ videoId, sort: (index + 1) * 10 }))
    if (after.length > 0)
      await tx.insert(courseTopVideos).values(after.map(({ videoId, sort }) => ({ courseVideoId: videoId, sort })))
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.update,
      entityType: AUDIT_ENTITY.topVideos,
      entityId: 'config',
      before,
      after,
    })
  })
}
