import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/access.server'
import { translationsFor } from '~/utils/translations.server'

/**
 * Spec 01 §7: `data.zh` and `data.en` are JSON strings of the merged messages (bundled strings with
 * the database's multi-language resources over them).
 */
/** The Content-Language header, like every response's, is set from the language cookie by the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  return json({
    succeeded: true,
    data: { zh: JSON.stringify(translationsFor('zh')), en: JSON.stringify(translationsFor('en')) },
  })
}
