import { useTranslation } from 'react-i18next'
import { reportBaseInfoTabs, type ReportIndexEntry, type ReportTable } from '#core/analysis-report'
import { runWarningText } from '#core/tool-results'
import { formatTableCell } from '#core/number-format'
import type { ReportPageBrand, ReportPageReport } from '~/utils/analysis/report/report-page.server'

type Section = ReportPageReport['sections'][number]
type Group = Section['groups'][number]
type Item = Group['items'][number]
type Run = Item['runs'][number]

/**
 * Staff-written rich text (the report template's and the project's): the same trusted HTML the
 * project page shows. Sizes are in em so the reader's font size scales everything.
 */
const RICH_TEXT_CLASS = [
  'max-w-none leading-relaxed',
  '[&_h1]:mb-2 [&_h1]:mt-4 [&_h1]:text-[1.4em] [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-[1.25em]',
  '[&_h2]:font-semibold [&_h3]:mb-1 [&_h3]:mt-3 [&_h3]:font-semibold [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_table]:my-2 [&_td]:border',
  '[&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1',
].join(' ')

function RichText({ html }: { html: string }) {
  if (!html.trim()) return null
  return <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
}

/** The title of an index line or heading: sections are named by their kind, the rest by their own title. */
export function useEntryTitle() {
  const { t } = useTranslation()
  return (entry: Pick<ReportIndexEntry, 'title' | 'sectionKind'>) =>
    entry.sectionKind ? t(`report.sections.${entry.sectionKind}`) : entry.title
}

/** The cover page (spec 02 §2.5): the brand's logo, name and colours with the report's identifying fields. */
export function ReportCover({ report, brand }: { report: ReportPageReport; brand: ReportPageBrand }) {
  const { t } = useTranslation()
  const { cover } = report
  const fields: [string, string, string][] = [
    ['trackingNumber', t('report.cover.trackingNumber'), cover.trackingNumber],
    ['analysisId', t('report.cover.analysisId'), cover.analysisId],
    ['customerName', t('report.cover.customerName'), cover.customerName],
    ['reportDate', t('report.cover.reportDate'), cover.reportDate ?? t('report.cover.noDate')],
    ['contactEmail', t('report.cover.contactEmail'), cover.contactEmail],
  ]
  return (
    <section className="report-page report-cover flex flex-col gap-[2em] py-[2em]" data-testid="report-cover">
      <div className="h-[0.6em] rounded-sm" style={{ backgroundColor: brand.primaryColor }} />
      <div className="flex flex-wrap items-center gap-[1em]">
        <img src={brand.logoUrl ?? '/favicon.svg'} alt="" className="h-[4em] w-auto max-w-[12em] object-contain" />
        {brand.companyName ? (
          <p className="text-[1.4em] font-semibold" style={{ color: brand.accentColor }} data-testid="cover-company">
            {brand.companyName}
          </p>
        ) : null}
      </div>
      <div>
        <h1 className="text-[2.2em] font-bold leading-tight" style={{ color: brand.primaryColor }}>
          {report.projectName}
        </h1>
        <p className="mt-[0.4em] text-[1.3em]" style={{ color: brand.accentColor }}>
          {report.analysisName} · {t('report.word')}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-[1.5em] gap-y-[0.6em] sm:grid-cols-[max-content_1fr]">
        {fields.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium opacity-70">{label}</dt>
            <dd className="break-all" data-testid={`cover-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="h-[0.3em] rounded-sm" style={{ backgroundColor: brand.accentColor }} />
    </section>
  )
}

/** The index page: every section, group and item, numbered, linking to its heading. */
export function ReportIndexList({ index, testId }: { index: ReportIndexEntry[]; testId: string }) {
  const entryTitle = useEntryTitle()
  return (
    <ol className="flex flex-col gap-[0.3em]" data-testid={testId}>
      {index.map((entry) => (
        <li
          key={entry.anchor}
          className={entry.depth === 1 ? 'font-semibold' : entry.depth === 2 ? 'pl-[1.2em]' : 'pl-[2.4em] opacity-90'}
          data-depth={entry.depth}
        >
          <a href={`#${entry.anchor}`} className="hover:underline">
            <span className="mr-[0.5em] tabular-nums">{entry.number}</span>
            {entryTitle(entry)}
          </a>
        </li>
      ))}
    </ol>
  )
}

export function ReportIndexPage({ report }: { report: ReportPageReport }) {
  const { t } = useTranslation()
  return (
    <section className="report-page report-index py-[2em]" data-testid="report-index-page">
      <h2 className="mb-[1em] text-[1.6em] font-bold">{t('report.index')}</h2>
      <ReportIndexList index={report.index} testId="report-index" />
    </section>
  )
}

