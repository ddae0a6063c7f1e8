import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { primaryButtonClass } from '~/components/ui/field'
import { createLoginSession, getOptionalUser } from '~/utils/auth.server'
import { allowAttempt, clientAddress, RETRY_AFTER_HEADERS } from '~/utils/rate-limit.server'
import { readFormData } from '~/utils/request-body.server'
import { safeRedirect } from '~/utils/safe-redirect'
import {
  accountForLoginToken,
  checkLoginToken,
  consumeLoginToken,
  LOGIN_PAGE_ERROR,
  type TokenProblem,
} from '~/utils/token-login.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Login' }]

const toLoginPage = (problem: TokenProblem) => redirect(`/login?error=${LOGIN_PAGE_ERROR[problem]}`)

/**
 * Third-party login (spec 01 §2): the customer-management system links here with a signed,
 * single-use token. Signed out, the link signs in, creating the customer's account on its first
 * use for an e-mail new to the platform. Signed in as the token's account, it only
 * continues. Signed in as someone else, it asks first: switching is a POST, so neither a
 * prefetch nor a forged image link can replace a session, and the token is used only then.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!(await allowAttempt('sign-in', clientAddress(context)))) {
    return json({ state: 'rate-limited' as const }, { status: 429, headers: RETRY_AFTER_HEADERS })
  }
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'))
  const token = await checkLoginToken(params.token ?? '')
  if (!token.ok) return toLoginPage(token.problem)
  const current = await getOptionalUser(request)
  if (current?.id === token.userId) {
    await consumeLoginToken(token.claims)
    return redirect(redirectTo)
  }
  if (current)
    return json({
      state: 'confirm-switch' as const,
      currentEmail: current.email,
      tokenEmail: token.claims.email,
      redirectTo,
    })
  if (!(await consumeLoginToken(token.claims))) return toLoginPage('used')
  return createLoginSession({ request, userId: await accountForLoginToken(token), remember: false, redirectTo })
}

/** "Continue as B": uses the token and replaces the current session. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!(await allowAttempt('sign-in', clientAddress(context)))) {
    return json({ state: 'rate-limited' as const }, { status: 429, headers: RETRY_AFTER_HEADERS })
  }
  const form = await readFormData(request)
  const token = await checkLoginToken(params.token ?? '')
  if (!token.ok) return toLoginPage(token.problem)
  if (!(await consumeLoginToken(token.claims))) return toLoginPage('used')
  return createLoginSession({
    request,
    userId: await accountForLoginToken(token),
    remember: false,
    redirectTo: safeRedirect(form.get('redirectTo')),
  })
}

export default function TokenLoginPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  if (data.state === 'rate-limited' || refused?.state === 'rate-limited') {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16">
        <h1 className="text-2xl font-semibold">{t('login.title')}</h1>
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t('errors.tooManyRequests')}
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16" data-testid="switch-account">
      <div>
        <h1 className="text-2xl font-semibold">{t('login.switchTitle')}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('login.switchQuestion', { current: data.currentEmail, next: data.tokenEmail })}
        </p>
      </div>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="redirectTo" value={data.redirectTo} />
        <button type="submit" className={primaryButtonClass}>
          {t('login.switchContinue', { next: data.tokenEmail })}
        </button>
        <Link to={data.redirectTo} className="text-sm text-brand-600 hover:underline">
          {t('login.switchStay', { current: data.currentEmail })}
        </Link>
      </Form>
    </div>
  )
}
