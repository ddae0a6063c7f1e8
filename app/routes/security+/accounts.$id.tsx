import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { AccountFields } from '~/components/security/account-fields'
import { TemporaryPassword } from '~/components/security/temporary-password'
import { primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, parseRouteParams } from '~/utils/request-input.server'
import { accountEditSchema } from '~/utils/security/account-forms'
import {
  accountDetail,
  accountKind,
  resetAccountPassword,
  roleOptions,
  setAccountActive,
  unlockAccount,
  updateAccount,
} from '~/utils/security/accounts.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Account' }]

const paramsSchema = z.object({ id: idParam })

async function requireAccount(request: Request, id: number) {
  const account = await accountDetail(id)
  if (!account) throw await requestError(request, 404, 'errors.notFound')
  return account
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  const { id } = await parseRouteParams(request, params, paramsSchema)
  const [account, roles] = await Promise.all([requireAccount(request, id), roleOptions()])
  return json({ account: { ...account, kind: accountKind(account.accountType) }, roles })
}

const intentSchema = z.enum(['save', 'disable', 'enable', 'reset', 'unlock'])
const SUCCESS_MESSAGES = {
  save: 'securityAccounts.saved',
  disable: 'securityAccounts.disabled',
  enable: 'securityAccounts.enabled',
  unlock: 'securityAccounts.unlocked',
} as const

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.security)
  const { id } = await parseRouteParams(request, params, paramsSchema)
  await requireAccount(request, id)
  const form = await readFormData(request)
  const intent = intentSchema.safeParse(form.get('intent'))
  if (!intent.success) throw await requestError(request, 400, 'errors.badRequest')
  const actor = auditActor(user, context)
  if (intent.data === 'reset') {
    // Answered here rather than redirected: the temporary password is shown once and kept nowhere.
    const reset = await resetAccountPassword(actor, id)
    if (!reset.ok) return json({ result: null, error: reset.messageKey, temporaryPassword: null }, { status: 400 })
    return json({ result: null, error: null, temporaryPassword: reset.temporaryPassword })
  }
  let outcome
  if (intent.data === 'save') {
    const submission = parseWithZod(form, { schema: accountEditSchema })
    if (submission.status !== 'success')
      return json({ result: submission.reply(), error: null, temporaryPassword: null }, { status: 400 })
    outcome = await updateAccount(actor, id, submission.value)
  } else if (intent.data === 'unlock') {
    outcome = await unlockAccount(actor, id)
  } else {
    outcome = await setAccountActive(actor, id, intent.data === 'enable')
  }
  if (!outcome.ok) return json({ result: null, error: outcome.messageKey, temporaryPassword: null }, { status: 400 })
  return redirect(`/security/accounts/${id}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: SUCCESS_MESSAGES[intent.data] }),
    },
  })
}

const secondaryButtonClass = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50'

export default function AccountPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { account, roles } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: `account-${account.id}`,
    lastResult: actionData?.result,
    defaultValue: { firstName: account.firstName, lastName: account.lastName, phone: account.phone ?? '' },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountEditSchema }),
  })
  const listPath = account.kind === 'internal' ? '/security/accounts' : '/security/external-accounts'
  const state = !account.isActive ? 'disabled' : account.isLocked ? 'locked' : 'active'
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4 sm:p-6">
      <Link to={listPath} className="text-sm text-brand-600 hover:underline">
        {t('securityAccounts.backToList')}
      </Link>
      <h1 className="break-all text-xl font-semibold">{account.email}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('securityAccounts.fields.kind')}</dt>
        <dd>{t(account.kind === 'internal' ? 'securityAccounts.internalTitle' : 'securityAccounts.externalTitle')}</dd>
        <dt className="text-slate-600">{t('securityAccounts.fields.state')}</dt>
        <dd data-testid="account-state">
          {t(`securityAccounts.states.${state}`)}
          {account.isLocked && account.lockedUntil
            ? ` (${t('securityAccounts.lockedUntil', { time: formatDateTime(account.lockedUntil, language) })})`
            : null}
        </dd>
        <dt className="text-slate-600">{t('securityAccounts.fields.loginTime')}</dt>
        <dd>{account.loginTime ? formatDateTime(account.loginTime, language) : '—'}</dd>
      </dl>
      {actionData?.error ? (
        <p
          role="alert"
          data-testid="account-error"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          {t(actionData.error)}
        </p>
      ) : null}
      {actionData?.temporaryPassword ? (
        <TemporaryPassword message={t('securityAccounts.passwordReset')} password={actionData.temporaryPassword} />
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <input type="hidden" name="intent" value="save" />
        <AccountFields fields={fields} roles={roles} roleIds={account.roleIds} />
        <button type="submit" className={primaryButtonClass}>
          {t('securityAccounts.save')}
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap gap-2 rounded-lg border border-slate-200 bg-white p-4">
        {account.isActive ? (
          <button type="submit" name="intent" value="disable" className={secondaryButtonClass}>
            {t('securityAccounts.disable')}
          </button>
        ) : (
          <button type="submit" name="intent" value="enable" className={secondaryButtonClass}>
            {t('securityAccounts.enable')}
          </button>
        )}
        <button type="submit" name="intent" value="reset" className={secondaryButtonClass}>
          {t('securityAccounts.resetPassword')}
        </button>
        {account.isLocked ? (
          <button type="submit" name="intent" value="unlock" className={secondaryButtonClass}>
            {t('securityAccounts.unlock')}
          </button>
        ) : null}
      </Form>
    </div>
  )
}
