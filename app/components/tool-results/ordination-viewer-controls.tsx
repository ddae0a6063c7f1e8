import { useTranslation } from 'react-i18next'
import type { DrawnChartSpec } from '#core/charts/chart-spec'
import { restyleChart, type ChartStyle } from '#core/charts/chart-restyle'
import { ordinationViewChart, type OrdinationView } from '#core/charts/ordination-viewer'
import { inputClass } from '~/components/ui/field'

type DrawnViewer = NonNullable<DrawnChartSpec['viewer']>

const sameView = (a: OrdinationView, b: OrdinationView) =>
  a.x === b.x && a.y === b.y && a.colour === b.colour && a.shape === b.shape

/**
 * The chart drawn with `view`: the spec as it came (with its restyle) for the stored view, else redrawn from its
 * viewer in the browser, keeping the restyle's palette (its axis titles belong to the stored axes).
 */
export function viewedChart(spec: DrawnChartSpec, view: OrdinationView, style: ChartStyle | null): DrawnChartSpec {
  if (!spec.viewer || sameView(view, spec.viewer.view)) return spec
  // The spec's words are already in the reader's language, so the redrawn chart's are too.
  const redrawn = ordinationViewChart(spec, view) as DrawnChartSpec
  return style?.palette ? restyleChart(redrawn, { palette: style.palette }) : redrawn
}

/** What the canvas shows, for its accessible name: a redraw changes no text outside the canvas but the selects. */
export function useViewDescription(viewer: DrawnViewer, view: OrdinationView): string {
  const { t } = useTranslation()
  return t('toolResult.viewer.description', {
    x: viewer.axes[view.x].title,
    y: viewer.axes[view.y].title,
    colour: view.colour ?? t('toolResult.viewer.none'),
    shape: view.shape ?? t('toolResult.viewer.none'),
  })
}

/**
 * The viewer's choices (as QIIME 2's Emperor): the two axes, the column colouring the points and the categorical
 * column shaping them. Only with JavaScript: the chart is redrawn in the browser from the result, without a run;
 * without JavaScript the picture of the stored view stays.
 */
export function OrdinationViewerControls({
  chartIndex,
  viewer,
  view,
  onChange,
}: {
  chartIndex: number
  viewer: DrawnViewer
  view: OrdinationView
  onChange: (view: OrdinationView) => void
}) {
  const { t } = useTranslation()
  const id = (field: string) => `chart-${chartIndex}-viewer-${field}`
  const axisSelect = (field: 'x' | 'y') => (
    <label htmlFor={id(field)} className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="text-slate-600">{t(field === 'x' ? 'toolResult.viewer.xAxis' : 'toolResult.viewer.yAxis')}</span>
      <select
        id={id(field)}
        value={view[field]}
        onChange={(event) => onChange({ ...view, [field]: Number(event.target.value) })}
        className={inputClass}
      >
        {viewer.axes.map((axis, index) => (
          <option key={axis.name} value={index}>
            {axis.title}
          </option>
        ))}
      </select>
    </label>
  )
  const columnSelect = (field: 'colour' | 'shape') => (
    <label htmlFor={id(field)} className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="text-slate-600">
        {t(field === 'colour' ? 'toolResult.viewer.colour' : 'toolResult.viewer.shape')}
      </span>
      <select
        id={id(field)}
        value={view[field] ?? ''}
        onChange={(event) => onChange({ ...view, [field]: event.target.value || null })}
        className={inputClass}
      >
        <option value="">{t('toolResult.viewer.none')}</option>
        {viewer.columns
          .filter((column) => field === 'colour' || column.type === 'categorical')
          .map((column) => (
            <option key={column.name} value={column.name}>
              {field === 'colour' && column.type === 'numeric'
                ? t('toolResult.viewer.numericColumn', { column: column.name })
                : column.name}
            </option>
          ))}
      </select>
    </label>
  )
  return (
    <fieldset className="mt-3 rounded-md border border-slate-200 px-3 py-2" data-testid="ordination-viewer">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('toolResult.viewer.legend')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {axisSelect('x')}
        {axisSelect('y')}
        {columnSelect('colour')}
        {columnSelect('shape')}
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('toolResult.viewer.note')}</p>
    </fieldset>
  )
}
