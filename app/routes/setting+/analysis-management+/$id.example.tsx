import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AdminPager } from '~/components/admin/admin-table'
import { WorkflowAdminNav, workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { displayTrackingNumber } from '#core/projects'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { formatListTime } from '~/utils/admin/workflow-format'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { redirectWithMessage, requireWorkflowAdmin } from '~/utils/admin/workflow-route.server'
import { currentExample, searchExampleProjects, setExample } from '~/utils/admin/workflows.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const query = await parseAdminListQuery(request, [])
  const [found, current] = await Promise.all([
    searchExampleProjects({ keyword: query.keyword, page: query.page, pageSize: query.pageSize }),
    currentExample(workflow.exampleId),
  ])
  return json({
    workflow: { id: workflow.id, title: workflow.title, exampleId: workflow.exampleId },
    current,
    keyword: query.keyword ?? '',
    page: { ...found, page: query.page, pageSize: query.pageSize, sort: null, direction: query.direction },
  })
}

const exampleSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('choose'), batchId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal('clear') }),
])

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, workflow } = await requireWorkflowAdmin(
    request,
    params,
    await requireRouteAccess(request, PERMISSIONS.settings),
    context,
  )
  const form = await readFormData(request)
  const parsed = exampleSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  const outcome = await setExample(actor, workflow.id, parsed.data.intent === 'choose' ? parsed.data.batchId : null)
  const back = `${workflowAdminHref(workflow.id, 'example')}${new URL(request.url).search}`
  return outcome.ok
    ? redirectWithMessage(request, back, 'success', 'adminWorkflows.messages.saveSuccess')
    : redirectWithMessage(request, back, 'error', 'adminWorkflows.messages.saveFailed')
}

export default function WorkflowExamplePage() {
  const { workflow, current, keyword, page } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="px-4 py-6">
      <WorkflowAdminNav workflowId={workflow.id} title={workflow.title} />
      <h1 className="text-2xl font-semibold">{t('adminWorkflows.example.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminWorkflows.example.help')}</p>
      <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="current-example">
        <h2 className="text-sm font-medium text-slate-600">{t('adminWorkflows.example.current')}</h2>
        {current ? (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <span className="font-medium">
              {displayTrackingNumber(current.trackingNumber)} / {current.id}
            </span>
            <span className="text-sm text-slate-600">{current.projectName}</span>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="clear"
                className="rounded-md border border-slate-300 px-3 py-1 text-sm"
              >
                {t('adminWorkflows.example.clear')}
              </button>
            </Form>
          </div>
        ) : (
          <p className="mt-1 text-sm text-amber-700">{t('adminWorkflows.example.none')}</p>
        )}
      </div>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" role="search">
        <label className="text-sm">
          <span className="mb-1 block text-slate-600">{t('adminWorkflows.example.keyword')}</span>
          <input type="search" name="q" defaultValue={keyword} className={`${inputClass} w-72`} />
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t('adminWorkflows.example.search')}
        </button>
      </Form>
      <div className="mt-3 rounded-lg border border-slate-200 bg-white">
        {page.rows.length === 0 ? (
          <p className="p-8 text-center text-sm text-slate-500">{t('adminWorkflows.example.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="example-projects">
            {page.rows.map((project) => (
              <li key={project.orderId} className="px-3 py-2">
                {/* A native disclosure: the batches open without JavaScript. */}
                <details open={project.batches.some((batch) => batch.id === workflow.exampleId) || undefined}>
                  <summary className="flex cursor-pointer flex-wrap gap-x-4 gap-y-1 text-sm">
                    <span className="font-medium">{displayTrackingNumber(project.trackingNumber)}</span>
                    <span>{project.projectName}</span>
                    <span className="text-slate-500">{project.customerName}</span>
                    <span className="text-slate-500">{formatListTime(project.createdAt)}</span>
                    <span className="text-slate-500">
                      {t('adminWorkflows.example.batches', { count: project.batches.length })}
                    </span>
                  </summary>
                  <div className="mt-2 overflow-x-auto">
                    <table className="min-w-full text-sm">
                      <thead className="bg-slate-50 text-left text-slate-600">
                        <tr>
                          <th scope="col" className="px-3 py-1 font-medium">
                            {t('adminWorkflows.example.batch')}
                          </th>
                          <th scope="col" className="px-3 py-1 font-medium">
                            {t('adminWorkflows.example.analysisName')}
                          </th>
                          <th scope="col" className="px-3 py-1 font-medium">
                            {t('adminWorkflows.example.status')}
                          </th>
                          <th scope="col" className="px-3 py-1">
                            <span className="sr-only">{t('adminWorkflows.columns.actions')}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {project.batches.map((batch) => (
                          <tr key={batch.id}>
                            <td className="px-3 py-1 font-mono text-xs">{batch.id}</td>
                            <td className="px-3 py-1">{batch.analysisName}</td>
                            <td className="px-3 py-1">{t(`adminWorkflows.example.statusName.${batch.status}`)}</td>
                            <td className="px-3 py-1 text-right">
                              {batch.id === workflow.exampleId ? (
                                <span className="text-emerald-700">{t('adminWorkflows.example.chosen')}</span>
                              ) : (
                                <Form method="post">
                                  <input type="hidden" name="batchId" value={batch.id} />
                                  <button
                                    type="submit"
                                    name="intent"
                                    value="choose"
                                    aria-label={`${t('adminWorkflows.example.choose')} ${batch.id}`}
                                    className="rounded-md border border-brand-500 px-3 py-1 text-brand-600"
                                  >
                                    {t('adminWorkflows.example.choose')}
                                  </button>
                                </Form>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
        <AdminPager page={page} />
      </div>
    </section>
  )
}
