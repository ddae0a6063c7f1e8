import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { authenticator, createLoginSession, LoginFailure } from '~/utils/auth.server'

const ERROR_FOR_PROBLEM = { expired: 'tokenExpired', forged: 'tokenInvalid', malformed: 'tokenInvalid', 'unknown-account': 'tokenUnknownAccount', credentials: 'tokenInvalid' } as const

/** Third-party login: the customer-management system links here with a signed token (spec 01 §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const userId = await authenticator.authenticate('crm-token', request)
    return await createLoginSession({ request, userId, remember: false, redirectTo: new URL(request.url).searchParams.get('redirectTo') })
  } catch (error) {
    if (error instanceof LoginFailure) return redirect(`/login?error=${ERROR_FOR_PROBLEM[error.reason]}`)
    throw error
  }
}
