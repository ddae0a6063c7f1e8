import type { SerializeFrom } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { runWarningText } from '#core/tool-results'
import type { ToolResultView } from '~/utils/tools/tool-result-view.server'
import { PagedTable } from './paged-table'
import { ResultChart } from './result-chart'

/** A run's charts, notes, tables and output files: the result view of `/task/:id` and of a project's tools group. */
export function RunResult({
  result,
  fileActions,
}: {
  result: SerializeFrom<ToolResultView>
  /** Controls shown beside each output file (on `/task/:id`: save to my files), by its path in the task's folder. */
  fileActions?: (filePath: string) => React.ReactNode
}) {
  const { t } = useTranslation()
  const { charts, notes, warnings, tables, extraFiles } = result
  return (
    <>
      {charts.length ? (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('toolRuns.sections.charts')}</h2>
          <div className={`grid gap-4 ${charts.length > 1 ? 'lg:grid-cols-2' : ''}`}>
            {charts.map((chart) => (
              // A heatmap keeps fixed room for its trees, labels and key, so its cells need the whole row.
              <div key={chart.index} className={chart.frame.type === 'matrix' ? 'min-w-0 lg:col-span-2' : 'min-w-0'}>
                <ResultChart chart={chart} />
                {fileActions?.(chart.filePath)}
              </div>
            ))}
          </div>
        </section>
      ) : null}

      {warnings.length ? (
        <section className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3" data-testid="run-warnings">
          <h2 className="text-lg font-semibold text-amber-900">{t('runWarnings.title')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-amber-900">
            {warnings.map((warning, index) => (
              <li key={index}>{runWarningText(t, warning)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {notes.length ? (
        <section>
          <h2 className="text-lg font-semibold">{t('toolRuns.sections.notes')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {tables.length ? (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('toolRuns.sections.tables')}</h2>
          {tables.map(({ table, downloadUrl, datasetUrl, filePath }) => (
            <div key={table.id} className="min-w-0">
              <PagedTable table={table} downloadUrl={downloadUrl} />
              {datasetUrl ? <UseAsDatasetLink href={datasetUrl} /> : null}
              {fileActions?.(filePath)}
            </div>
          ))}
        </section>
      ) : null}

      {extraFiles.length ? (
        <section>
          <h2 className="text-lg font-semibold">{t('toolRuns.sections.outputFiles')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {extraFiles.map((file) => (
              <li key={file.name}>
                <a href={file.url} download className="text-brand-600 underline">
                  {file.name}
                </a>
                {file.datasetUrl ? <UseAsDatasetLink href={file.datasetUrl} /> : null}
                {fileActions?.(file.filePath)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

function UseAsDatasetLink({ href }: { href: string }) {
  const { t } = useTranslation()
  return (
    <Link to={href} className="ml-3 text-sm font-medium text-brand-600 hover:underline" data-testid="use-as-dataset">
      {t('newDataset.useAsDataset')} →
    </Link>
  )
}
