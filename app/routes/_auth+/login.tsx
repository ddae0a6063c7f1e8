import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { checkSignIn, createLoginSession, PASSWORD_CHANGE_PATH, requireAnonymous } from '~/utils/auth.server'
import { loginSchema } from '~/utils/login-schema'
import { allowAttempt, clientAddress, RETRY_AFTER_HEADERS } from '~/utils/rate-limit.server'
import { readFormData } from '~/utils/request-body.server'
import { safeRedirect } from '~/utils/safe-redirect'

/** Reasons a token login sends the user back here; anything else in `?error=` is ignored. */
const TOKEN_ERRORS = ['tokenExpired', 'tokenInvalid', 'tokenUsed', 'tokenDisabledAccount'] as const

export const meta: MetaFunction = () => [{ title: 'BioCloud · Login' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  const url = new URL(request.url)
  const error = url.searchParams.get('error')
  return json({
    redirectTo: safeRedirect(url.searchParams.get('redirectTo'), ''),
    tokenError: TOKEN_ERRORS.find((known) => known === error) ?? null,
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request)
  const allowed = await allowAttempt('sign-in', clientAddress(context))
  const submission = parseWithZod(await readFormData(request), { schema: loginSchema })
  if (!allowed) {
    return json(submission.reply({ formErrors: ['errors.tooManyRequests'], hideFields: ['password'] }), {
      status: 429,
      headers: RETRY_AFTER_HEADERS,
    })
  }
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: ['password'] }), { status: 400 })
  }
  const signIn = await checkSignIn(submission.value.email, submission.value.password)
  if (!signIn.ok) {
    // A locked account gets the same answer as a wrong password: only existing accounts lock, so a
    // message of its own would tell a guesser which addresses have accounts.
    return json(submission.reply({ formErrors: ['login.invalidCredentials'], hideFields: ['password'] }), {
      status: 400,
    })
  }
  return createLoginSession({
    request,
    userId: signIn.userId,
    remember: submission.value.remember ?? false,
    // A temporary password from an administrator opens nothing but the page that replaces it.
    redirectTo: signIn.mustChangePassword ? PASSWORD_CHANGE_PATH : submission.value.redirectTo,
  })
}

export default function LoginPage() {
  const { t } = useTranslation()
  const { redirectTo, tokenError } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  })
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
      <div>
        <h1 className="text-2xl font-semibold">{t('login.title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('login.subtitle')}</p>
      </div>
      {tokenError ? (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t(`login.${tokenError}`)}
        </p>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <label htmlFor={fields.email.id} className="mb-1 block text-sm font-medium">
            {t('login.email')}
          </label>
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            autoComplete="email"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists for this form; its first field is where every visitor starts
            autoFocus
            className={inputClass}
          />
          <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
        </div>
        <div>
          <label htmlFor={fields.password.id} className="mb-1 block text-sm font-medium">
            {t('login.password')}
          </label>
          <input
            {...getInputProps(fields.password, { type: 'password' })}
            autoComplete="current-password"
            className={inputClass}
          />
          <FieldErrors id={fields.password.errorId} errors={fields.password.errors} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input {...getInputProps(fields.remember, { type: 'checkbox' })} />
          {t('login.remember')}
        </label>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>
          {t('login.submit')}
        </button>
      </Form>
    </div>
  )
}
