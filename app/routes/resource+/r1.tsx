import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { requireRouteAccess } from '~/utils/access.server'
import { listProcesses } from '~/utils/operations/platform-status.server'
import { i18next } from '~/utils/translations.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Processes' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const language = languageOrDefault(await i18next.getLocale(request))
  const processes = await listProcesses(getDb())
  return json({
    processes: processes.map((process) => ({
      ...process,
      startedAt: formatDateTime(process.startedAt, language),
      lastBeatAt: formatDateTime(process.lastBeatAt, language),
      runningJobs: process.runningJobs.map((job) => ({ ...job, lockedAt: formatDateTime(job.lockedAt, language) })),
    })),
  })
}

export default function OperationsProcessesPage() {
  const { t } = useTranslation()
  const { processes } = useLoaderData<typeof loader>()
  return (
    <section className="flex flex-col gap-4 p-4 sm:p-6" data-page="operationsProcesses">
      <h1 className="text-xl font-semibold">{t('operations.processes.title')}</h1>
      {processes.length === 0 ? <p className="text-sm text-slate-600">{t('operations.processes.none')}</p> : null}
      <ul className="flex flex-col gap-3">
        {processes.map((process) => (
          <li
            key={process.id}
            className="rounded-lg border border-slate-200 p-4 text-sm"
            data-testid="process"
            data-role={process.role}
            data-alive={process.alive}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="break-all font-medium">
                {t(`operations.roles.${process.role}`)} · {process.host} · {t('operations.processes.pid')} {process.pid}
              </h2>
              <span
                className={`rounded px-2 py-0.5 text-xs font-medium ${process.alive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'}`}
              >
                {t(process.alive ? 'operations.processes.alive' : 'operations.processes.gone')}
              </span>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-600">{t('operations.processes.startedAt')}</dt>
              <dd>{process.startedAt}</dd>
              <dt className="text-slate-600">{t('operations.processes.lastBeatAt')}</dt>
              <dd>{process.lastBeatAt}</dd>
            </dl>
            {process.role === 'worker' ? (
              <div className="mt-3">
                <h3 className="font-medium">{t('operations.processes.runningJobs')}</h3>
                {process.runningJobs.length === 0 ? (
                  <p className="text-slate-600">{t('operations.processes.noJobs')}</p>
                ) : (
                  <ul className="mt-1 flex flex-col gap-1">
                    {process.runningJobs.map((job) => (
                      <li key={job.id} className="break-words">
                        {t('operations.processes.job', {
                          task: job.task,
                          since: job.lockedAt,
                          attempts: job.attempts,
                          maxAttempts: job.maxAttempts,
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
