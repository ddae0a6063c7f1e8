import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PERMISSIONS } from '#core/permissions'
import { AccountFields } from '~/components/security/account-fields'
import { TemporaryPassword } from '~/components/security/temporary-password'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { readFormData } from '~/utils/request-body.server'
import { platformConfig } from '~/utils/platform-config.server'
import { optional, parseSearchParams } from '~/utils/request-input.server'
import { accountCreateSchema } from '~/utils/security/account-forms'
import { createAccount, roleOptions } from '~/utils/security/accounts.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · New account' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  const { kind } = await parseSearchParams(
    request,
    z.object({ kind: optional(z.enum(['internal', 'external'])).default('internal') }),
  )
  return json({ kind, roles: await roleOptions(), staffDomain: platformConfig().staffEmailDomain })
}

/**
 * On success the page answers the POST itself instead of redirecting: the temporary password is shown
 * this once and is kept nowhere (not in a flash cookie) but the account's hash.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.security)
  const submission = parseWithZod(await readFormData(request), { schema: accountCreateSchema })
  if (submission.status !== 'success') return json({ result: submission.reply(), created: null }, { status: 400 })
  const outcome = await createAccount(auditActor(user, context), submission.value)
  if (!outcome.ok) {
    const refused = submission.reply({ fieldErrors: { email: [outcome.messageKey] } })
    return json({ result: refused, created: null }, { status: 400 })
  }
  return json({
    result: null,
    created: { id: outcome.id, email: submission.value.email, temporaryPassword: outcome.temporaryPassword },
  })
}

export default function NewAccountPage() {
  const { t } = useTranslation()
  const { kind, roles, staffDomain } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'new-account',
    lastResult: actionData?.result,
    defaultValue: { kind },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountCreateSchema }),
  })
  const backTo = kind === 'internal' ? '/security/accounts' : '/security/external-accounts'
  const created = actionData?.created
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-xl font-semibold">
        {t(kind === 'internal' ? 'securityAccounts.createInternal' : 'securityAccounts.createExternal')}
      </h1>
      {created ? (
        <>
          <TemporaryPassword
            message={t('securityAccounts.createdWithPassword', { email: created.email })}
            password={created.temporaryPassword}
          />
          <Link to={`/security/accounts/${created.id}`} className="text-brand-600 hover:underline">
            {t('securityAccounts.openAccount')}
          </Link>
        </>
      ) : (
        <Form
          method="post"
          {...getFormProps(form)}
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <input type="hidden" name="kind" value={kind} />
          <div>
            <label htmlFor={fields.email.id} className="mb-1 block text-sm font-medium">
              {t('securityAccounts.fields.email')}
            </label>
            <input {...getInputProps(fields.email, { type: 'email' })} className={inputClass} />
            <FieldErrors
              id={fields.email.errorId}
              errors={fields.email.errors?.map((error) => t(error, { domain: staffDomain }))}
            />
          </div>
          <AccountFields fields={fields} roles={roles} roleIds={[]} />
          <button type="submit" className={primaryButtonClass}>
            {t('securityAccounts.create')}
          </button>
        </Form>
      )}
      <Link to={backTo} className="text-sm text-brand-600 hover:underline">
        {t('securityAccounts.backToList')}
      </Link>
    </div>
  )
}
