import { z } from 'zod'

/*
 * The course desk's forms (spec 01 §5, course form): title, description, points, sort, category and
 * link cannot be empty; points and sort accept digits only; an image must be uploaded (checked on
 * the server, where the file is read). One schema each, used by Conform in the browser and by the
 * action on the server.
 */

/** Points and sort fit a Postgres integer comfortably. */
export const MAX_COURSE_NUMBER = 1_000_000
export const MAX_TITLE_LENGTH = 100
export const MAX_DESCRIPTION_LENGTH = 2000
export const MAX_LINK_LENGTH = 2000

const required = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ required_error: message }).min(1, message),
  )

function digits(emptyMessage: string, digitsMessage: string) {
  return z
    .string({ required_error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .regex(/^\d+$/, digitsMessage)
    .refine((value) => Number(value) <= MAX_COURSE_NUMBER, 'courseAdmin.errors.numberTooLarge')
    .transform(Number)
}

const optionalId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce.number().int().positive().optional(),
)

/** An HTTP(S) address, or a storage path (url type 0) of a file the platform holds. */
export const HTTP_LINK = /^https?:\/\/[^\s/$.?#].[^\s]*$/i
const STORAGE_PATH = /^(?!\/)(?!.*(^|\/)\.{1,2}(\/|$))[\w.\-/]+$/

export const courseFormSchema = z.object({
  title: required('courseAdmin.errors.titleRequired').pipe(
    z.string().max(MAX_TITLE_LENGTH, 'courseAdmin.errors.titleTooLong'),
  ),
  description: required('courseAdmin.errors.descriptionRequired').pipe(
    z.string().max(MAX_DESCRIPTION_LENGTH, 'courseAdmin.errors.descriptionTooLong'),
  ),
  amount: digits('courseAdmin.errors.pointsRequired', 'courseAdmin.errors.pointsDigits'),
  sort: digits('courseAdmin.errors.sortRequired', 'courseAdmin.errors.sortDigits'),
  categoryId: z.coerce
    .number({
      required_error: 'courseAdmin.errors.categoryRequired',
      invalid_type_error: 'courseAdmin.errors.categoryRequired',
    })
    .int()
    .positive('courseAdmin.errors.categoryRequired'),
  productTypeId: optionalId,
  courseTypeId: optionalId,
  url: required('courseAdmin.errors.linkRequired').pipe(
    z
      .string()
      .max(MAX_LINK_LENGTH, 'courseAdmin.errors.linkInvalid')
      .refine((link) => HTTP_LINK.test(link) || STORAGE_PATH.test(link), 'courseAdmin.errors.linkInvalid'),
  ),
})
export type CourseFormValues = z.output<typeof courseFormSchema>

/** Whether a course or video link is an HTTP link (url type 1) rather than a storage path (0). */
export function isHttpLink(link: string): boolean {
  return HTTP_LINK.test(link)
}

export const videoFormSchema = z
  .object({
    id: optionalId,
    title: required('courseAdmin.errors.videoTitleRequired').pipe(
      z.string().max(MAX_TITLE_LENGTH, 'courseAdmin.errors.titleTooLong'),
    ),
    sort: digits('courseAdmin.errors.sortRequired', 'courseAdmin.errors.sortDigits'),
    source: z.enum(['file', 'link'], { required_error: 'courseAdmin.errors.sourceRequired' }),
    link: z.string().trim().max(MAX_LINK_LENGTH, 'courseAdmin.errors.videoLinkInvalid').optional(),
  })
  .superRefine((value, context) => {
    if (value.source === 'link' && !(value.link && HTTP_LINK.test(value.link)))
      context.addIssue({ code: 'custom', path: ['link'], message: 'courseAdmin.errors.videoLinkInvalid' })
  })
export type VideoFormValues = z.output<typeof videoFormSchema>
