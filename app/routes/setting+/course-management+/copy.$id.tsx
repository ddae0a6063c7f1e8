import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PERMISSIONS } from '#core/permissions'
import { CourseForm } from '~/components/admin/course-desk'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { courseFormAction, courseFormLoader } from '~/utils/admin/course-route.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Courses' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  return courseFormLoader(request, 'copy', params.id)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  return courseFormAction(request, auditActor(user, context), 'copy', params.id)
}

export default function CourseCopyPage() {
  const { t } = useTranslation()
  const { mode, choices, course } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6" data-page="courseForm">
      <h1 className="text-xl font-semibold">{t('courseAdmin.form.title.copy', { title: course?.title ?? '' })}</h1>
      <CourseForm mode={mode} choices={choices} course={course} lastResult={lastResult} />
    </div>
  )
}
