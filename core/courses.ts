/** Course status (spec 01 §4): only published courses appear in the customer list. */
export const COURSE_STATUS = { unpublished: 0, published: 1 } as const

/** Where a course or video `url` points: 0 a path in our file storage, 1 an HTTP link. */
export const COURSE_URL_TYPE = { storagePath: 0, httpLink: 1 } as const
