/** Course status (spec 01 §4): only published courses appear in the customer list. */
export const COURSE_STATUS = { unpublished: 0, published: 1 } as const

/** Where a course or video `url` points: 0 a path in our file storage, 1 an HTTP link. */
export const COURSE_URL_TYPE = { storagePath: 0, httpLink: 1 } as const

/**
 * The dictionary categories of a course's three classifications (spec 01 §3): staff edit their
 * items on /setting/code, the course form and the course list's filters read them.
 */
export const COURSE_DICTIONARY = {
  category: 'CourseCategory',
  productType: 'ProductType',
  courseType: 'CourseType',
} as const

const MEGABYTE = 1024 * 1024
/** A course cover is an image upload: spec 01 §9, 10 MB per file. */
export const COURSE_COVER_MAX_MB = 10
export const COURSE_COVER_MAX_BYTES = COURSE_COVER_MAX_MB * MEGABYTE
/**
 * A course video (the spec gives no figure for videos; 100 MB is its largest file upload). A lesson
 * of a few minutes in 1080p is a few hundred MB, so the desk takes up to 500 MB, streamed to disk.
 */
export const COURSE_VIDEO_MAX_MB = 500
export const COURSE_VIDEO_MAX_BYTES = COURSE_VIDEO_MAX_MB * MEGABYTE
/** The video containers a browser plays: suffixes the desk accepts for a storage video. */
export const COURSE_VIDEO_SUFFIXES = ['mp4', 'webm', 'ogg', 'ogv'] as const
export const COURSE_IMAGE_SUFFIXES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const

/** The most videos the course list features (the top-video configuration). */
export const MAX_TOP_VIDEOS = 20
