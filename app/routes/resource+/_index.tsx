import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { requireRouteAccess } from '~/utils/access.server'
import { listProcesses, statusOverview } from '~/utils/operations/platform-status.server'
import { formatBytes } from '~/utils/tools/formatting.server'
import { i18next } from '~/utils/translations.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Status' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const language = languageOrDefault(await i18next.getLocale(request))
  const [overview, processes] = await Promise.all([statusOverview(getDb()), listProcesses(getDb())])
  return json({
    processes: overview.processes.byRole.map((role) => ({
      ...role,
      lastBeatAt: role.lastBeatAt ? formatDateTime(role.lastBeatAt, language) : null,
    })),
    gone: overview.processes.gone,
    runningJobs: processes.flatMap((process) =>
      process.runningJobs.map((job) => ({ ...job, host: process.host, pid: process.pid })),
    ),
    queue: overview.queue,
    storage: { files: overview.storage.files, size: formatBytes(overview.storage.bytes) },
    errorsLast24h: overview.errorsLast24h,
  })
}

function Figure({ label, value, to, testId }: { label: string; value: string | number; to: string; testId: string }) {
  return (
    <Link to={to} className="rounded-lg border border-slate-200 p-4 hover:bg-slate-50" data-testid={testId}>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900">{value}</span>
    </Link>
  )
}

export default function OperationsOverviewPage() {
  const { t } = useTranslation()
  const { processes, gone, runningJobs, queue, storage, errorsLast24h } = useLoaderData<typeof loader>()
  return (
    <section className="flex flex-col gap-6 p-4 sm:p-6" data-page="operationsOverview">
      <h1 className="text-xl font-semibold">{t('operations.overview.title')}</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {processes.map((role) => (
          <Figure
            key={role.role}
            testId={`processes-${role.role}`}
            to="/resource/r1"
            label={t('operations.overview.aliveProcesses', { role: t(`operations.roles.${role.role}`) })}
            value={role.alive}
          />
        ))}
        <Figure
          testId="queue-waiting"
          to="/resource/r2?state=waiting"
          label={t('operations.states.waiting')}
          value={queue.waiting}
        />
        <Figure
          testId="queue-running"
          to="/resource/r2?state=running"
          label={t('operations.states.running')}
          value={queue.running}
        />
        <Figure
          testId="queue-failed"
          to="/resource/r2?state=failed"
          label={t('operations.states.failed')}
          value={queue.failed}
        />
        <Figure
          testId="storage-total"
          to="/resource/r3"
          label={t('operations.overview.storage', { count: storage.files })}
          value={storage.size}
        />
        <Figure
          testId="errors-24h"
          to="/resource/r3"
          label={t('operations.overview.errors24h')}
          value={errorsLast24h}
        />
      </div>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-medium">{t('operations.overview.heartbeats')}</h2>
        {processes.length === 0 ? (
          <p className="text-sm text-slate-600">{t('operations.processes.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {processes.map((role) => (
              <li key={role.role}>
                {t('operations.overview.lastBeat', {
                  role: t(`operations.roles.${role.role}`),
                  time: role.lastBeatAt ?? '—',
                })}
              </li>
            ))}
          </ul>
        )}
        {gone > 0 ? <p className="text-sm text-amber-800">{t('operations.overview.gone', { count: gone })}</p> : null}
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-medium">{t('operations.overview.runningJobs')}</h2>
        {runningJobs.length === 0 ? (
          <p className="text-sm text-slate-600">{t('operations.processes.noJobs')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {runningJobs.map((job) => (
              <li key={job.id} className="break-words">
                {job.task} · {job.host}:{job.pid}
              </li>
            ))}
          </ul>
        )}
      </section>
      <nav className="flex flex-wrap gap-4 text-sm" aria-label={t('operations.menuTitle')}>
        <Link to="/resource/r1" className="text-brand-600 underline">
          {t('operations.processes.title')}
        </Link>
        <Link to="/resource/r2" className="text-brand-600 underline">
          {t('operations.queue.title')}
        </Link>
        <Link to="/resource/r3" className="text-brand-600 underline">
          {t('operations.storage.title')}
        </Link>
      </nav>
    </section>
  )
}
