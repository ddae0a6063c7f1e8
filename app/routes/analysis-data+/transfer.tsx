import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { AnalysisDataNav } from '~/components/admin/analysis-data-nav'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { findCustomerByEmail, listCustomerBatches, transferBatches } from '~/utils/analysis-data/analysis-data.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, optional, parseSearchParams, textParam } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

const PAGE_PATH = '/analysis-data/transfer'

/** The source customer's batches by order (get-user-all-analysis-batch), once staff name the customer. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.analysisProjectsData)
  const { source } = await parseSearchParams(request, z.object({ source: optional(textParam(254)) }).passthrough())
  if (!source) return json({ source: '', customer: null, orders: [], notFound: false })
  const customer = await findCustomerByEmail(source)
  return json({
    source,
    customer,
    orders: customer ? await listCustomerBatches(customer.id) : [],
    notFound: !customer,
  })
}

const transferSchema = z.object({
  source: z.string().trim().max(254),
  target: z.string().trim().max(254),
  orderIds: z.array(idParam).max(500),
})

/** Transfers the chosen orders' batches (transfer-user-analysis-batches), refusing with the spec's messages (01 §5). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.analysisProjectsData)
  const form = await readFormData(request)
  const parsed = transferSchema.safeParse({
    source: form.get('source') ?? '',
    target: form.get('target') ?? '',
    orderIds: form.getAll('orderIds'),
  })
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const { source, target, orderIds } = parsed.data
  const [sourceCustomer, targetCustomer] = await Promise.all([
    source ? findCustomerByEmail(source) : null,
    target ? findCustomerByEmail(target) : null,
  ])
  if ((source && !sourceCustomer) || (target && !targetCustomer))
    return json({ error: 'analysisData.transfer.errors.unknownUser' }, 400)
  const outcome = await transferBatches(auditActor(user, context), {
    sourceId: sourceCustomer?.id ?? null,
    targetId: targetCustomer?.id ?? null,
    orderIds,
  })
  if (!outcome.ok) return json({ error: outcome.messageKey }, 400)
  return redirect(`${PAGE_PATH}?source=${encodeURIComponent(source)}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'analysisData.transfer.done',
        values: { count: outcome.count, target },
      }),
    },
  })
}

export default function AnalysisDataTransferPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { source, customer, orders, notFound } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-4 p-4" data-page="analysisDataTransfer">
      <h1 className="text-xl font-semibold">{t('analysisData.transfer.title')}</h1>
      <AnalysisDataNav />
      <p className="text-sm text-slate-700">{t('analysisData.transfer.help')}</p>
      <Form method="get" id="transfer-source" className="flex flex-wrap items-end gap-2 text-sm" role="search">
        <label className="flex min-w-0 flex-col gap-1">
          <span className="font-medium">{t('analysisData.transfer.source')}</span>
          <input type="email" name="source" defaultValue={source} className={inputClass} autoComplete="off" />
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t('analysisData.transfer.findSource')}
        </button>
      </Form>
      {notFound ? (
        <p role="alert" className="text-sm text-red-700">
          {t('analysisData.transfer.errors.unknownUser')}
        </p>
      ) : null}
      <Form
        method="post"
        id="transfer-form"
        action={source ? `${PAGE_PATH}?source=${encodeURIComponent(source)}` : PAGE_PATH}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      >
        <input type="hidden" name="source" value={customer?.email ?? ''} />
        <FieldErrors id="transfer-error" errors={actionData?.error ? [t(actionData.error)] : undefined} />
        {customer ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-medium break-all">
              {t('analysisData.transfer.batchesOf', { customer: customer.name || customer.email })}
            </legend>
            {orders.length === 0 ? <p className="text-slate-600">{t('analysisData.transfer.noBatches')}</p> : null}
            {orders.map((order) => (
              <div key={order.orderId} className="rounded-md border border-slate-200 p-3">
                <label className="flex items-center gap-2 font-medium">
                  <input type="checkbox" name="orderIds" value={order.orderId} />
                  {t('analysisData.transfer.order', {
                    trackingNumber: order.trackingNumber,
                    count: order.batches.length,
                  })}
                </label>
                <ul className="mt-2 flex flex-col gap-1 pl-6 text-slate-700" data-testid="source-batches">
                  {order.batches.map((batch) => (
                    <li key={batch.id} className="break-all">
                      {batch.id} · {batch.projectName} · {t(`analysisData.status.${batch.status}`)} ·{' '}
                      {formatDateTime(batch.createdAt, language)}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </fieldset>
        ) : null}
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('analysisData.transfer.target')}</span>
          <input type="email" name="target" className={inputClass} autoComplete="off" />
        </label>
        <div>
          <button type="submit" className={primaryButtonClass}>
            {t('analysisData.transfer.submit')}
          </button>
        </div>
      </Form>
    </section>
  )
}
