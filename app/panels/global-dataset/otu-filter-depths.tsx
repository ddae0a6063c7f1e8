import { useTranslation } from 'react-i18next'

interface SampleDepth {
  sampleId: string
  reads: number
}

/** The depth flattening would rarefy to: the custom value, the smallest non-empty sample, or none. */
export function flatteningDepth(depths: readonly SampleDepth[], type: string, value: string): number | null {
  if (type === '2') {
    const depth = Number(value)
    return Number.isInteger(depth) && depth >= 1 ? depth : null
  }
  if (type !== '1') return null
  const nonEmpty = depths.filter((depth) => depth.reads > 0).map((depth) => depth.reads)
  return nonEmpty.length ? Math.min(...nonEmpty) : null
}

const WIDTH = 480
const HEIGHT = 160
const AXIS = 24

/**
 * Beyond the spec: each sample's reads in the raw table, smallest first, with the flattening depth
 * drawn across and the samples below it (which flattening would drop) in red. An SVG, so it reads
 * the same without JavaScript; with it, it follows the depth as it is typed. The feature rules run
 * before flattening and lower the totals, so the preview may drop more samples than marked here.
 */
export function OtuFilterDepths({
  depths,
  flatteningType,
  flatteningValue,
}: {
  depths: SampleDepth[] | null
  flatteningType: string
  flatteningValue: string
}) {
  const { t } = useTranslation()
  if (!depths)
    return (
      <p className="text-sm text-slate-500" data-testid="otu-depths-preparing">
        {t('otuFilter.depths.preparing')}
      </p>
    )
  const sorted = [...depths].sort((a, b) => a.reads - b.reads)
  const depth = flatteningDepth(depths, flatteningType, flatteningValue)
  const dropped = depth === null ? [] : sorted.filter((sample) => sample.reads < depth)
  const highest = Math.max(1, ...sorted.map((sample) => sample.reads), depth ?? 0)
  const barWidth = (WIDTH - AXIS) / Math.max(1, sorted.length)
  const y = (reads: number) => HEIGHT - (reads / highest) * (HEIGHT - 8)
  return (
    <figure className="flex min-w-0 flex-1 flex-col gap-2" data-testid="otu-depths">
      <figcaption className="text-sm font-medium">{t('otuFilter.depths.title')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 4}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={t('otuFilter.depths.chartLabel', { count: sorted.length, max: highest.toLocaleString() })}
      >
        <text x={AXIS + 4} y={10} fontSize={10} fill="#64748b">
          {highest.toLocaleString()}
        </text>
        <line x1={AXIS} x2={AXIS} y1={0} y2={HEIGHT} stroke="#94a3b8" />
        <line x1={AXIS} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#94a3b8" />
        {sorted.map((sample, index) => (
          <rect
            key={sample.sampleId}
            x={AXIS + index * barWidth + 1}
            y={y(sample.reads)}
            width={Math.max(1, barWidth - 2)}
            height={HEIGHT - y(sample.reads)}
            fill={depth !== null && sample.reads < depth ? '#dc2626' : '#0ea5e9'}
          >
            <title>{`${sample.sampleId}: ${sample.reads.toLocaleString()}`}</title>
          </rect>
        ))}
        {depth !== null ? (
          <line
            x1={AXIS}
            x2={WIDTH}
            y1={y(depth)}
            y2={y(depth)}
            stroke="#f59e0b"
            strokeDasharray="4 3"
            strokeWidth={2}
          />
        ) : null}
      </svg>
      <p className="text-sm text-slate-600" data-testid="otu-depths-summary">
        {depth === null
          ? t('otuFilter.depths.noDepth')
          : t('otuFilter.depths.dropped', { depth: depth.toLocaleString(), count: dropped.length })}
      </p>
      {dropped.length ? (
        <p className="break-words text-xs text-red-700" data-testid="otu-depths-dropped">
          {dropped.map((sample) => `${sample.sampleId} (${sample.reads.toLocaleString()})`).join(', ')}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{t('otuFilter.depths.note')}</p>
    </figure>
  )
}
