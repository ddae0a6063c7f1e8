import * as Dialog from '@radix-ui/react-dialog'
import { Form } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButtonClass } from '~/components/ui/field'

/** The guide opens this long after the page loads (spec 02 §9). */
const GUIDE_DELAY_MS = 1100

/**
 * The project guide: opens 1.1 s after load (only with JavaScript; the page says the same things
 * without it). "Don't show again" is a form the server answers by setting the guide cookie.
 */
export function GuideDialog() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), GUIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
          data-testid="project-guide"
        >
          <Dialog.Title className="text-lg font-semibold">{t('project.guide.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
              <li>{t('project.guide.step1')}</li>
              <li>{t('project.guide.step2')}</li>
              <li>{t('project.guide.step3')}</li>
            </ol>
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Form method="post" onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value="hideGuide" />
              <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm">
                {t('project.guide.dontShowAgain')}
              </button>
            </Form>
            <Dialog.Close className={primaryButtonClass}>{t('project.guide.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
