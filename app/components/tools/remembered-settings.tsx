import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { INTENT_FIELD, TOOL_FORM_INTENTS } from '~/utils/tools/tool-form'

/**
 * Says the form holds the settings of the user's last run of this tool, with "reset to defaults":
 * a form post of its own (outside the run form), so it works without JavaScript too.
 */
export function RememberedSettings({ toolId }: { toolId: number }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-800"
      data-testid="remembered-settings"
    >
      <p>{t('toolForm.remembered.loaded')}</p>
      <Form method="post" action={`/tool/${toolId}`} encType="multipart/form-data">
        <button
          type="submit"
          name={INTENT_FIELD}
          value={TOOL_FORM_INTENTS.resetParameters}
          className="rounded-md border border-sky-300 bg-white px-3 py-1.5 text-sm font-medium text-sky-800 hover:bg-sky-100"
        >
          {t('toolForm.remembered.reset')}
        </button>
      </Form>
    </div>
  )
}
