import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** The intent of a "save to my files" post; the page's action copies the named file into the user's personal files. */
export const SAVE_TO_MY_FILES_INTENT = 'saveToMyFiles'

/**
 * A small form beside a file: posts the file's path to the page's action, which copies it into the
 * user's personal files and comes back with a message. Works without JavaScript.
 */
export function SaveToMyFilesForm({
  filePath,
  intent = SAVE_TO_MY_FILES_INTENT,
  action,
}: {
  /** The file's path where the page has several; a page with one file knows it from the intent. */
  filePath?: string
  /** The intent value the page's action recognises (a panel's forms carry their own prefix). */
  intent?: string
  action?: string
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" action={action} preventScrollReset className="ml-3 inline-block">
      {filePath ? <input type="hidden" name="path" value={filePath} /> : null}
      <button
        type="submit"
        name="intent"
        value={intent}
        className="text-sm font-medium text-brand-600 hover:underline"
        data-testid="save-to-my-files"
        data-file-path={filePath}
      >
        {t('storedFileChoice.save')}
      </button>
    </Form>
  )
}
