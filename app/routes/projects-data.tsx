import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ANALYSIS_STATUS } from '#core/projects'
import { PERMISSIONS } from '#core/permissions'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { requireRouteAccess } from '~/utils/access.server'
import { dictionaryLabels, LABEL_CATEGORY } from '~/utils/dictionary-labels.server'
import { i18next } from '~/utils/translations.server'
import { languageOrDefault } from '#core/language'
import { formatBytes } from '~/utils/tools/formatting.server'
import { dataDeskCounts, visibleDataDesks } from '~/utils/tools-data/data-desk-counts.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** The data-management group's landing page: counts per desk, each linking into its filtered list. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.projectsData)
  const language = languageOrDefault(await i18next.getLocale(request))
  const desks = visibleDataDesks(user.permissions)
  const [counts, toolLabels, analysisLabels] = await Promise.all([
    desks.tools || desks.analysis ? dataDeskCounts() : null,
    dictionaryLabels(LABEL_CATEGORY.toolRunStatus, language),
    dictionaryLabels(LABEL_CATEGORY.analysisStatus, language),
  ])
  const status = (byStatus: Record<string, number>, code: number) => byStatus[String(code)] ?? 0
  return json({
    tools:
      desks.tools && counts
        ? {
            byStatus: Object.values(TOOL_RUN_STATUS).map((code) => ({
              code,
              label: toolLabels[code] ?? null,
              count: status(counts.toolTasksByStatus, code),
            })),
            total: Object.values(counts.toolTasksByStatus).reduce((sum, n) => sum + n, 0),
            files: { count: counts.toolFiles.count, size: formatBytes(counts.toolFiles.bytes) },
          }
        : null,
    analysis:
      desks.analysis && counts
        ? {
            byStatus: Object.values(ANALYSIS_STATUS).map((code) => ({
              code,
              label: analysisLabels[code] ?? null,
              count: status(counts.batchesByStatus, code),
            })),
            total: Object.values(counts.batchesByStatus).reduce((sum, n) => sum + n, 0),
            expired: counts.expiredBatches,
            expiring: counts.expiringBatches,
            files: { count: counts.projectFiles.count, size: formatBytes(counts.projectFiles.bytes) },
          }
        : null,
  })
}

export default function ProjectsDataPage() {
  const { t } = useTranslation()
  const { tools, analysis } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8" data-page="projects-data">
      <h1 className="text-2xl font-semibold text-slate-900">{t('toolsData.landing.title')}</h1>
      {!tools && !analysis ? <p className="text-slate-600">{t('toolsData.landing.noDesks')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {tools ? (
          <DeskCard title={t('toolsData.landing.toolTasks')} href="/tools-data" total={tools.total} testId="tools">
            {tools.byStatus.map((row) => (
              <CountLink key={row.code} href={`/tools-data?status=${row.code}`} count={row.count}>
                {row.label ?? t(`toolRuns.status.${row.code}`)}
              </CountLink>
            ))}
            <CountLink href="/tools-data" count={tools.files.count}>
              {t('toolsData.landing.toolFiles', { size: tools.files.size })}
            </CountLink>
          </DeskCard>
        ) : null}
        {analysis ? (
          <DeskCard
            title={t('toolsData.landing.batches')}
            href="/analysis-data"
            total={analysis.total}
            testId="analysis"
          >
            {analysis.byStatus.map((row) => (
              <CountLink key={row.code} href={`/analysis-data?status=${row.code}`} count={row.count}>
                {row.label ?? t(`toolsData.landing.analysisStatus.${row.code}`)}
              </CountLink>
            ))}
            <CountLink href="/analysis-data?expiry=expired" count={analysis.expired}>
              {t('toolsData.landing.expired')}
            </CountLink>
            <CountLink href="/analysis-data?expiry=expiring" count={analysis.expiring}>
              {t('toolsData.landing.expiring')}
            </CountLink>
            <CountLink href="/analysis-data" count={analysis.files.count}>
              {t('toolsData.landing.projectFiles', { size: analysis.files.size })}
            </CountLink>
          </DeskCard>
        ) : null}
      </div>
    </section>
  )
}

function DeskCard({
  title,
  href,
  total,
  testId,
  children,
}: {
  title: string
  href: string
  total: number
  testId: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid={`desk-${testId}`}>
      <h2 className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-medium">
        <Link to={href} className="text-brand-700 hover:underline">
          {title}
        </Link>
        <span className="text-sm font-normal text-slate-600">{t('toolsData.landing.total', { count: total })}</span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">{children}</ul>
    </section>
  )
}

function CountLink({ href, count, children }: { href: string; count: number; children: ReactNode }) {
  return (
    <li>
      <Link to={href} className="flex justify-between gap-3 py-1.5 hover:bg-slate-50">
        <span className="min-w-0 break-words text-slate-700">{children}</span>
        <span className="tabular-nums font-medium text-slate-900">{count}</span>
      </Link>
    </li>
  )
}
