import * as Dialog from '@radix-ui/react-dialog'
import { Form, Link, useNavigate } from '@remix-run/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEMO_CREATION_STATUS } from '#core/projects'

/** The demo's project page, where a finished creation goes. */
export function demoProjectHref(analysisId: string): string {
  return `/analysis-project/${analysisId}`
}

/** Spec 02 §4 and §9: the bar rises by 10 every 120 ms up to 90, and shows 100 once the project exists. */
const PROGRESS_STEP = 10
const PROGRESS_STEP_MS = 120
const PROGRESS_CEILING = 90
const POLL_MS = 500
/** Spec 02 §9: the create call is sent 1 s after Get samples is clicked, the dialog already showing. */
export const DEMO_CREATE_DELAY_MS = 1000

/** Carries the bar's height from the introduction page's dialog to the progress page's, so it never drops back. */
const CARRIED_PROGRESS_KEY = 'biocloud.demo-progress'

/** A percentage rising by 10 every 120 ms up to 90, from `start`. */
function useRisingProgress(start: number): number {
  const [percent, setPercent] = useState(start)
  useEffect(() => {
    const timer = window.setInterval(
      () =>
        setPercent((current) =>
          current < PROGRESS_CEILING ? Math.min(current + PROGRESS_STEP, PROGRESS_CEILING) : current,
        ),
      PROGRESS_STEP_MS,
    )
    return () => window.clearInterval(timer)
  }, [])
  return percent
}

function takeCarriedProgress(): number {
  const carried = Number(window.sessionStorage.getItem(CARRIED_PROGRESS_KEY)) || 0
  window.sessionStorage.removeItem(CARRIED_PROGRESS_KEY)
  return carried
}

/**
 * The dialog Get samples opens on the introduction page while the create call waits its second;
 * Cancel before then sends nothing.
 */
export function DemoStartingDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation()
  const percent = useRisingProgress(0)
  useEffect(() => {
    window.sessionStorage.setItem(CARRIED_PROGRESS_KEY, String(percent))
  }, [percent])
  return (
    <DemoDialog>
      <ProgressBar percent={percent} />
      <div className="mt-6 text-right">
        <button
          type="button"
          onClick={() => {
            window.sessionStorage.removeItem(CARRIED_PROGRESS_KEY)
            onCancel()
          }}
          className={CANCEL_BUTTON_CLASS}
        >
          {t('introduction.demo.cancel')}
        </button>
      </div>
    </DemoDialog>
  )
}

const CANCEL_BUTTON_CLASS =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50'

/** Title and message over the caller's bar and buttons; it stays until the caller removes it. */
function DemoDialog({ message, children }: { message?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/3 z-50 w-[min(28rem,92vw)] -translate-x-1/2 rounded-lg bg-white p-6 shadow-xl"
          data-testid="demo-dialog"
        >
          <Dialog.Title className="text-lg font-semibold">{t('introduction.demo.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {message ?? t('introduction.demo.creating')}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

interface CreationState {
  status: number
  progress: number
  errorKey: string | null
  analysisId: string | null
}

/**
 * The demo creation modal (spec 02 §2.3, §4): title, message, percentage and Cancel. It polls the
 * creation's JSON and opens the new project when it is done, unless the user has cancelled.
 */
export function DemoProgressDialog({
  creationId,
  initialProgress,
  cancelHref,
}: {
  creationId: number
  /** What the copy has recorded; the bar never shows less. */
  initialProgress: number
  cancelHref: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [carried] = useState(takeCarriedProgress)
  const rising = useRisingProgress(carried)
  const [state, setState] = useState<CreationState | null>(null)
  const done = state?.status === DEMO_CREATION_STATUS.done
  const cancelled = useRef(false)

  useEffect(() => {
    let stopped = false
    const poll = async () => {
      if (stopped) return
      try {
        const response = await fetch(`/resources/demo-creation/${creationId}`, {
          headers: { Accept: 'application/json' },
        })
        if (response.ok) {
          const next = (await response.json()) as CreationState
          setState(next)
          if (next.status !== DEMO_CREATION_STATUS.queued && next.status !== DEMO_CREATION_STATUS.copying) return
        }
      } catch {
        // A dropped poll is retried below.
      }
      window.setTimeout(poll, POLL_MS)
    }
    void poll()
    return () => {
      stopped = true
    }
  }, [creationId])

  useEffect(() => {
    if (state?.status !== DEMO_CREATION_STATUS.done || !state.analysisId) return
    const analysisId = state.analysisId
    const timer = window.setTimeout(() => {
      if (!cancelled.current) navigate(demoProjectHref(analysisId))
    }, 300)
    return () => window.clearTimeout(timer)
  }, [state, navigate])

  const failed = state?.status === DEMO_CREATION_STATUS.failed || state?.status === DEMO_CREATION_STATUS.cancelled
  if (failed) {
    return (
      <DemoDialog
        message={t(
          state?.status === DEMO_CREATION_STATUS.cancelled
            ? 'introduction.demo.cancelled'
            : (state?.errorKey ?? 'introduction.demo.failed'),
        )}
      >
        <Link to={cancelHref} className="mt-6 inline-block text-sm font-medium text-brand-600 hover:underline">
          ← {t('introduction.demo.back')}
        </Link>
      </DemoDialog>
    )
  }
  return (
    <DemoDialog>
      <ProgressBar percent={done ? 100 : Math.max(rising, Math.min(state?.progress ?? initialProgress, 100))} />
      <Form method="post" className="mt-6 text-right" onSubmit={() => (cancelled.current = true)}>
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className={CANCEL_BUTTON_CLASS}>
          {t('introduction.demo.cancel')}
        </button>
      </Form>
    </DemoDialog>
  )
}

export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-right text-sm tabular-nums text-slate-700" data-testid="demo-progress">
        {percent}%
      </p>
    </div>
  )
}
