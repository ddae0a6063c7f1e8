import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CHART_STYLE_LIMITS, type ChartStyle } from '#core/charts/chart-restyle'
import { PALETTE_NAMES } from '#core/charts/palettes'
import { inputClass, primaryButtonClass } from '~/components/ui/field'

/** The query names of chart `index`'s restyle on `/task/:id` (`c<index>.<field>`): every chart keeps its own. */
export function chartStylePrefix(index: number): string {
  return `c${index}.`
}

/**
 * Restyles a finished chart without running the analysis again: a GET form on the task page (so it works without
 * JavaScript and the restyled page can be bookmarked or shared), whose values the chart, its PNG and its SVG and
 * PDF downloads are drawn with. The other charts' restyles and the tables' pages stay in the query.
 */
export function ChartRestyleForm({
  index,
  style,
  original,
}: {
  index: number
  style: ChartStyle
  original: { title: string; xLabel?: string; yLabel?: string; width: number; height: number }
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const prefix = chartStylePrefix(index)
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => !name.startsWith(prefix))
  const resetHref = `${location.pathname}${kept.length ? `?${new URLSearchParams(kept)}` : ''}#chart-${index}`
  const restyled = Object.values(style).some((value) => value !== undefined)
  const id = (field: string) => `chart-${index}-${field}`
  const textField = (field: 'title' | 'xLabel' | 'yLabel', placeholder: string | undefined) => (
    <label htmlFor={id(field)} className="flex flex-col gap-1 text-sm">
      <span className="text-slate-600">{t(`toolResult.restyle.${field}`)}</span>
      <input
        id={id(field)}
        name={`${prefix}${field}`}
        defaultValue={style[field] ?? ''}
        placeholder={placeholder}
        maxLength={CHART_STYLE_LIMITS.textLength}
        className={inputClass}
      />
    </label>
  )
  const numberField = (field: 'width' | 'height' | 'fontSize', min: number, max: number, placeholder: number) => (
    <label htmlFor={id(field)} className="flex flex-col gap-1 text-sm">
      <span className="text-slate-600">{t(`toolResult.restyle.${field}`)}</span>
      <input
        id={id(field)}
        name={`${prefix}${field}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        defaultValue={style[field] ?? ''}
        placeholder={String(placeholder)}
        className={inputClass}
      />
    </label>
  )
  return (
    <details className="mt-3 rounded-md border border-slate-200 px-3 py-2" open={restyled} data-testid="chart-restyle">
      <summary className="cursor-pointer text-sm font-medium text-brand-600">{t('toolResult.restyle.summary')}</summary>
      <Form method="get" preventScrollReset className="mt-3 flex flex-col gap-3" id={`chart-${index}`}>
        {kept.map(([name, value], keptIndex) => (
          <input key={`${name}-${keptIndex}`} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-3 sm:grid-cols-3">
          {textField('title', original.title)}
          {textField('xLabel', original.xLabel)}
          {textField('yLabel', original.yLabel)}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <label htmlFor={id('palette')} className="flex flex-col gap-1 text-sm">
            <span className="text-slate-600">{t('toolResult.restyle.palette')}</span>
            <select
              id={id('palette')}
              name={`${prefix}palette`}
              defaultValue={style.palette ?? ''}
              className={inputClass}
            >
              <option value="">{t('toolResult.restyle.paletteAsDrawn')}</option>
              {PALETTE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(`toolResult.restyle.palettes.${name}`)}
                </option>
              ))}
            </select>
          </label>
          {numberField('width', CHART_STYLE_LIMITS.minWidth, CHART_STYLE_LIMITS.maxWidth, original.width)}
          {numberField('height', CHART_STYLE_LIMITS.minHeight, CHART_STYLE_LIMITS.maxHeight, original.height)}
          {numberField('fontSize', CHART_STYLE_LIMITS.minFontSize, CHART_STYLE_LIMITS.maxFontSize, 12)}
        </div>
        <p className="text-xs text-slate-500">{t('toolResult.restyle.note')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButtonClass}>
            {t('toolResult.restyle.submit')}
          </button>
          {restyled ? (
            <Link to={resetHref} preventScrollReset className="text-sm text-brand-600 underline">
              {t('toolResult.restyle.reset')}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  )
}
