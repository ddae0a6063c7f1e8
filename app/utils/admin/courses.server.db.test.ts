import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { courseUnlocks, courseVideos } from '#db/schema/courses'
import { dictionaryItems } from '#db/schema/dictionary'
import { users } from '#db/schema/users'
import { COURSE_DICTIONARY, COURSE_STATUS, COURSE_URL_TYPE } from '#core/courses'
import en from '../../../public/locales/en/common.json'
import zh from '../../../public/locales/zh/common.json'
import { courseFormSchema, videoFormSchema, type CourseFormValues } from './course-forms'
import { readCourseUpload, type UploadedFile } from './course-uploads.server'
import {
  addVideo,
  CourseRefusal,
  createCourse,
  deleteCourse,
  deleteVideo,
  findCourse,
  getTopVideoConfig,
  listCourses,
  listVideos,
  setCoursesPublished,
  setTopVideoConfig,
  updateCourse,
} from './courses.server'

/*
 * The course desk against the seeded database and file storage: the spec's course-form rules with
 * their messages, every change with its audit row, covers and videos stored and removed, the
 * duration read from a real 2-second MP4 (tests/fixtures/courses, made by ffmpeg), the top-video
 * configuration, and the upload reader's content checks.
 */

const FIXTURES = path.resolve('tests/fixtures/courses')
const CLIP = path.join(FIXTURES, 'clip.mp4')
const COVER = path.join(FIXTURES, 'cover.png')

async function staff() {
  const [row] = await getDb()
    .insert(users)
    .values({ email: `course-desk-${Math.random()}@biocloud.example.com` })
    .returning({ id: users.id, email: users.email })
  return row
}

async function itemId(category: string, code: string): Promise<number> {
  const [row] = await getDb()
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.category, category), eq(dictionaryItems.code, code)))
  return row.id
}

function coverUpload(): UploadedFile {
  const bytes = new Uint8Array(fs.readFileSync(COVER))
  return { fileName: 'cover.png', size: bytes.byteLength, format: 'png', bytes, tempPath: null }
}

/** The fixture clip as the upload reader leaves it: a temporary file the test owns. */
function clipUpload(): UploadedFile {
  const tempPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'course-test-')), 'clip')
  fs.copyFileSync(CLIP, tempPath)
  return { fileName: 'clip.mp4', size: fs.statSync(CLIP).size, format: 'mp4', bytes: null, tempPath }
}

async function values(changes: Partial<CourseFormValues> = {}): Promise<CourseFormValues> {
  return {
    title: 'Reading a diversity result',
    description: 'Alpha and beta diversity, step by step.',
    amount: 20,
    sort: 5,
    categoryId: await itemId(COURSE_DICTIONARY.category, 'amplicon'),
    productTypeId: await itemId(COURSE_DICTIONARY.productType, '16s'),
    courseTypeId: undefined,
    url: 'https://example.com/courses/diversity',
    ...changes,
  }
}

async function refusalOf(promise: Promise<unknown>): Promise<CourseRefusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(CourseRefusal)
  return error as CourseRefusal
}

/** A key's text in a locale file. */
function text(messages: unknown, key: string): string {
  return key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], messages) as string
}

function errorsOf(fields: Record<string, string>, schema = courseFormSchema) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const submission = parseWithZod(form, { schema })
  return submission.status === 'success' ? {} : submission.error
}

