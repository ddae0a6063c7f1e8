import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COURSE_URL_TYPE, COURSE_VIDEO_MAX_BYTES, COURSE_VIDEO_MAX_MB } from '#core/courses'
import { PERMISSIONS } from '#core/permissions'
import { ConfirmPanel } from '~/components/admin/admin-table'
import { CourseDeskNav, DeskErrors, DeskField } from '~/components/admin/course-desk'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { videoFormSchema } from '~/utils/admin/course-forms'
import { readCourseUpload } from '~/utils/admin/course-uploads.server'
import {
  addVideo,
  CourseRefusal,
  deleteVideo,
  findCourse,
  findVideo,
  listVideos,
  updateVideo,
} from '~/utils/admin/courses.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, optional, parseRouteId, parseSearchParams } from '~/utils/request-input.server'
import { z } from 'zod'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Course videos' }]

const querySchema = z.object({ edit: optional(idParam), confirm: optional(idParam) }).passthrough()

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const courseId = await parseRouteId(request, params.id)
  const query = await parseSearchParams(request, querySchema)
  const course = await findCourse(courseId)
  if (!course) throw await requestError(request, 404, 'errors.notFound')
  const [videos, editing, confirming] = await Promise.all([
    listVideos(courseId),
    query.edit === undefined ? null : findVideo(courseId, query.edit),
    query.confirm === undefined ? null : findVideo(courseId, query.confirm),
  ])
  if ((query.edit !== undefined && !editing) || (query.confirm !== undefined && !confirming))
    throw await requestError(request, 404, 'errors.notFound')
  const view = (video: NonNullable<typeof editing>) => ({
    id: video.id,
    title: video.title,
    sort: video.sort,
    url: video.url,
    isLink: video.urlType === COURSE_URL_TYPE.httpLink,
    durationSeconds: video.durationSeconds,
  })
  return json({
    course: { id: course.id, title: course.title, status: course.status },
    videos: videos.map(view),
    editing: editing ? view(editing) : null,
    confirming: confirming ? view(confirming) : null,
  })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const courseId = await parseRouteId(request, params.id)
  const upload = await readCourseUpload(request, {
    fileField: 'video',
    kind: 'video',
    maxBytes: COURSE_VIDEO_MAX_BYTES,
    maxMb: COURSE_VIDEO_MAX_MB,
  })
  try {
    const actor = auditActor(user, context)
    const back = `/setting/course-management/${courseId}/videos`
    const intent = upload.fields.get('intent')
    const done = async (messageKey: string, values: Record<string, string> = {}) =>
      redirect(back, {
        headers: { 'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey, values }) },
      })
    if (intent === 'delete') {
      const id = idParam.safeParse(upload.fields.get('id'))
      if (!id.success) throw await requestError(request, 400, 'errors.badRequest')
      try {
        await deleteVideo(actor, courseId, id.data)
      } catch (error) {
        if (!(error instanceof CourseRefusal)) throw error
        return json({ intent: 'delete' as const, reply: null, error: error.messageKey }, 400)
      }
      return done('courseAdmin.videos.deleted')
    }
    if (intent !== 'add' && intent !== 'update') throw await requestError(request, 400, 'errors.badRequest')
    const submission = parseWithZod(upload.fields, { schema: videoFormSchema })
    const videoError =
      intent === 'add' && upload.problem
        ? [`${upload.problem.key}|${JSON.stringify(upload.problem.values)}`]
        : intent === 'add' && submission.status === 'success' && submission.value.source === 'file' && !upload.file
          ? ['courseAdmin.errors.videoRequired']
          : null
    if (submission.status !== 'success' || videoError)
      return json(
        {
          intent,
          error: null,
          reply: submission.reply({
            fieldErrors: {
              ...(submission.status === 'success' ? {} : submission.error),
              ...(videoError ? { video: videoError } : {}),
            } as Record<string, string[]>,
          }),
        },
        400,
      )
    try {
      if (intent === 'add') {
        await addVideo(actor, courseId, submission.value, submission.value.source === 'file' ? upload.file : null)
        return done('courseAdmin.videos.added', { title: submission.value.title })
      }
      if (submission.value.id === undefined) throw await requestError(request, 400, 'errors.badRequest')
      await updateVideo(actor, courseId, submission.value.id, submission.value)
      return done('courseAdmin.videos.saved', { title: submission.value.title })
    } catch (error) {
      if (!(error instanceof CourseRefusal)) throw error
      const reply =
        error.field === 'form'
          ? submission.reply({ formErrors: [error.messageKey] })
          : submission.reply({ fieldErrors: { [error.field]: [error.messageKey] } })
      return json({ intent, error: null, reply }, 400)
    }
  } finally {
    await upload.discard()
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>
type Video = LoaderData['videos'][number]

function duration(seconds: number | null): string {
  if (seconds === null) return '—'
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}

export default function CourseVideosPage() {
  const { t } = useTranslation()
  const { course, videos, editing, confirming } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const back = `/setting/course-management/${course.id}/videos`
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6" data-page="courseVideos">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('courseAdmin.videos.title', { title: course.title })}</h1>
        <span className="flex flex-wrap gap-3 text-sm">
          <Link to={`/setting/course-management/edit/${course.id}`} className="text-brand-600 hover:underline">
            {t('courseAdmin.videos.editCourse')}
          </Link>
          <span data-testid="course-status">{t(`courseAdmin.statuses.${course.status}`)}</span>
        </span>
      </div>
      <CourseDeskNav current="list" />
      {confirming ? (
        <ConfirmPanel
          title={t('courseAdmin.videos.confirmTitle')}
          message={t('courseAdmin.videos.confirmMessage', { title: confirming.title })}
          intent="delete"
          fields={{ id: confirming.id }}
          confirmLabel={t('courseAdmin.videos.delete')}
          cancelHref={back}
        />
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(actionData.error)}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        {videos.length === 0 ? (
          <p className="p-8 text-center text-sm text-slate-500">{t('courseAdmin.videos.empty')}</p>
        ) : (
          <table className="min-w-full text-sm" data-testid="video-table">
            <caption className="sr-only">{t('courseAdmin.videos.caption', { title: course.title })}</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('courseAdmin.fields.sort')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('courseAdmin.videos.videoTitle')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('courseAdmin.videos.source')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('courseAdmin.videos.duration')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('courseAdmin.list.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {videos.map((video) => (
                <VideoRow key={video.id} video={video} back={back} />
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {editing ? (
          <VideoForm key={`edit-${editing.id}`} intent="update" video={editing} actionData={actionData} back={back} />
        ) : null}
        <VideoForm intent="add" video={null} actionData={actionData} back={back} />
      </div>
    </div>
  )
}

function VideoRow({ video, back }: { video: Video; back: string }) {
  const { t } = useTranslation()
  return (
    <tr className="align-top" data-testid="video-row">
      <td className="px-3 py-2 tabular-nums">{video.sort}</td>
      <td className="px-3 py-2">{video.title}</td>
      <td className="px-3 py-2">
        {video.isLink ? (
          <a
            href={video.url}
            target="_blank"
            rel="noreferrer"
            className="whitespace-nowrap text-brand-600 hover:underline"
          >
            {t('courseAdmin.videos.link')}
          </a>
        ) : (
          <span className="text-slate-600">{t('courseAdmin.videos.stored')}</span>
        )}
      </td>
      <td className="px-3 py-2 text-right tabular-nums" data-testid="video-duration">
        {duration(video.durationSeconds)}
      </td>
      <td className="px-3 py-2">
        <span className="relative flex flex-wrap gap-3 whitespace-nowrap">
          <Link to={`${back}?edit=${video.id}#video-update`} className="text-brand-600 hover:underline">
            {t('courseAdmin.list.edit')}
            <span className="sr-only"> {video.title}</span>
          </Link>
          <Link to={`${back}?confirm=${video.id}`} className="text-red-600 hover:underline">
            {t('courseAdmin.videos.delete')}
            <span className="sr-only"> {video.title}</span>
          </Link>
        </span>
      </td>
    </tr>
  )
}

type ActionData = ReturnType<typeof useActionData<typeof action>>

/** Adding a video (a file or an HTTP link) or changing one's title, order and link. */
function VideoForm({
  intent,
  video,
  actionData,
  back,
}: {
  intent: 'add' | 'update'
  video: Video | null
  actionData: ActionData
  back: string
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const lastResult = actionData?.intent === intent ? (actionData.reply ?? undefined) : undefined
  const [form, fields] = useForm({
    id: `video-${intent}-${video?.id ?? 'new'}`,
    lastResult,
    defaultValue: video
      ? {
          id: String(video.id),
          title: video.title,
          sort: String(video.sort),
          source: video.isLink ? 'link' : 'file',
          link: video.isLink ? video.url : '',
        }
      : { source: 'file', sort: '0' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: videoFormSchema }),
  })
  const [source, setSource] = useState(String(fields.source.initialValue ?? 'file'))
  const videoErrors = (lastResult?.error?.video ?? null) as string[] | null
  const fileId = `${form.id}-video`
  return (
    <section
      id={`video-${intent}`}
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby={`video-${intent}-title`}
    >
      <h2 id={`video-${intent}-title`} className="font-medium">
        {intent === 'add'
          ? t('courseAdmin.videos.addTitle')
          : t('courseAdmin.videos.editTitle', { title: video!.title })}
      </h2>
      <Form
        method="post"
        encType={intent === 'add' ? 'multipart/form-data' : undefined}
        {...getFormProps(form)}
        key={intent === 'add' ? location.key : undefined}
        className="mt-3 flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value={intent} />
        {video ? <input type="hidden" name="id" value={video.id} /> : null}
        <DeskErrors id={form.errorId} errors={form.errors} />
        <DeskField
          label={t('courseAdmin.videos.videoTitle')}
          id={fields.title.id}
          errorId={fields.title.errorId}
          errors={fields.title.errors}
        >
          <input {...getInputProps(fields.title, { type: 'text' })} className={inputClass} />
        </DeskField>
        <DeskField
          label={t('courseAdmin.fields.sort')}
          id={fields.sort.id}
          errorId={fields.sort.errorId}
          errors={fields.sort.errors}
        >
          <input {...getInputProps(fields.sort, { type: 'text' })} inputMode="numeric" className={inputClass} />
        </DeskField>
        {intent === 'add' ? (
          <fieldset className="text-sm">
            <legend className="mb-1 font-medium">{t('courseAdmin.videos.source')}</legend>
            <span className="flex flex-wrap gap-4">
              {(['file', 'link'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={fields.source.name}
                    value={value}
                    defaultChecked={source === value}
                    onChange={() => setSource(value)}
                  />
                  {t(`courseAdmin.videos.sources.${value}`)}
                </label>
              ))}
            </span>
            <DeskErrors id={fields.source.errorId} errors={fields.source.errors} />
          </fieldset>
        ) : (
          <input type="hidden" name={fields.source.name} value={video!.isLink ? 'link' : 'file'} />
        )}
        {intent === 'add' ? (
          <DeskField
            label={t('courseAdmin.videos.file')}
            id={fileId}
            errorId={`${fileId}-error`}
            errors={videoErrors}
            hint={t('courseAdmin.videos.fileHint', { limit: COURSE_VIDEO_MAX_MB })}
          >
            <input
              id={fileId}
              name="video"
              type="file"
              accept="video/mp4,video/webm,video/ogg"
              aria-invalid={videoErrors ? true : undefined}
              className="text-sm"
            />
          </DeskField>
        ) : null}
        {intent === 'add' || video?.isLink ? (
          <DeskField
            label={t('courseAdmin.videos.linkField')}
            id={fields.link.id}
            errorId={fields.link.errorId}
            errors={fields.link.errors}
            hint={intent === 'add' ? t('courseAdmin.videos.linkHint') : undefined}
          >
            <input {...getInputProps(fields.link, { type: 'url' })} className={inputClass} />
          </DeskField>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass}>
            {intent === 'add' ? t('courseAdmin.videos.add') : t('courseAdmin.videos.save')}
          </button>
          {intent === 'update' ? (
            <Link to={back} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
              {t('courseAdmin.form.cancel')}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  )
}
