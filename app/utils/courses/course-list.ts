import type { COURSE_DICTIONARY } from '#core/courses'

/** The course list's sorts and filters, shared by the page and its loader. */
export const COURSE_SORTS = ['recommended', 'newest', 'pointsAsc', 'pointsDesc'] as const
export type CourseSort = (typeof COURSE_SORTS)[number]

/** The course list's three filters, one per dictionary of COURSE_DICTIONARY. */
export type CourseFilter = keyof typeof COURSE_DICTIONARY