describe('the course form (spec 01 §5)', () => {
  it('refuses empty title, description, points, sort, category and link, and non-digit points and sort, with the spec messages', () => {
    const empty = errorsOf({ title: ' ', description: '', amount: '', sort: '', categoryId: '', url: '' })
    expect(empty).toMatchObject({
      title: ['courseAdmin.errors.titleRequired'],
      description: ['courseAdmin.errors.descriptionRequired'],
      amount: ['courseAdmin.errors.pointsRequired'],
      sort: ['courseAdmin.errors.sortRequired'],
      categoryId: ['courseAdmin.errors.categoryRequired'],
      url: ['courseAdmin.errors.linkRequired'],
    })
    const letters = errorsOf({ title: 'T', description: 'D', amount: '1.5', sort: '-2', categoryId: '1', url: 'x y' })
    expect(letters).toMatchObject({
      amount: ['courseAdmin.errors.pointsDigits'],
      sort: ['courseAdmin.errors.sortDigits'],
      url: ['courseAdmin.errors.linkInvalid'],
    })
    expect(text(en, 'courseAdmin.errors.titleRequired')).toBe('Title cannot be empty')
    expect(text(en, 'courseAdmin.errors.pointsDigits')).toBe('Points accept digits only')
    expect(text(en, 'courseAdmin.errors.coverRequired')).toBe('Please upload an image')
    expect(text(zh, 'courseAdmin.errors.sortDigits')).toBe('排序只能输入数字')
  })

  it('asks a link video for an HTTP(S) address', () => {
    expect(errorsOf({ title: 'Intro', sort: '1', source: 'link', link: 'ftp://x' }, videoFormSchema as never)).toEqual({
      link: ['courseAdmin.errors.videoLinkInvalid'],
    })
  })
})

describe('courses', () => {
  it('creates an unpublished course with its stored cover and one audit row, and refuses one without a cover', async () => {
    const actor = await staff()
    expect((await refusalOf(createCourse(actor, await values(), null))).field).toBe('cover')
    const id = await createCourse(actor, await values(), coverUpload())
    const course = (await findCourse(id))!
    expect(course).toMatchObject({ status: COURSE_STATUS.unpublished, amount: 20, urlType: COURSE_URL_TYPE.httpLink })
    expect(course.cover).toMatch(/^courses\/covers\/[\w-]+\.png$/)
    expect(Buffer.from(await fileStorage().get(course.cover))).toEqual(fs.readFileSync(COVER))
    const audit = await changesOf(getDb(), 'course', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'create', actorEmail: actor.email, before: null })
    expect(audit[0].after).toMatchObject({ title: 'Reading a diversity result' })
  })

  it('refuses a category from another dictionary under its field', async () => {
    const actor = await staff()
    const refusal = await refusalOf(
      createCourse(
        actor,
        await values({ categoryId: await itemId(COURSE_DICTIONARY.courseType, 'beginner') }),
        coverUpload(),
      ),
    )
    expect(refusal).toMatchObject({ field: 'categoryId', messageKey: 'courseAdmin.errors.choiceGone' })
  })

  it('edits a course, replaces its cover (the old file goes) and records before and after', async () => {
    const actor = await staff()
    const id = await createCourse(actor, await values(), coverUpload())
    const oldCover = (await findCourse(id))!.cover
    await updateCourse(actor, id, await values({ title: 'Diversity, revised', amount: 0 }), coverUpload())
    const course = (await findCourse(id))!
    expect(course).toMatchObject({ title: 'Diversity, revised', amount: 0 })
    expect(course.cover).not.toBe(oldCover)
    expect(await fileStorage().exists(oldCover)).toBe(false)
    expect(await fileStorage().exists(course.cover)).toBe(true)
    const [latest] = await changesOf(getDb(), 'course', id)
    expect(latest).toMatchObject({ action: 'update' })
    expect(latest.before).toMatchObject({ title: 'Reading a diversity result', amount: 20 })
    expect(latest.after).toMatchObject({ title: 'Diversity, revised', amount: 0 })
  })

  it('publishes and unpublishes, counting only the courses that change, each with an audit row', async () => {
    const actor = await staff()
    const first = await createCourse(actor, await values(), coverUpload())
    const second = await createCourse(actor, await values({ title: 'Second' }), coverUpload())
    expect(await setCoursesPublished(actor, [first], true)).toBe(1)
    expect(await setCoursesPublished(actor, [first, second], true)).toBe(1)
    expect(await setCoursesPublished(actor, [first, second], false)).toBe(2)
    expect((await changesOf(getDb(), 'course', first)).map((row) => row.action)).toEqual([
      'unpublish',
      'publish',
      'create',
    ])
    const page = await listCourses(
      { page: 1, pageSize: 10, sort: 'title', direction: 'asc', keyword: 'Second', status: COURSE_STATUS.unpublished },
      'en',
    )
    expect(page.rows.map((row) => [row.title, row.category, row.videos])).toEqual([['Second', 'Amplicon analysis', 0]])
  })

  it('copies a course with its videos sharing the files, which stay until the last user is deleted', async () => {
    const actor = await staff()
    const id = await createCourse(actor, await values(), coverUpload())
    await addVideo(actor, id, { title: 'Clip', sort: 1, source: 'file' }, clipUpload())
    const copyId = await createCourse(actor, await values({ title: 'Copy' }), null, { copyOf: (await findCourse(id))! })
    const [original, copy] = await Promise.all([listVideos(id), listVideos(copyId)])
    expect(copy.map((video) => [video.title, video.url, video.durationSeconds])).toEqual([['Clip', original[0].url, 2]])
    expect((await changesOf(getDb(), 'course', copyId))[0]).toMatchObject({ action: 'copy', before: { copyOf: id } })
    await deleteCourse(actor, id)
    expect(await findCourse(id)).toBeNull()
    expect(await fileStorage().exists(original[0].url)).toBe(true)
    expect(await fileStorage().exists((await findCourse(copyId))!.cover)).toBe(true)
    await deleteCourse(actor, copyId)
    expect(await fileStorage().exists(original[0].url)).toBe(false)
    expect((await changesOf(getDb(), 'course', copyId))[0]).toMatchObject({ action: 'delete', after: null })
  })

  it('refuses to delete a course a customer bought', async () => {
    const actor = await staff()
    const id = await createCourse(actor, await values(), coverUpload())
    const buyer = await staff()
    await getDb().insert(courseUnlocks).values({ userId: buyer.id, courseId: id, pointsPaid: 20 })
    expect((await refusalOf(deleteCourse(actor, id))).messageKey).toBe('courseAdmin.errors.courseBought')
    expect(await findCourse(id)).not.toBeNull()
  })
})

