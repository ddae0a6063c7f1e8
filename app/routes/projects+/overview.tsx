import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { languageOrDefault } from '#core/language'
import { dictionaryLabels, LABEL_CATEGORY } from '~/utils/dictionary-labels.server'
import { ANALYSIS_STATUS, displayTrackingNumber, isDemoId } from '#core/projects'
import { DemoMarker } from '~/components/projects/analysis-order-list'
import { AnalysisStatusTag } from '~/components/projects/analysis-status-tag'
import { projectCentreOverview, RUN_BUCKETS } from '~/utils/projects/overview.server'
import { requireRouteAccess } from '~/utils/access.server'
import { formatDateTime } from '#core/date-time'
import { formatBytes } from '~/utils/tools/formatting.server'
import { i18next } from '~/utils/translations.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const [overview, statusLabels] = await Promise.all([
    projectCentreOverview(user.id),
    dictionaryLabels(LABEL_CATEGORY.analysisStatus, language),
  ])
  return json({
    statusLabels,
    batches: overview.batches,
    runBuckets: RUN_BUCKETS,
    runs: overview.runs,
    storage: {
      used: formatBytes(overview.storage.usedBytes),
      limit: formatBytes(overview.storage.limitBytes),
      percent:
        overview.storage.limitBytes === 0
          ? 100
          : Math.min(100, Math.round((overview.storage.usedBytes / overview.storage.limitBytes) * 1000) / 10),
    },
    recent: overview.recent.map((batch) => ({
      ...batch,
      trackingNumber: displayTrackingNumber(batch.trackingNumber),
      isDemo: isDemoId(batch.id),
      createdAt: formatDateTime(batch.createdAt, language),
    })),
  })
}

const cardClass = 'rounded-lg border border-slate-200 p-4'

export default function ProjectsOverviewPage() {
  const { statusLabels, batches, runBuckets, runs, storage, recent } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="flex flex-col gap-4 p-4" data-page="projectsOverview">
      <h1 className="text-xl font-semibold">{t('projectCentre.overview.title')}</h1>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <section className={cardClass} data-testid="overview-projects">
          <h2 className="text-sm font-medium text-slate-600">{t('projectCentre.overview.projects')}</h2>
          <dl className="mt-2 flex gap-6">
            <div>
              <dt className="text-xs text-slate-500">{t('projectCentre.overview.batchesTotal')}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid="batches-total">
                {batches.total}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('projectCentre.overview.demos')}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid="demos-total">
                {batches.demos}
              </dd>
            </div>
          </dl>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            {Object.values(ANALYSIS_STATUS).map((status) => (
              <li key={status} className="flex items-center gap-1" data-batch-status={status}>
                <AnalysisStatusTag status={status} labels={statusLabels} />
                <span className="tabular-nums">{batches.byStatus[status] ?? 0}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={cardClass} data-testid="overview-runs">
          <h2 className="text-sm font-medium text-slate-600">{t('projectCentre.overview.runs')}</h2>
          <table className="mt-2 w-full text-sm">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1 font-normal">
                  <span className="sr-only">{t('projectCentre.overview.runs')}</span>
                </th>
                {runBuckets.map((bucket) => (
                  <th key={bucket} scope="col" className="py-1 pl-3 text-right font-normal">
                    {t(`projectCentre.overview.runStatus.${bucket}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['tool', 'project'] as const).map((kind) => (
                <tr key={kind} data-runs={kind}>
                  <th scope="row" className="py-1 text-left font-normal text-slate-600">
                    {t(kind === 'tool' ? 'projectCentre.overview.toolRuns' : 'projectCentre.overview.projectRuns')}
                  </th>
                  {runBuckets.map((bucket) => (
                    <td key={bucket} className="py-1 pl-3 text-right tabular-nums" data-bucket={bucket}>
                      {runs[kind][bucket]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className={cardClass} data-testid="overview-storage">
          <h2 className="text-sm font-medium text-slate-600">{t('projectCentre.overview.storage')}</h2>
          <p className="mt-2 text-sm">
            {t('projectCentre.overview.storageUsed', { used: storage.used, limit: storage.limit })}
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded bg-slate-100"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={storage.percent}
            aria-label={t('projectCentre.overview.storage')}
          >
            <div
              className={`h-full ${storage.percent >= 90 ? 'bg-red-500' : 'bg-brand-500'}`}
              style={{ width: `${storage.percent}%` }}
            />
          </div>
        </section>
      </div>
      <section className={cardClass} data-testid="overview-recent">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-medium text-slate-600">{t('projectCentre.overview.recent')}</h2>
          <Link to="/projects/myAnalysis" className="text-sm text-brand-600 underline">
            {t('projectCentre.overview.viewAll')}
          </Link>
        </div>
        {recent.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">{t('projectCentre.overview.noRecent')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {recent.map((batch) => (
              <li key={batch.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-batch-id={batch.id}>
                <Link
                  to={
                    batch.status === ANALYSIS_STATUS.completed
                      ? `/analysis-project/${batch.id}`
                      : `/projects/myAnalysis?${new URLSearchParams({ batch: batch.id })}`
                  }
                  className="font-mono text-xs text-brand-600 underline"
                >
                  {batch.id}
                </Link>
                {batch.isDemo ? <DemoMarker /> : null}
                <span className="min-w-0 basis-full truncate sm:basis-0 sm:flex-1">{batch.analysisName}</span>
                <span className="font-mono text-xs text-slate-500">{batch.trackingNumber}</span>
                <AnalysisStatusTag status={batch.status} labels={statusLabels} />
                <span className="whitespace-nowrap text-xs text-slate-500">{batch.createdAt}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
