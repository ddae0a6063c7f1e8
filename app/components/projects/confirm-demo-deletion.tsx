import * as Dialog from '@radix-ui/react-dialog'
import { Form, useSubmit } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'

export interface DemoToDelete {
  id: string
  analysisName: string
  trackingNumber: string
}

/** The question and its two answers, both posted, so cancelling also reports back (an info message). */
function DeletionQuestion({ demo, redirectTo }: { demo: DemoToDelete; redirectTo: string }) {
  const { t } = useTranslation()
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        {t('projectCentre.myAnalysis.deleteDemo.body', {
          batchId: demo.id,
          name: demo.analysisName,
          trackingNumber: demo.trackingNumber,
        })}
      </p>
      <Form method="post" className="mt-4 flex justify-end gap-3" preventScrollReset>
        <input type="hidden" name="analysisId" value={demo.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          name="intent"
          value="cancelDelete"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm"
        >
          {t('projectCentre.myAnalysis.deleteDemo.cancel')}
        </button>
        <button
          type="submit"
          name="intent"
          value="deleteDemo"
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
        >
          {t('projectCentre.myAnalysis.deleteDemo.confirm')}
        </button>
      </Form>
    </>
  )
}

/**
 * Deleting a demo asks first. The question is part of the page (`?confirmDelete=<id>`), so it works
 * without JavaScript; with it, the same question is a dialog over the list, and closing the dialog
 * any way (Escape, the overlay) counts as Cancel.
 */
export function ConfirmDemoDeletion({ demo, redirectTo }: { demo: DemoToDelete; redirectTo: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const title = t('projectCentre.myAnalysis.deleteDemo.title')
  if (!hydrated) {
    return (
      <section
        className="m-4 rounded-lg border border-red-200 bg-red-50 p-4"
        role="alertdialog"
        aria-labelledby="confirm-demo-deletion-title"
        data-testid="confirm-demo-deletion"
      >
        <h2 id="confirm-demo-deletion-title" className="font-semibold text-red-800">
          {title}
        </h2>
        <DeletionQuestion demo={demo} redirectTo={redirectTo} />
      </section>
    )
  }
  const cancel = () =>
    submit({ intent: 'cancelDelete', analysisId: demo.id, redirectTo }, { method: 'post', preventScrollReset: true })
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : cancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-slate-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/3 w-[min(28rem,90vw)] -translate-x-1/2 rounded-lg bg-white p-6 shadow-xl"
          data-testid="confirm-demo-deletion"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>
              <DeletionQuestion demo={demo} redirectTo={redirectTo} />
            </div>
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
