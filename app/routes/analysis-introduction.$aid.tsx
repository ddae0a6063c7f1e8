import { parseWithZod } from '@conform-to/zod'
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage, languageOrDefault } from '#core/language'
import { ConsultationForm } from '~/components/analysis/introduction/consultation-form'
import { WorkflowUnlock } from '~/components/points/workflow-unlock'
import { DEMO_CREATE_DELAY_MS, DemoStartingDialog } from '~/components/analysis/introduction/demo-progress-dialog'
import { IntroductionHeader } from '~/components/analysis/introduction/introduction-header'
import { ResultsCarousel } from '~/components/analysis/introduction/results-carousel'
import { SectionTabs } from '~/components/analysis/introduction/section-tabs'
import { consultationSchema } from '~/utils/analysis/consultation-schema'
import { CONSULTATIONS_PER_MINUTE, recordConsultation } from '~/utils/analysis/consultation.server'
import { DEMO_REFUSAL, demoSettingsOf, startDemoCreation } from '~/utils/analysis/demo-creation.server'
import { INTRODUCTION_SECTIONS } from '~/utils/analysis/introduction-sections'
import { loadIntroduction } from '~/utils/analysis/introduction.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { allowAttempt, clientAddress, RETRY_AFTER_HEADERS } from '~/utils/rate-limit.server'
import { readFormData } from '~/utils/request-body.server'
import { parseRouteId } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { i18next } from '~/utils/translations.server'
import { useHydrated } from '~/utils/use-hydrated'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const workflowId = await parseRouteId(request, params.aid)
  const language = languageOrDefault(await i18next.getLocale(request))
  const introduction = await loadIntroduction(workflowId, viewer, language)
  if (!introduction) throw await requestError(request, 404, 'errors.notFound')
  const { exampleId: _exampleId, charts, ...workflow } = introduction
  return json({
    workflow: {
      ...workflow,
      title: inLanguage(language, workflow.title, workflow.titleEn),
      description: inLanguage(language, workflow.description, workflow.descriptionEn),
    },
    charts: charts.map((chart) => ({
      src: `/resources/example-chart/${chart.taskId}/${encodeURIComponent(chart.pngFileName)}`,
      title: chart.title,
    })),
    consultOpen: new URL(request.url).searchParams.get('consult') === '1',
    loggedIn: viewer !== null,
  })
}

