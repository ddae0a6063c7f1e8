import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { endOtherSessions, mustChangePassword } from '~/utils/auth.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { allowAttempt, RETRY_AFTER_HEADERS } from '~/utils/rate-limit.server'
import { readFormData } from '~/utils/request-body.server'
import { currentPasswordMatches, setPassword } from '~/utils/password-change.server'
import { requireRouteAccess } from '~/utils/access.server'
import { changePasswordSchema } from './password.schema'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'user')
  return json({ mustChange: await mustChangePassword(request) })
}

const SECRET_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const form = await readFormData(request)
  // Each submission may be a guess at the current password: a stolen session must not try many.
  if (!(await allowAttempt('current-password', `user:${user.id}`))) {
    const refused = parseWithZod(form, { schema: changePasswordSchema })
    return json(
      refused.reply({ fieldErrors: { currentPassword: ['errors.tooManyRequests'] }, hideFields: SECRET_FIELDS }),
      { status: 429, headers: RETRY_AFTER_HEADERS },
    )
  }
  const submission = await parseWithZod(form, {
    async: true,
    schema: changePasswordSchema.superRefine(async (value, context) => {
      if (!(await currentPasswordMatches(user.id, value.currentPassword))) {
        context.addIssue({ code: 'custom', path: ['currentPassword'], message: 'password.currentWrong' })
      }
    }),
  })
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 })
  }
  await setPassword(user.id, submission.value.newPassword)
  await endOtherSessions(request, user.id)
  return redirect('/userCenter/password', {
    headers: { 'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'password.changed' }) },
  })
}

export default function ChangePasswordPage() {
  const { t } = useTranslation()
  const lastResult = useActionData<typeof action>()
  const { mustChange } = useLoaderData<typeof loader>()
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  })
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-semibold">{t('password.title')}</h1>
      {mustChange ? (
        <p
          role="alert"
          data-testid="must-change-password"
          className="mt-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          {t('securityAccounts.mustChangePassword')}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-500">{t('password.policy')}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6"
      >
        {(['currentPassword', 'newPassword', 'confirmPassword'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={fields[name].id} className="mb-1 block text-sm font-medium">
              {t(`password.${name}`)}
            </label>
            <input
              {...getInputProps(fields[name], { type: 'password' })}
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              className={inputClass}
            />
            <FieldErrors id={fields[name].errorId} errors={fields[name].errors} />
          </div>
        ))}
        <button type="submit" className={primaryButtonClass}>
          {t('password.submit')}
        </button>
      </Form>
    </div>
  )
}
