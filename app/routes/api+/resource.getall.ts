import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { languageTag } from '~/utils/i18n'
import { i18next, translationsFor } from '~/utils/translations.server'

/**
 * Spec 01 §7: `data.zh` and `data.en` are JSON strings of the merged messages (bundled strings with
 * the database's multi-language resources over them).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = (await i18next.getLocale(request)) as 'zh' | 'en'
  return json(
    { succeeded: true, data: { zh: JSON.stringify(translationsFor('zh')), en: JSON.stringify(translationsFor('en')) } },
    { headers: { 'Content-Language': languageTag(language) } },
  )
}
