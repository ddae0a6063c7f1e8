import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { REPORT_FONT_SIZE, type ReportIndexEntry } from '#core/analysis-report'
import { ReportIndexList } from './report-document'
import { settingsQuery, type ReportSettings } from './report-settings'

const linkButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50'

/**
 * The side panel (spec 02 §2.5): cover/index toggle, reading config, the brand config button and
 * a collapsible index. Every control is a link or a GET form round-tripping the query; with
 * JavaScript (`onChange` given) it changes the page's settings in place instead.
 */
export function ReportSidePanel({
  settings,
  onChange,
  onEditBrand,
  index,
}: {
  settings: ReportSettings
  onChange: ((settings: ReportSettings) => void) | null
  onEditBrand: (() => void) | null
  index: ReportIndexEntry[]
}) {
  const { t } = useTranslation()
  const [typedFont, setTypedFont] = useState(String(settings.font))
  const apply = (next: ReportSettings) => (event: MouseEvent) => {
    if (!onChange) return
    event.preventDefault()
    onChange(next)
    if (next.font !== settings.font) setTypedFont(String(next.font))
  }
  return (
    <aside
      className="report-side-panel flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 print:hidden"
      data-testid="report-side-panel"
    >
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('report.panel.display')}</h2>
        <a
          href={settingsQuery({ ...settings, cover: !settings.cover })}
          onClick={apply({ ...settings, cover: !settings.cover })}
          className={linkButtonClass}
          data-on={settings.cover}
          data-testid="toggle-cover"
        >
          {settings.cover ? t('report.panel.hideCover') : t('report.panel.showCover')}
        </a>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('report.panel.reading')}</h2>
        <form
          method="get"
          className="flex flex-wrap items-end gap-2"
          data-testid="font-form"
          onSubmit={(event) => {
            if (!onChange) return
            event.preventDefault()
            const size = Number(typedFont)
            if (Number.isInteger(size) && size >= REPORT_FONT_SIZE.min && size <= REPORT_FONT_SIZE.max)
              onChange({ ...settings, font: size })
          }}
        >
          {/* The GET form keeps the other settings (see settingsQuery). */}
          {settings.eye ? <input type="hidden" name="eye" value="1" /> : null}
          {!settings.cover ? <input type="hidden" name="cover" value="0" /> : null}
          {!settings.notice ? <input type="hidden" name="notice" value="0" /> : null}
          <label className="flex flex-col gap-1">
            <span>{t('report.panel.fontSize')}</span>
            <input
              type="number"
              name="font"
              min={REPORT_FONT_SIZE.min}
              max={REPORT_FONT_SIZE.max}
              step={1}
              required
              value={typedFont}
              onChange={(event) => {
                setTypedFont(event.target.value)
                const size = Number(event.target.value)
                if (onChange && Number.isInteger(size) && size >= REPORT_FONT_SIZE.min && size <= REPORT_FONT_SIZE.max)
                  onChange({ ...settings, font: size })
              }}
              className="w-20 rounded-md border border-slate-300 px-2 py-1"
              data-testid="font-size"
            />
          </label>
          <button type="submit" className={linkButtonClass}>
            {t('report.panel.apply')}
          </button>
          <a
            href={settingsQuery({ ...settings, font: REPORT_FONT_SIZE.reset })}
            onClick={apply({ ...settings, font: REPORT_FONT_SIZE.reset })}
            className={linkButtonClass}
            data-testid="font-reset"
          >
            {t('report.panel.reset')}
          </a>
        </form>
        <a
          href={settingsQuery({ ...settings, eye: !settings.eye })}
          onClick={apply({ ...settings, eye: !settings.eye })}
          className={linkButtonClass}
          data-on={settings.eye}
          data-testid="toggle-eye"
        >
          {settings.eye ? t('report.panel.eyeOff') : t('report.panel.eyeOn')}
        </a>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('report.panel.brand')}</h2>
        <a
          href={settingsQuery(settings, { brand: 'edit' })}
          onClick={(event) => {
            if (!onEditBrand) return
            event.preventDefault()
            onEditBrand()
          }}
          className={linkButtonClass}
          data-testid="edit-brand"
        >
          {t('report.panel.editBrand')}
        </a>
      </section>
      <details open className="group">
        <summary className="cursor-pointer font-semibold">{t('report.index')}</summary>
        <nav className="mt-2 max-h-[50vh] overflow-y-auto text-[13px]">
          <ReportIndexList index={index} testId="panel-index" />
        </nav>
      </details>
    </aside>
  )
}