/** A refused consultation's Retry-After reaches the page a browser without JavaScript gets. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.workflow.title} · BioCloud` : 'BioCloud' },
]

/**
 * Two forms post here: Free consultation (anyone; limited per address) and Get samples (login
 * first; refused when demos are disabled or there is no example).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const workflowId = await parseRouteId(request, params.aid)
  const form = await readFormData(request)
  const here = `/analysis-introduction/${workflowId}`
  const intent = form.get('intent')

  if (intent === 'demo') {
    const workflow = await demoSettingsOf(workflowId)
    if (!workflow) throw await requestError(request, 404, 'errors.notFound')
    // A disabled demo is refused before asking a visitor to log in for nothing.
    if (!viewer && !workflow.disableDemo) throw redirect(`/login?${new URLSearchParams({ redirectTo: here })}`)
    if (!viewer) return json({ demoRefused: DEMO_REFUSAL.disabled }, { status: 403 })
    const started = await startDemoCreation(viewer.id, workflow)
    if ('refused' in started)
      return json({ demoRefused: started.refused }, { status: started.refused === DEMO_REFUSAL.disabled ? 403 : 409 })
    return redirect(`${here}/demo/${started.creationId}`)
  }

  if (intent !== 'consult') throw await requestError(request, 400, 'errors.badRequest')
  const language = languageOrDefault(await i18next.getLocale(request))
  const introduction = await loadIntroduction(workflowId, null, language)
  if (!introduction) throw await requestError(request, 404, 'errors.notFound')
  if (!(await allowAttempt('consultation', clientAddress(context), CONSULTATIONS_PER_MINUTE))) {
    const refused = parseWithZod(form, { schema: consultationSchema })
    return json(
      { consultation: refused.reply({ formErrors: ['errors.tooManyRequests'] }) },
      { status: 429, headers: RETRY_AFTER_HEADERS },
    )
  }
  const submission = parseWithZod(form, { schema: consultationSchema })
  if (submission.status !== 'success') return json({ consultation: submission.reply() }, { status: 400 })
  await recordConsultation({
    form: submission.value,
    workflow: { id: workflowId, title: inLanguage(language, introduction.title, introduction.titleEn) },
    language,
    submitterId: viewer?.id ?? null,
  })
  return redirect(here, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'introduction.consultation.sent',
      }),
    },
  })
}

const SECTION_TABS = INTRODUCTION_SECTIONS.map((id) => ({ id, labelKey: `introduction.tabs.${id}` }))

export default function AnalysisIntroductionPage() {
  const { t } = useTranslation()
  const { workflow, charts, consultOpen, loggedIn } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const location = useLocation()
  const consultation = actionData && 'consultation' in actionData ? actionData.consultation : undefined
  const [dialogOpen, setDialogOpen] = useState(consultOpen || consultation !== undefined)

  // A consultation sent redirects here without action data: the dialog's work is done.
  useEffect(() => {
    if (navigation.state === 'idle' && !consultation) setDialogOpen(false)
  }, [navigation.state, consultation, location.key])
  useEffect(() => {
    if (consultation) setDialogOpen(true)
  }, [consultation])
  useEffect(() => {
    if (consultOpen) setDialogOpen(true)
  }, [consultOpen])

  // Get samples with JavaScript (spec 02 §4): the dialog opens at once, the create call follows 1 s later.
  const submit = useSubmit()
  const [startingDemo, setStartingDemo] = useState(false)
  const [demoNotice, setDemoNotice] = useState<string | null>(null)
  const createTimer = useRef<number | undefined>(undefined)
  const demoRefused = actionData && 'demoRefused' in actionData ? actionData.demoRefused : null
  useEffect(() => {
    if (demoRefused) setStartingDemo(false)
  }, [demoRefused])
  useEffect(() => () => window.clearTimeout(createTimer.current), [])

  const sections = SECTION_TABS.filter((tab) => workflow.sections[tab.id] || (tab.id === 'results' && charts.length))
  const form = <ConsultationForm workflowTitle={workflow.title} lastResult={consultation} />
  return (
    <div data-page="analysis-introduction">
      <IntroductionHeader
        workflow={workflow}
        demoMessageKey={demoNotice ?? demoRefused}
        onConsult={hydrated ? () => setDialogOpen(true) : null}
        onStartDemo={
          hydrated && loggedIn
            ? (demoForm) => {
                setDemoNotice(null)
                setStartingDemo(true)
                createTimer.current = window.setTimeout(
                  () => submit(demoForm, { preventScrollReset: true }),
                  DEMO_CREATE_DELAY_MS,
                )
              }
            : null
        }
      />
      <WorkflowUnlock workflowId={workflow.id} price={workflow.integralAmount} unlocked={workflow.isUnlocked} />
      {sections.length > 0 ? <SectionTabs sections={sections} /> : null}
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-[181px]"
          >
            <h2
              id={`${section.id}-title`}
              className="mb-4 border-l-4 border-brand-500 pl-3 text-xl font-semibold text-slate-900"
            >
              {t(section.labelKey)}
            </h2>
            {workflow.sections[section.id] ? (
              <div
                className="rich-text max-w-4xl text-sm leading-relaxed text-slate-700 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_img]:my-4 [&_img]:max-w-full [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6"
                // Sanitized on the server (introduction.server.ts) from staff-written rich text.
                dangerouslySetInnerHTML={{ __html: workflow.sections[section.id]! }}
              />
            ) : null}
            {section.id === 'results' && charts.length > 0 ? (
              <div className="mt-6">
                <ResultsCarousel charts={charts} />
              </div>
            ) : null}
          </section>
        ))}
        {hydrated ? null : (
          <section
            id="consultation"
            aria-labelledby="consultation-title"
            className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="consultation-title" className="mb-4 text-xl font-semibold text-slate-900">
              {t('analysis.catalogue.consultation')}
            </h2>
            {form}
          </section>
        )}
      </div>
      {startingDemo ? (
        <DemoStartingDialog
          onCancel={() => {
            window.clearTimeout(createTimer.current)
            setStartingDemo(false)
            setDemoNotice('introduction.demo.cancelled')
          }}
        />
      ) : null}
      {hydrated ? (
        <Dialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(36rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
            >
              <Dialog.Title className="mb-4 text-lg font-semibold">{t('analysis.catalogue.consultation')}</Dialog.Title>
              {form}
              <Dialog.Close
                className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-800"
                aria-label={t('introduction.close')}
              >
                ✕
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </div>
  )
}
