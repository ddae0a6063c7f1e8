import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FeedbackForm, type FeedbackActionData } from '~/components/feedback/feedback-form'
import { requireRouteAccess } from '~/utils/access.server'
import { createFeedback, feedbackSourcePath } from '~/utils/feedback/feedback.server'
import { feedbackSchema } from '~/utils/feedback/feedback-schema'
import { readFeedbackBody } from '~/utils/feedback/feedback-upload.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { optional, parseSearchParams } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

const querySchema = z.object({ from: optional(z.string().max(2000)) })

/** The feedback page (the feedback button without JavaScript): the form, remembering where it was opened. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { from } = await parseSearchParams(request, querySchema)
  return json({ from: feedbackSourcePath(from) ?? '', email: user.email })
}

/**
 * Takes the feedback of the page and of the dialog. Refused: the errors, 400. Taken: the page
 * goes to the customer's feedback list with a flash; the dialog gets `{ ok: true }` and stays.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { form, images, imageError } = await readFeedbackBody(request)
  const submission = parseWithZod(form, { schema: feedbackSchema })
  if (submission.status !== 'success' || imageError) {
    return json<FeedbackActionData>({ ok: false, reply: submission.reply(), imageError }, 400)
  }
  const id = await createFeedback({
    submitterId: user.id,
    form: submission.value,
    images,
    sourceHost: new URL(request.url).host,
    sourcePath: feedbackSourcePath(submission.value.from),
  })
  if (form.get('dialog') === '1') return json<FeedbackActionData>({ ok: true, id })
  return redirect('/userCenter/feedback', {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'feedback.sent' }),
    },
  })
}

export default function FeedbackPage() {
  const { t } = useTranslation()
  const { from, email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as FeedbackActionData | undefined
  return (
    <section className="mx-auto max-w-2xl px-4 py-8" data-page="feedback-new">
      <h1 className="text-2xl font-semibold text-slate-900">{t('feedback.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('feedback.intro')}</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <FeedbackForm from={from} defaultEmail={email} actionData={actionData} />
      </div>
      <p className="mt-4 text-sm">
        {from ? (
          <Link to={from} className="text-brand-700 hover:underline">
            {t('feedback.back')}
          </Link>
        ) : null}{' '}
        <Link to="/userCenter/feedback" className="ml-3 text-brand-700 hover:underline">
          {t('feedback.myFeedback')}
        </Link>
      </p>
    </section>
  )
}
