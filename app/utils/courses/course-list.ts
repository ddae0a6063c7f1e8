/** The course list's sorts and filters, shared by the page and its loader. */
export const COURSE_SORTS = ['recommended', 'newest', 'pointsAsc', 'pointsDesc'] as const
export type CourseSort = (typeof COURSE_SORTS)[number]

/** The dictionary categories of the course list's three filters (staff edit them on /setting/code). */
export const COURSE_FILTER_CATEGORY = {
  category: 'CourseCategory',
  productType: 'ProductType',
  courseType: 'CourseType',
} as const
export type CourseFilter = keyof typeof COURSE_FILTER_CATEGORY
