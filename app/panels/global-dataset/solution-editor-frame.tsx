import * as Dialog from '@radix-ui/react-dialog'
import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Set once the sample groups tab has run in the browser. An editor the server already rendered
 * (the page was opened or posted to with `&edit=...`) stays inline when the page hydrates, so
 * nothing typed before the scripts ran is lost; one opened afterwards, by a click, is a dialog.
 */
let tabHydrated = false

/** Called by the tab: editors opened from now on are dialogs. */
export function useEditorsOpenAsDialogs() {
  useEffect(() => {
    tabHydrated = true
  }, [])
}

/**
 * Where an editor opens: a dialog when JavaScript opened it, the same editor inline in the page
 * otherwise. The URL opens the editor (`&edit=...`), so closing it is a navigation to `closeHref`.
 */
export function SolutionEditorFrame({
  title,
  closeHref,
  testId,
  children,
}: {
  title: string
  closeHref: string
  testId: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const [asDialog] = useState(() => tabHydrated)
  const navigate = useNavigate()
  if (!asDialog)
    return (
      <section className="rounded-lg border border-brand-200 bg-slate-50 p-3 sm:p-4" data-testid={testId}>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h3 className="font-semibold">{title}</h3>
          <Link to={closeHref} className="text-sm text-slate-600 underline" preventScrollReset>
            {t('solutions.editor.close')}
          </Link>
        </div>
        {children}
      </section>
    )
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) navigate(closeHref, { preventScrollReset: true })
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(56rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-3 shadow-xl sm:p-5"
          data-testid={testId}
          aria-describedby={undefined}
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded px-2 text-xl leading-none text-slate-500 hover:text-slate-900">
              <span aria-hidden>×</span>
              <span className="sr-only">{t('solutions.editor.close')}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The editor's messages (the spec's error toasts), one per line, translated with their values. */
export function SolutionMessages({ messages }: { messages: { key: string; values?: Record<string, string> }[] }) {
  const { t } = useTranslation()
  if (!messages.length) return null
  return (
    <ul
      className="space-y-0.5 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
      role="alert"
      data-testid="solution-messages"
    >
      {messages.map((message) => (
        <li key={`${message.key}${JSON.stringify(message.values ?? {})}`}>{t(message.key, message.values)}</li>
      ))}
    </ul>
  )
}

export const smallButtonClass =
  'whitespace-nowrap rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50'