describe('course videos', () => {
  it('stores an uploaded MP4 with the duration read from it, adds a link video, deletes one with its file', async () => {
    const actor = await staff()
    const id = await createCourse(actor, await values(), coverUpload())
    const stored = await addVideo(actor, id, { title: 'Two seconds', sort: 2, source: 'file' }, clipUpload())
    const linked = await addVideo(
      actor,
      id,
      { title: 'Elsewhere', sort: 1, source: 'link', link: 'https://example.com/v.mp4' },
      null,
    )
    const videos = await listVideos(id)
    expect(videos.map((video) => [video.id, video.urlType, video.durationSeconds])).toEqual([
      [linked, COURSE_URL_TYPE.httpLink, null],
      [stored, COURSE_URL_TYPE.storagePath, 2],
    ])
    const key = videos[1].url
    expect(key).toMatch(/^courses\/videos\/[\w-]+\.mp4$/)
    expect(Buffer.from(await fileStorage().get(key))).toEqual(fs.readFileSync(CLIP))
    expect((await changesOf(getDb(), 'course-video', stored))[0]).toMatchObject({ action: 'create' })
    expect((await refusalOf(addVideo(actor, id, { title: 'No file', sort: 3, source: 'file' }, null))).field).toBe(
      'video',
    )

    await deleteVideo(actor, id, stored)
    expect(await fileStorage().exists(key)).toBe(false)
    expect(await getDb().select().from(courseVideos).where(eq(courseVideos.id, stored))).toEqual([])
    expect((await changesOf(getDb(), 'course-video', stored))[0]).toMatchObject({ action: 'delete', after: null })
  })

  it('keeps the top-video configuration in the order staff give, and drops a deleted video from it', async () => {
    const actor = await staff()
    const id = await createCourse(actor, await values(), coverUpload())
    const a = await addVideo(
      actor,
      id,
      { title: 'A', sort: 1, source: 'link', link: 'https://example.com/a.mp4' },
      null,
    )
    const b = await addVideo(
      actor,
      id,
      { title: 'B', sort: 2, source: 'link', link: 'https://example.com/b.mp4' },
      null,
    )
    await setTopVideoConfig(actor, [b, a])
    expect((await getTopVideoConfig()).map((row) => row.title)).toEqual(['B', 'A'])
    await setTopVideoConfig(actor, [a, b])
    const [latest] = await changesOf(getDb(), 'course-top-videos', 'config')
    expect(latest.before).toEqual([
      { videoId: b, sort: 10 },
      { videoId: a, sort: 20 },
    ])
    expect(latest.after).toEqual([
      { videoId: a, sort: 10 },
      { videoId: b, sort: 20 },
    ])
    await deleteVideo(actor, id, a)
    expect((await getTopVideoConfig()).map((row) => row.title)).toEqual(['B'])
  })
})

