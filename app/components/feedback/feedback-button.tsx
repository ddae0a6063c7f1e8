import * as Dialog from '@radix-ui/react-dialog'
import { Link, useFetcher } from '@remix-run/react'
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'
import { FeedbackForm, type FeedbackActionData } from './feedback-form'

/**
 * The feedback button: a link to the feedback page (`/feedback/new?from=<this page>`); with
 * JavaScript it opens the same form in a dialog instead, which stays on the page and says thanks.
 */
export function FeedbackButton({
  from,
  defaultEmail,
  className,
}: {
  from: string
  defaultEmail: string
  className?: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  // Each opening is a fresh form (and a fresh fetcher): the last one's thanks or errors stay behind.
  const [opening, setOpening] = useState(0)
  const openDialog = (event: MouseEvent) => {
    if (!hydrated) return
    event.preventDefault()
    setOpening((count) => count + 1)
    setOpen(true)
  }
  return (
    <>
      <Link
        to={`/feedback/new?${new URLSearchParams({ from })}`}
        onClick={openDialog}
        className={className ?? 'rounded px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100'}
        data-testid="feedback-button"
      >
        {t('feedback.button')}
      </Link>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <Dialog.Content
            className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl"
            data-testid="feedback-dialog"
          >
            <Dialog.Title className="text-lg font-semibold">{t('feedback.title')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">{t('feedback.intro')}</Dialog.Description>
            <div className="mt-4">
              <DialogBody key={opening} from={from} defaultEmail={defaultEmail} onDone={() => setOpen(false)} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

function DialogBody({ from, defaultEmail, onDone }: { from: string; defaultEmail: string; onDone: () => void }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<FeedbackActionData>()
  if (fetcher.state === 'idle' && fetcher.data?.ok === true) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-emerald-700" role="status" data-testid="feedback-sent">
          {t('feedback.sent')}
        </p>
        <div className="flex justify-end gap-3 text-sm">
          <Link to="/userCenter/feedback" onClick={onDone} className="py-1.5 text-brand-700 underline">
            {t('feedback.myFeedback')}
          </Link>
          <Dialog.Close className="rounded-md border border-slate-300 px-3 py-1.5">{t('feedback.close')}</Dialog.Close>
        </div>
      </div>
    )
  }
  return (
    <FeedbackForm
      from={from}
      defaultEmail={defaultEmail}
      actionData={fetcher.data}
      fetcher={fetcher as ReturnType<typeof useFetcher>}
    />
  )
}
