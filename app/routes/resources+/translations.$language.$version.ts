import type { LoaderFunctionArgs } from '@remix-run/node'
import { isLanguage, languageTag } from '#core/language'
import { requestError } from '~/utils/http-errors.server'
import { requireRouteAccess } from '~/utils/access.server'
import { versionedResponse } from '~/utils/versioned-response.server'
import { translationsResource } from '~/utils/translations.server'

/**
 * The merged translation table (bundled strings with the database's over them) the browser loads
 * once per version instead of with every page. An outdated version answers the current table,
 * uncached, so a page rendered just before a change still gets strings.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  if (!isLanguage(params.language)) throw await requestError(request, 404, 'errors.notFound')
  const { version, json } = translationsResource(params.language)
  return versionedResponse(request, {
    body: json,
    contentType: 'application/json; charset=utf-8',
    version,
    requestedVersion: params.version,
    shared: true,
    contentLanguage: languageTag(params.language),
  })
}