function TableBlock({ table }: { table: ReportTable }) {
  const { t } = useTranslation()
  return (
    <figure className="report-table my-[1em]" data-testid="report-table" data-rows={table.rows.length}>
      <figcaption className="mb-[0.4em] font-medium">{table.title}</figcaption>
      <div className="max-w-full overflow-x-auto rounded border border-slate-200">
        <table className="min-w-full border-collapse text-[0.9em]">
          <thead className="bg-slate-50/60">
            <tr>
              {table.columns.map((column, i) => (
                <th key={i} className="whitespace-nowrap border-b border-slate-200 px-[0.6em] py-[0.3em] text-left">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="border-b border-slate-100 last:border-0">
                {row.map((cell, c) => (
                  <td
                    key={c}
                    className={`whitespace-nowrap px-[0.6em] py-[0.25em] tabular-nums ${typeof cell === 'number' ? 'text-right' : ''}`}
                  >
                    {formatTableCell(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.rows.length < table.rowCount ? (
        <p className="mt-[0.3em] text-[0.85em] opacity-70" data-testid="report-table-cut">
          {t('report.rowsShown', { shown: table.rows.length, total: table.rowCount })}
        </p>
      ) : null}
    </figure>
  )
}

function RunBlock({ run, showName }: { run: Run; showName: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="my-[1em]" data-testid="report-run">
      {showName ? <h5 className="mb-[0.5em] font-semibold">{run.name}</h5> : null}
      {run.warnings.length ? (
        <ul
          className="my-[0.6em] list-disc rounded border border-amber-300 bg-amber-50 py-[0.4em] pl-[1.5em] text-[0.9em] text-amber-900"
          data-testid="report-run-warnings"
        >
          {run.warnings.map((warning, i) => (
            <li key={i}>{runWarningText(t, warning)}</li>
          ))}
        </ul>
      ) : null}
      {run.charts.map((chart) => (
        <figure key={`${chart.id}-${chart.pngFileName}`} className="report-chart my-[1em]">
          <img
            src={chart.url}
            width={chart.width}
            height={chart.height}
            loading="lazy"
            alt={chart.title}
            className="h-auto max-w-full"
            data-testid="report-chart"
          />
          <figcaption className="mt-[0.3em] text-center text-[0.9em] opacity-80">{chart.title}</figcaption>
        </figure>
      ))}
      {run.tables.map((table, i) => (
        <TableBlock key={i} table={table} />
      ))}
      {run.notes.length ? (
        <ul className="my-[0.6em] list-disc pl-[1.5em] text-[0.9em] opacity-80">
          {run.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function ItemBlock({ item }: { item: Item }) {
  const { t } = useTranslation()
  return (
    <article id={item.anchor} className="mt-[1.5em] scroll-mt-24" data-testid="report-item">
      <h4 className="mb-[0.5em] text-[1.15em] font-semibold">
        <span className="mr-[0.5em] tabular-nums">{item.number}</span>
        {item.title}
      </h4>
      <RichText html={item.introductionHtml} />
      {item.runs.length ? (
        item.runs.map((run) => <RunBlock key={run.id} run={run} showName={item.runs.length > 1} />)
      ) : (
        <p className="opacity-70" data-testid="report-item-empty">
          {t('report.noRuns')}
        </p>
      )}
    </article>
  )
}

function BaseInfoTable({ group }: { group: Group }) {
  const { t } = useTranslation()
  return reportBaseInfoTabs(group, t).map((tab) => (
    <div key={tab.name} className="my-[1em] max-w-full overflow-x-auto">
      <table className="min-w-full border-collapse text-[0.95em]" data-testid="report-base-info">
        <caption className="px-[0.6em] py-[0.3em] text-left font-medium">{tab.name}</caption>
        <tbody>
          {tab.pairs.map((pair) => (
            <tr key={pair.attribute} className="border-b border-slate-200">
              <th className="w-1/3 px-[0.6em] py-[0.3em] text-left font-medium">{pair.attribute}</th>
              <td className="px-[0.6em] py-[0.3em]">{pair.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ))
}

function GroupBlock({ group }: { group: Group }) {
  return (
    <section id={group.anchor} className="mt-[2em] scroll-mt-24" data-testid="report-group" data-kind={group.kind}>
      <h3 className="mb-[0.6em] text-[1.35em] font-bold">
        <span className="mr-[0.5em] tabular-nums">{group.number}</span>
        {group.title}
      </h3>
      <RichText html={group.introductionHtml} />
      {group.kind === 'projectIntroduction' ? <BaseInfoTable group={group} /> : null}
      {group.items.map((item) => (
        <ItemBlock key={item.anchor} item={item} />
      ))}
    </section>
  )
}

/** Sections 1-5, each on its own printed page. */
export function ReportSections({ report, primaryColor }: { report: ReportPageReport; primaryColor: string }) {
  const { t } = useTranslation()
  const entryTitle = useEntryTitle()
  return report.sections.map((section) => (
    <section
      key={section.anchor}
      id={section.anchor}
      className="report-section scroll-mt-24 py-[1.5em]"
      data-testid="report-section"
      data-kind={section.kind}
    >
      <h2
        className="mb-[0.8em] border-b-2 pb-[0.3em] text-[1.6em] font-bold"
        style={{ borderColor: primaryColor, color: primaryColor }}
      >
        <span className="mr-[0.5em] tabular-nums">{section.number}</span>
        {entryTitle({ title: '', sectionKind: section.kind })}
      </h2>
      <RichText html={section.html} />
      {!section.html.trim() && !section.groups.length ? <p className="opacity-80">{t('report.emptySection')}</p> : null}
      {section.groups.map((group) => (
        <GroupBlock key={group.anchor} group={group} />
      ))}
    </section>
  ))
}
