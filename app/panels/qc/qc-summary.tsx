import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { DrawnChartSpec } from '#core/charts/chart-spec'
import { useHydrated } from '~/utils/use-hydrated'

// chart.js loads only in the browser, after the page works without it.
const ChartCanvas = lazy(() => import('~/components/tool-results/chart-canvas.client'))

export const QC_STATUS_LIST = ['Pass', 'Warn', 'Fail'] as const
export type QcStatusName = (typeof QC_STATUS_LIST)[number]

/** Pass green, Warn orange, Fail red (spec 03 §4), the same in the pie, the table and the charts. */
export const QC_STATUS_COLOR: Record<QcStatusName, string> = { Pass: '#16a34a', Warn: '#f97316', Fail: '#dc2626' }

interface Summary {
  sampleCount: number
  counts: Record<QcStatusName, number>
  percentages: Record<QcStatusName, number>
}

/** The pass/warn/fail summary: a pie (an SVG without JavaScript, chart.js with it), the sample count and the shares. */
export function QcSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const labels = QC_STATUS_LIST.map((status) => t(`qc.status.${status}`))
  const svg = <PieSvg counts={summary.counts} labels={labels} title={t('qc.summary.pieTitle')} />
  const spec: DrawnChartSpec = {
    id: 'qc-summary',
    title: t('qc.summary.pieTitle'),
    type: 'pie',
    data: {
      labels,
      datasets: [
        {
          data: QC_STATUS_LIST.map((status) => summary.counts[status]),
          backgroundColor: QC_STATUS_LIST.map((status) => QC_STATUS_COLOR[status]),
        },
      ],
    },
    options: { plugins: { legend: { position: 'bottom' } } },
    width: 240,
    height: 240,
  }
  return (
    <section
      className="flex flex-col items-center gap-6 rounded-lg border border-slate-200 p-4 sm:flex-row"
      aria-labelledby="qc-summary-title"
      data-testid="qc-summary"
    >
      <div
        className="w-48 shrink-0"
        data-testid="qc-pie"
        data-counts={QC_STATUS_LIST.map((s) => summary.counts[s]).join(',')}
      >
        {hydrated ? (
          <Suspense fallback={svg}>
            <ChartCanvas spec={spec} />
          </Suspense>
        ) : (
          svg
        )}
      </div>
      <div className="flex flex-col gap-3">
        <h3 id="qc-summary-title" className="text-base font-semibold">
          {t('qc.summary.title')}
        </h3>
        <p className="text-sm text-slate-700">
          {t('qc.summary.sampleCount')}{' '}
          <strong className="text-lg" data-testid="qc-sample-count">
            {summary.sampleCount}
          </strong>
        </p>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          {QC_STATUS_LIST.map((status) => (
            <div
              key={status}
              className="rounded-md border border-slate-200 px-3 py-2"
              data-testid={`qc-share-${status}`}
            >
              <dt className="flex items-center gap-1.5 text-slate-600">
                <span
                  className="inline-block h-2.5 w-2.5 rounded-full"
                  style={{ background: QC_STATUS_COLOR[status] }}
                />
                {t(`qc.status.${status}`)}
              </dt>
              <dd className="font-semibold">
                <span data-testid={`qc-count-${status}`}>{summary.counts[status]}</span>
                <span className="ml-1 font-normal text-slate-600" data-testid={`qc-percent-${status}`}>
                  {summary.percentages[status].toFixed(2)}%
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

/** The pie drawn on the server: one arc per status with samples, a full disc when one status has them all. */
function PieSvg({ counts, labels, title }: { counts: Record<QcStatusName, number>; labels: string[]; title: string }) {
  const total = QC_STATUS_LIST.reduce((sum, status) => sum + counts[status], 0)
  const radius = 90
  const centre = 100
  let angle = -Math.PI / 2
  const slices = QC_STATUS_LIST.flatMap((status, index) => {
    const count = counts[status]
    if (count === 0) return []
    const label = `${labels[index]}: ${count}`
    if (count === total)
      return [
        <circle key={status} cx={centre} cy={centre} r={radius} fill={QC_STATUS_COLOR[status]}>
          <title>{label}</title>
        </circle>,
      ]
    const start = angle
    angle += (count / total) * 2 * Math.PI
    const [x1, y1] = [centre + radius * Math.cos(start), centre + radius * Math.sin(start)]
    const [x2, y2] = [centre + radius * Math.cos(angle), centre + radius * Math.sin(angle)]
    const large = angle - start > Math.PI ? 1 : 0
    return [
      <path
        key={status}
        d={`M${centre},${centre} L${x1.toFixed(2)},${y1.toFixed(2)} A${radius},${radius} 0 ${large} 1 ${x2.toFixed(2)},${y2.toFixed(2)} Z`}
        fill={QC_STATUS_COLOR[status]}
      >
        <title>{label}</title>
      </path>,
    ]
  })
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={title} className="h-auto w-full">
      {total === 0 ? <circle cx={centre} cy={centre} r={radius} fill="#e2e8f0" /> : slices}
    </svg>
  )
}
