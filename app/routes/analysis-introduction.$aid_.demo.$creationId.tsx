import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { DEMO_CREATION_STATUS } from '#core/projects'
import {
  demoProjectHref,
  DemoProgressDialog,
  ProgressBar,
} from '~/components/analysis/introduction/demo-progress-dialog'
import { cancelDemoCreation, findDemoCreation } from '~/utils/analysis/demo-creation.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { useHydrated } from '~/utils/use-hydrated'

const creationParams = z.object({ aid: idParam, creationId: idParam })

async function ownCreation(request: Request, params: LoaderFunctionArgs['params']) {
  const user = await requireRouteAccess(request, 'user')
  const { aid, creationId } = await parseRouteParams(request, params, creationParams)
  const creation = await findDemoCreation(creationId, aid, user.id)
  if (!creation) throw await requestError(request, 404, 'errors.notFound')
  return { user, creation }
}

/**
 * The progress of a demo creation (owner only). Without JavaScript the page refreshes itself every
 * second and, once the copy is done, goes on to the new project; with it, a dialog polls.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { creation } = await ownCreation(request, params)
  if (creation.status === DEMO_CREATION_STATUS.done && creation.analysisId)
    throw redirect(demoProjectHref(creation.analysisId))
  return json({ creation })
}

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** Cancel: marks the creation cancelled and goes back to the introduction with an info message. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, creation } = await ownCreation(request, params)
  const form = await readFormData(request)
  if (form.get('intent') !== 'cancel') throw await requestError(request, 400, 'errors.badRequest')
  await cancelDemoCreation(creation.id, user.id)
  return redirect(`/analysis-introduction/${creation.workflowId}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'info', messageKey: 'introduction.demo.cancelled' }),
    },
  })
}

export default function DemoCreationPage() {
  const { t } = useTranslation()
  const { creation } = useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  const running = creation.status === DEMO_CREATION_STATUS.queued || creation.status === DEMO_CREATION_STATUS.copying
  const back = `/analysis-introduction/${creation.workflowId}`
  return (
    <section className="mx-auto max-w-xl px-4 py-12" data-page="demo-creation">
      {/* Without JavaScript the page asks again every second; with it the dialog polls instead. */}
      {running ? <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="1">' }} /> : null}
      <h1 className="text-xl font-semibold text-slate-900">{t('introduction.demo.title')}</h1>
      {running && hydrated ? (
        <DemoProgressDialog creationId={creation.id} initialProgress={creation.progress} cancelHref={back} />
      ) : running ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('introduction.demo.creating')}</p>
          <ProgressBar percent={creation.progress} />
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="cancel" />
            <button
              type="submit"
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {t('introduction.demo.cancel')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p
            role="alert"
            data-testid="demo-outcome"
            className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
          >
            {t(
              creation.status === DEMO_CREATION_STATUS.cancelled
                ? 'introduction.demo.cancelled'
                : (creation.errorKey ?? 'introduction.demo.failed'),
            )}
          </p>
          <Link to={back} className="mt-6 inline-block text-sm font-medium text-brand-600 hover:underline">
            ← {t('introduction.demo.back')}
          </Link>
        </>
      )}
    </section>
  )
}
