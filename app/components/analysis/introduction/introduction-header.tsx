import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COLLECT_TYPE } from '#core/engagement'
import { FavouriteToggle } from '~/components/favourite-toggle'
import { WorkflowIcon } from '~/components/analysis/workflow-card'

export interface IntroductionHeaderData {
  id: number
  title: string
  description: string
  icon: string | null
  categoryId: number
  isNew: boolean
  labels: string[]
  isCollected: boolean
  disableDemo: boolean
}

/**
 * Breadcrumb, icon, title, NEW, labels, description, favourite, Get samples and Free consultation
 * (spec 02 §2.3). Get samples is a form (login first for a visitor); when demos are disabled it is
 * greyed and a click only warns, and the server refuses the form too.
 */
export function IntroductionHeader({
  workflow,
  demoMessageKey,
  onConsult,
  onStartDemo,
}: {
  workflow: IntroductionHeaderData
  /** Why the last Get samples was refused, shown beside the button. */
  demoMessageKey: string | null
  /** With JavaScript the consultation opens in a dialog; without, the link goes to the page's form. */
  onConsult: (() => void) | null
  /** With JavaScript and a signed-in user, Get samples opens the progress dialog before it posts. */
  onStartDemo: ((form: HTMLFormElement) => void) | null
}) {
  const { t } = useTranslation()
  const [warning, setWarning] = useState<string | null>(null)
  const message = warning ?? demoMessageKey
  return (
    <section className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <nav className="text-sm text-slate-500" aria-label={t('introduction.breadcrumb')}>
          <Link to="/" className="hover:text-brand-600">
            {t('introduction.home')}
          </Link>
          <span className="mx-2">/</span>
          <Link to="/analysis" className="hover:text-brand-600">
            {t('introduction.cloudAnalysis')}
          </Link>
          <span className="mx-2">/</span>
          <span className="text-slate-700">{workflow.title}</span>
        </nav>
        <div className="mt-4 flex flex-col gap-5 md:flex-row md:items-start">
          <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <WorkflowIcon icon={workflow.icon} categoryId={workflow.categoryId} large />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{workflow.title}</h1>
              {workflow.isNew ? (
                <span className="rounded bg-rose-500 px-1.5 py-0.5 text-[10px] font-bold leading-none text-white">
                  {t('analysis.catalogue.new')}
                </span>
              ) : null}
              <FavouriteToggle
                collectType={COLLECT_TYPE.workflow}
                collectionId={workflow.id}
                isCollected={workflow.isCollected}
                title={workflow.title}
              />
            </div>
            {workflow.labels.length > 0 ? (
              <p className="mt-1 text-sm text-brand-700" data-testid="workflow-labels">
                {workflow.labels.join(', ')}
              </p>
            ) : null}
            <p className="mt-3 max-w-4xl text-sm leading-relaxed text-slate-600">{workflow.description}</p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="demo" />
                <button
                  type="submit"
                  aria-disabled={workflow.disableDemo || undefined}
                  data-testid="get-samples"
                  onClick={(event) => {
                    if (workflow.disableDemo) {
                      event.preventDefault()
                      setWarning('introduction.demo.disabled')
                    } else if (onStartDemo && event.currentTarget.form) {
                      event.preventDefault()
                      onStartDemo(event.currentTarget.form)
                    }
                  }}
                  className={
                    workflow.disableDemo
                      ? 'cursor-not-allowed rounded-md bg-slate-200 px-4 py-2 text-sm font-medium text-slate-500'
                      : 'rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600'
                  }
                >
                  {t('introduction.demo.getSamples')}
                </button>
              </Form>
              <a
                href={`?consult=1#consultation`}
                data-testid="free-consultation"
                onClick={(event) => {
                  if (!onConsult) return
                  event.preventDefault()
                  onConsult()
                }}
                className="rounded-md border border-brand-500 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t('analysis.catalogue.consultation')}
              </a>
            </div>
            {message ? (
              <p
                role="alert"
                data-testid="demo-message"
                className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
              >
                {t(message)}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
