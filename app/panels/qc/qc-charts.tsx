import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { DrawnChartSpec } from '#core/charts/chart-spec'
import { useHydrated } from '~/utils/use-hydrated'
import type { QcPaneWithData } from './pane-data'
import { QC_STATUS_COLOR, type QcStatusName } from './qc-summary'

const ChartCanvas = lazy(() => import('~/components/tool-results/chart-canvas.client'))

type MetricChart = NonNullable<Extract<QcPaneWithData, { data: 'charts' }>['charts']>[number]

const BOUND_STYLE = {
  failLow: { color: QC_STATUS_COLOR.Fail, dash: [] },
  failHigh: { color: QC_STATUS_COLOR.Fail, dash: [] },
  warningLow: { color: QC_STATUS_COLOR.Warn, dash: [6, 4] },
  warningHigh: { color: QC_STATUS_COLOR.Warn, dash: [6, 4] },
} as const

/**
 * One chart per metric of the QC table: each sample's value as a bar in its status's colour, and
 * the chosen rule's bounds as lines (chart.js with JavaScript). Without JavaScript the same figures
 * are a table, so nothing is lost.
 */
export function QcCharts({ charts }: { charts: MetricChart[] }) {
  const { t } = useTranslation()
  if (charts.length === 0) return <p className="text-sm text-slate-600">{t('qc.charts.none')}</p>
  return (
    <div className="flex flex-col gap-4" data-testid="qc-charts">
      {charts.map((chart) => (
        <MetricFigure key={chart.metric} chart={chart} />
      ))}
    </div>
  )
}

function MetricFigure({ chart }: { chart: MetricChart }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const bounds = chart.bounds
  const boundEntries = bounds
    ? (Object.keys(BOUND_STYLE) as (keyof typeof BOUND_STYLE)[]).flatMap((bound) => {
        const value = bounds[bound]
        return typeof value === 'number' ? [[bound, value] as const] : []
      })
    : []
  const spec: DrawnChartSpec = {
    id: `qc-${chart.metric}`,
    title: chart.metric,
    type: 'bar',
    data: {
      labels: chart.samples.map((sample) => sample.sample),
      datasets: [
        {
          label: chart.metric,
          data: chart.samples.map((sample) => sample.value),
          backgroundColor: chart.samples.map((sample) =>
            sample.status ? QC_STATUS_COLOR[sample.status as QcStatusName] : '#64748b',
          ),
        },
      ],
    },
    options: {
      plugins: {
        legend: { display: false },
        annotation: {
          annotations: Object.fromEntries(
            boundEntries.map(([bound, value]) => [
              bound,
              {
                type: 'line',
                yMin: value,
                yMax: value,
                borderColor: BOUND_STYLE[bound].color,
                borderWidth: 2,
                borderDash: BOUND_STYLE[bound].dash,
                label: { display: true, content: `${t(`qc.bounds.${bound}`)} ${value}`, position: 'start' },
              },
            ]),
          ),
        },
      },
      scales: { x: { ticks: { autoSkip: false, maxRotation: 90, minRotation: 45 } } },
    },
    width: 900,
    height: 360,
  }
  const fallback = (
    <div className="max-h-80 overflow-auto">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th className="px-2 py-1">{t('qc.charts.sample')}</th>
            <th className="px-2 py-1">{chart.metric}</th>
            <th className="px-2 py-1">{t('qc.table.status')}</th>
          </tr>
        </thead>
        <tbody>
          {chart.samples.map((sample) => (
            <tr key={sample.sample} className="border-t border-slate-100">
              <td className="px-2 py-1">{sample.sample}</td>
              <td className="px-2 py-1">{sample.value ?? '–'}</td>
              <td
                className="px-2 py-1"
                style={sample.status ? { color: QC_STATUS_COLOR[sample.status as QcStatusName] } : {}}
              >
                {sample.status ? t(`qc.status.${sample.status}`) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
  return (
    <figure className="rounded-lg border border-slate-200 p-4" data-testid="qc-metric-chart" data-metric={chart.metric}>
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{chart.metric}</span>
        <span className="text-xs text-slate-600">
          {boundEntries.length === 0
            ? t('qc.charts.noBounds')
            : boundEntries.map(([bound, value]) => `${t(`qc.bounds.${bound}`)} ${value}`).join(' · ')}
        </span>
      </figcaption>
      {hydrated ? (
        <Suspense fallback={fallback}>
          <ChartCanvas spec={spec} />
        </Suspense>
      ) : (
        fallback
      )}
    </figure>
  )
}
