import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLanguage } from '#core/language'
import { languageCookie } from '~/utils/language-cookie.server'
import { readFormData } from '~/utils/request-body.server'
import { safeRedirect } from '~/utils/safe-redirect'

export async function loader() {
  return redirect('/')
}

/** Remembers the chosen language in a cookie and returns to the page the switch was on. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const language = form.get('language')
  const back = safeRedirect(form.get('redirectTo'))
  if (!isLanguage(language)) return redirect(back)
  return redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(language) } })
}