/** A multipart request as a browser sends it, with one file part. */
function multipart(fields: Record<string, string>, file: { field: string; name: string; bytes: Uint8Array }) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name)
  return new Request('http://localhost/setting/course-management/1/videos', { method: 'POST', body: form })
}

describe('the upload reader', () => {
  const limits = { maxBytes: 1024 * 1024, maxMb: 1 }

  it('streams a video to a temporary file, checked by its content', async () => {
    const upload = await readCourseUpload(
      multipart({ intent: 'add', title: 'Clip' }, { field: 'video', name: 'clip.mp4', bytes: fs.readFileSync(CLIP) }),
      { fileField: 'video', kind: 'video', ...limits },
    )
    expect(upload.fields.get('title')).toBe('Clip')
    expect(upload.problem).toBeNull()
    expect(upload.file).toMatchObject({ format: 'mp4', bytes: null, size: fs.statSync(CLIP).size })
    expect(fs.readFileSync(upload.file!.tempPath!)).toEqual(fs.readFileSync(CLIP))
    await upload.discard()
    expect(fs.existsSync(upload.file!.tempPath!)).toBe(false)
  })

  it('refuses a file whose content is not what its name says, and one over the limit', async () => {
    const fake = await readCourseUpload(
      multipart({}, { field: 'cover', name: 'cover.png', bytes: new TextEncoder().encode('not an image at all') }),
      { fileField: 'cover', kind: 'image', ...limits },
    )
    expect(fake.file).toBeNull()
    expect(fake.problem).toEqual({ key: 'courseAdmin.errors.coverType', values: { file: 'cover.png' } })
    const pngAsVideo = await readCourseUpload(
      multipart({}, { field: 'video', name: 'clip.mp4', bytes: fs.readFileSync(COVER) }),
      { fileField: 'video', kind: 'video', ...limits },
    )
    expect(pngAsVideo.problem?.key).toBe('courseAdmin.errors.videoType')
    const large = await readCourseUpload(
      multipart({}, { field: 'video', name: 'clip.mp4', bytes: fs.readFileSync(CLIP) }),
      { fileField: 'video', kind: 'video', maxBytes: 4096, maxMb: 0.004 },
    )
    expect(large.problem?.key).toBe('courseAdmin.errors.fileTooLarge')
  })

  it('streams a 150 MB video to disk without holding it in memory', async () => {
    const total = 150 * 1024 * 1024
    const chunk = new Uint8Array(1024 * 1024)
    chunk.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypisom')])
    const boundary = 'course-desk-boundary'
    const encoder = new TextEncoder()
    const head = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    )
    const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
    let sent = 0
    let peak = 0
    const before = process.memoryUsage().rss
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        peak = Math.max(peak, process.memoryUsage().rss - before)
        if (sent === 0) controller.enqueue(head)
        if (sent >= total) {
          controller.enqueue(tail)
          controller.close()
          return
        }
        controller.enqueue(sent === 0 ? chunk : chunk.slice(0))
        sent += chunk.byteLength
      },
    })
    const request = new Request('http://localhost/upload', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
    const upload = await readCourseUpload(request, {
      fileField: 'video',
      kind: 'video',
      maxBytes: 200 * 1024 * 1024,
      maxMb: 200,
    })
    expect(upload.problem).toBeNull()
    expect(fs.statSync(upload.file!.tempPath!).size).toBe(total)
    await upload.discard()
    // The whole body is 150 MB; the process grew by far less while reading it.
    expect(peak).toBeLessThan(80 * 1024 * 1024)
  })
})
