import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { COURSE_STATUS, MAX_TOP_VIDEOS } from '#core/courses'
import { PERMISSIONS } from '#core/permissions'
import { CourseDeskNav } from '~/components/admin/course-desk'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { CourseRefusal, featurableVideos, getTopVideoConfig, setTopVideoConfig } from '~/utils/admin/courses.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Top videos' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const [config, choices] = await Promise.all([getTopVideoConfig(), featurableVideos()])
  const featured = new Set(config.map((row) => row.videoId))
  return json({ config, choices: choices.filter((choice) => !featured.has(choice.videoId)) })
}

const orderParam = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/)

/**
 * The form lists the featured videos, each with an order number and a remove box, and offers one
 * more to add; the new configuration is the kept videos by their numbers, then the added one.
 */
const configSchema = z.object({
  videoId: z.array(idParam).max(MAX_TOP_VIDEOS + 1),
  order: z.array(z.string()).max(MAX_TOP_VIDEOS + 1),
  remove: z.array(idParam),
  add: z.union([idParam, z.literal('')]),
})

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const form = await readFormData(request)
  const parsed = configSchema.safeParse({
    videoId: form.getAll('videoId'),
    order: form.getAll('order'),
    remove: form.getAll('remove'),
    add: form.get('add') ?? '',
  })
  if (!parsed.success || parsed.data.videoId.length !== parsed.data.order.length)
    throw await requestError(request, 400, 'errors.badRequest')
  const { videoId, order, remove, add } = parsed.data
  if (order.some((value) => !orderParam.safeParse(value).success))
    return json({ error: 'courseAdmin.errors.sortDigits' }, 400)
  const removed = new Set(remove)
  const kept = videoId
    .map((id, index) => ({ id, order: Number(order[index]), index }))
    .filter((entry) => !removed.has(entry.id))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((entry) => entry.id)
  try {
    await setTopVideoConfig(auditActor(user, context), add === '' ? kept : [...kept, add])
  } catch (error) {
    if (!(error instanceof CourseRefusal)) throw error
    return json({ error: error.messageKey }, 400)
  }
  return redirect('/setting/course-management/top-videos', {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'courseAdmin.topVideos.saved' }),
    },
  })
}

export default function TopVideosPage() {
  const { t } = useTranslation()
  const { config, choices } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6" data-page="courseTopVideos">
      <h1 className="text-xl font-semibold">{t('courseAdmin.topVideos.title')}</h1>
      <CourseDeskNav current="topVideos" />
      <p className="text-sm text-slate-600">{t('courseAdmin.topVideos.intro', { max: MAX_TOP_VIDEOS })}</p>
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(actionData.error)}
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        {config.length === 0 ? (
          <p className="text-sm text-slate-500">{t('courseAdmin.topVideos.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm" data-testid="top-video-table">
              <caption className="sr-only">{t('courseAdmin.topVideos.title')}</caption>
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('courseAdmin.topVideos.order')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('courseAdmin.videos.videoTitle')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('courseAdmin.topVideos.course')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('courseAdmin.topVideos.remove')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {config.map((row, index) => (
                  <tr key={row.videoId} data-testid="top-video-row">
                    <td className="px-3 py-2">
                      <input type="hidden" name="videoId" value={row.videoId} />
                      <input
                        name="order"
                        defaultValue={index + 1}
                        inputMode="numeric"
                        aria-label={t('courseAdmin.topVideos.orderOf', { title: row.title })}
                        className={inputClass.replace('w-full', 'w-20')}
                      />
                    </td>
                    <td className="px-3 py-2">{row.title}</td>
                    <td className="px-3 py-2">
                      {row.courseTitle}
                      {row.courseStatus === COURSE_STATUS.unpublished ? (
                        <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-800">
                          {t('courseAdmin.statuses.0')}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <label className="relative flex items-center gap-2">
                        <input type="checkbox" name="remove" value={row.videoId} />
                        <span className="sr-only">{t('courseAdmin.topVideos.removeOf', { title: row.title })}</span>
                      </label>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('courseAdmin.topVideos.add')}</span>
          <select name="add" defaultValue="" className={inputClass}>
            <option value="">{t('courseAdmin.topVideos.addNone')}</option>
            {choices.map((choice) => (
              <option key={choice.videoId} value={choice.videoId}>
                {choice.courseTitle} · {choice.title}
              </option>
            ))}
          </select>
        </label>
        <div>
          <button type="submit" className={primaryButtonClass}>
            {t('courseAdmin.topVideos.save')}
          </button>
        </div>
      </Form>
    </div>
  )
}
