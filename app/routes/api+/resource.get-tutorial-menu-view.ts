import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { languageOrDefault } from '#core/language'
import { requireRouteAccess } from '~/utils/access.server'
import { i18next } from '~/utils/translations.server'
import { tutorialMenu } from '~/utils/tutorials.server'

/** Spec 01 §7 GET /api/resource/get-tutorial-menu-view: the tutorial menu in the reader's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const language = languageOrDefault(await i18next.getLocale(request))
  return json({ succeeded: true, data: await tutorialMenu(language) })
}
