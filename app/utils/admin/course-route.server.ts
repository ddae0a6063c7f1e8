import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import { COURSE_COVER_MAX_BYTES, COURSE_COVER_MAX_MB } from '#core/courses'
import { languageOrDefault } from '#core/language'
import type { AuditActor } from '#db/audit-log'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'
import { courseFormSchema } from './course-forms'
import { readCourseUpload } from './course-uploads.server'
import { courseChoices, CourseRefusal, createCourse, findCourse, updateCourse } from './courses.server'

/*
 * The create, edit and copy pages of the course desk share one form and one action: read the
 * multipart body (the cover streamed and checked by content), validate with the form's schema,
 * and save; errors come back under their fields, success redirects to the list with a message.
 */

export type CourseFormMode = 'create' | 'edit' | 'copy'

/** The form's data; the route has checked menu:settings-course. */
export async function courseFormLoader(request: Request, mode: CourseFormMode, idParam: string | undefined) {
  const language = languageOrDefault(await i18next.getLocale(request))
  const course = mode === 'create' ? null : await findCourse(await parseRouteId(request, idParam))
  if (mode !== 'create' && !course) throw await requestError(request, 404, 'errors.notFound')
  return json({
    mode,
    choices: await courseChoices(language),
    course: course
      ? {
          id: course.id,
          title: course.title,
          description: course.description,
          amount: String(course.amount),
          sort: String(course.sort),
          categoryId: String(course.categoryId),
          productTypeId: course.productTypeId ? String(course.productTypeId) : '',
          courseTypeId: course.courseTypeId ? String(course.courseTypeId) : '',
          url: course.url,
        }
      : null,
  })
}

/** Saves the form for `user`, whom the route has checked for menu:settings-course. */
export async function courseFormAction(
  request: Request,
  user: AuditActor,
  mode: CourseFormMode,
  idParam: string | undefined,
) {
  const source = mode === 'create' ? null : await findCourse(await parseRouteId(request, idParam))
  if (mode !== 'create' && !source) throw await requestError(request, 404, 'errors.notFound')
  const upload = await readCourseUpload(request, {
    fileField: 'cover',
    kind: 'image',
    maxBytes: COURSE_COVER_MAX_BYTES,
    maxMb: COURSE_COVER_MAX_MB,
  })
  const submission = parseWithZod(upload.fields, { schema: courseFormSchema })
  const coverError = upload.problem
    ? [`${upload.problem.key}|${JSON.stringify(upload.problem.values)}`]
    : mode === 'create' && !upload.file
      ? ['courseAdmin.errors.coverRequired']
      : null
  if (submission.status !== 'success' || coverError) {
    return json(
      submission.reply({
        fieldErrors: {
          ...(submission.status === 'success' ? {} : submission.error),
          ...(coverError ? { cover: coverError } : {}),
        } as Record<string, string[]>,
      }),
      400,
    )
  }
  const actor = user
  try {
    let id: number
    if (mode === 'edit') {
      id = source!.id
      await updateCourse(actor, id, submission.value, upload.file)
    } else {
      id = await createCourse(actor, submission.value, upload.file, { copyOf: source ?? undefined })
    }
    return redirect(`/setting/course-management/${id}/videos`, {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, {
          kind: 'success',
          messageKey: `courseAdmin.form.saved.${mode}`,
          values: { title: submission.value.title },
        }),
      },
    })
  } catch (error) {
    if (!(error instanceof CourseRefusal)) throw error
    const reply =
      error.field === 'form'
        ? submission.reply({ formErrors: [error.messageKey] })
        : submission.reply({ fieldErrors: { [error.field]: [error.messageKey] } })
    return json(reply, 400)
  }
}
