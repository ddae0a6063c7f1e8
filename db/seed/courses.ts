import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { type FileStorage, fileStorage } from '../file-storage'
import { courseTopVideos, courseVideos, courses } from '../schema/courses'
import { dictionaryItems } from '../schema/dictionary'
import { COURSE_STATUS, COURSE_URL_TYPE } from '../../core/courses'
import { SEED_KIND, type SeedEntry, type SeedTable, seedRows } from './seeded-content'

/** The clips and covers `scripts/make-demo-course-videos.sh` made (committed; no ffmpeg needed here). */
const DEMO_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'courses')
const DEMO_FILES = ['welcome.mp4', 'upload-table.mp4', 'read-results.mp4', 'cover-free.png', 'cover-paid.png']
export const demoCourseKey = (fileName: string) => `courses/demo/${fileName}`

interface DemoCourse {
  key: string
  title: string
  description: string
  amount: number
  sort: number
  cover: string
  category: string
  productType: string
  courseType: string
  videos: { title: string; file: string; durationSeconds: number }[]
  featured: boolean
}

/** One free and one paid demo course, so playback, seeking and buying can be tried and tested. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    key: 'demo-getting-started',
    title: 'BioCloud 三分钟入门 · Getting started',
    description:
      '从登录、签到到运行第一个工具：两段短视频带您熟悉云平台。\nFrom signing in and checking in to running your first tool: two short clips introduce the platform.',
    amount: 0,
    sort: 1,
    cover: 'cover-free.png',
    category: 'basics',
    productType: '16s',
    courseType: 'beginner',
    videos: [
      { title: '欢迎使用 BioCloud · Welcome', file: 'welcome.mp4', durationSeconds: 4 },
      { title: '上传 OTU 表 · Upload an OTU table', file: 'upload-table.mp4', durationSeconds: 4 },
    ],
    featured: true,
  },
  {
    key: 'demo-diversity-results',
    title: '多样性结果解读 · Reading diversity results',
    description:
      '如何阅读 α/β 多样性、PCoA 与差异丰度结果。\nHow to read alpha and beta diversity, PCoA and differential abundance results.',
    amount: 20,
    sort: 2,
    cover: 'cover-paid.png',
    category: 'analysis',
    productType: '16s',
    courseType: 'advanced',
    videos: [
      { title: '结果页导览 · A tour of the results', file: 'read-results.mp4', durationSeconds: 4 },
      { title: '从表格到图表 · From table to chart', file: 'upload-table.mp4', durationSeconds: 4 },
    ],
    featured: true,
  },
]

/** What staff own of a seeded course; the videos are inserted with it once and are staff's from then on. */
interface CourseContent {
  title: string
  description: string
  amount: number
  sort: number
  status: number
  cover: string
}

type CourseEntry = SeedEntry<CourseContent> & { course: DemoCourse; dictionary: Map<string, number> }

const courseTable: SeedTable<CourseContent, CourseEntry> = {
  kind: SEED_KIND.course,
  async read(tx, rowIds) {
    const rows = await tx
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        amount: courses.amount,
        sort: courses.sort,
        status: courses.status,
        cover: courses.cover,
      })
      .from(courses)
      .where(inArray(courses.id, rowIds))
    return new Map(rows.map(({ id, ...content }) => [id, content]))
  },
  async insert(tx, { content, course, dictionary }) {
    const categoryId = dictionary.get(`CourseCategory/${course.category}`)
    // Staff deleted the category: the course cannot be made; the next start tries again.
    if (categoryId === undefined) return undefined
    const [row] = await tx
      .insert(courses)
      .values({
        ...content,
        url: demoCourseKey(course.videos[0].file),
        urlType: COURSE_URL_TYPE.storagePath,
        categoryId,
        productTypeId: dictionary.get(`ProductType/${course.productType}`) ?? null,
        courseTypeId: dictionary.get(`CourseType/${course.courseType}`) ?? null,
      })
      .returning({ id: courses.id })
    const videos = await tx
      .insert(courseVideos)
      .values(
        course.videos.map((video, index) => ({
          courseId: row.id,
          title: video.title,
          url: demoCourseKey(video.file),
          urlType: COURSE_URL_TYPE.storagePath,
          durationSeconds: video.durationSeconds,
          sort: index + 1,
        })),
      )
      .returning({ id: courseVideos.id })
    if (course.featured) {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${courseTopVideos.sort}), 0)::int + 1` })
        .from(courseTopVideos)
      await tx.insert(courseTopVideos).values({ courseVideoId: videos[0].id, sort: next })
    }
    return row.id
  },
  async write(tx, rowId, content) {
    await tx
      .update(courses)
      .set({ ...content, updatedAt: sql`now()` })
      .where(eq(courses.id, rowId))
  },
}

/**
 * The demo courses: their files copied into file storage (when missing or changed) and their rows
 * inserted once; what staff change or delete stays so.
 */
export async function seedDemoCourses(db: Database, storage: FileStorage = fileStorage()): Promise<void> {
  for (const fileName of DEMO_FILES) {
    const bytes = new Uint8Array(await fs.readFile(path.join(DEMO_FOLDER, fileName)))
    const key = demoCourseKey(fileName)
    if (!(await storage.exists(key)) || !Buffer.from(await storage.get(key)).equals(bytes))
      await storage.put(key, bytes)
  }
  await db.transaction(async (tx) => {
    const items = await tx
      .select({ id: dictionaryItems.id, category: dictionaryItems.category, code: dictionaryItems.code })
      .from(dictionaryItems)
      .where(and(inArray(dictionaryItems.category, ['CourseCategory', 'ProductType', 'CourseType'])))
    const dictionary = new Map(items.map((item) => [`${item.category}/${item.code}`, item.id]))
    await seedRows(
      tx,
      courseTable,
      DEMO_COURSES.map((course) => ({
        key: course.key,
        content: {
          title: course.title,
          description: course.description,
          amount: course.amount,
          sort: course.sort,
          status: COURSE_STATUS.published,
          cover: demoCourseKey(course.cover),
        },
        course,
        dictionary,
      })),
    )
  })
}
