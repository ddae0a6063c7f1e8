import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import Html from 'react-pdf-html'
import {
  reportBaseInfoTabs,
  type AnalysisReport,
  type ReportBrand,
  type ReportChart,
  type ReportGroup,
  type ReportItem,
  type ReportRun,
  type ReportSection,
  type ReportTable,
} from '../../core/analysis-report'
import { REPORT_PDF_FONT } from './fonts'
import { runWarningText } from '../../core/tool-results'
import { formatTableCell } from '../../core/number-format'

/** Translates a `reportPdf.*` key in the PDF's language. */
export type Translate = (key: string, options?: Record<string, string | number>) => string

/** A4 in points, with the page margins; charts are scaled to the width between the margins. */
const PAGE = { width: 595.28, height: 841.89, marginX: 48, marginTop: 64, marginBottom: 56 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX
/** The tallest a chart may be drawn, so a chart and its title fit one page. */
const CHART_MAX_HEIGHT = PAGE.height - PAGE.marginTop - PAGE.marginBottom - 60
/** Columns a result table shows; wider tables say how many are left out (the page has room for no more). */
export const PDF_TABLE_MAX_COLUMNS = 8

export interface ReportPdfInput {
  report: AnalysisReport
  brand: ReportBrand
  t: Translate
  /** The brand logo (PNG or JPEG bytes), null for the company name alone. */
  logo: Buffer | null
  /** JPEG bytes of each chart by storage key; a chart without bytes is drawn as a grey box of its size. */
  images: Map<string, Buffer>
  /** Filled by the headings' markers and read by the contents during the render. */
  anchorPages: AnchorPages
}

const styles = StyleSheet.create({
  page: {
    fontFamily: REPORT_PDF_FONT,
    fontSize: 9,
    color: '#1e293b',
    paddingTop: PAGE.marginTop,
    paddingBottom: PAGE.marginBottom,
    paddingHorizontal: PAGE.marginX,
  },
  header: {
    position: 'absolute',
    top: 24,
    left: PAGE.marginX,
    right: PAGE.marginX,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    borderBottomWidth: 0.75,
    paddingBottom: 4,
    fontSize: 7.5,
    color: '#64748b',
  },
  headerLogo: { height: 16, maxWidth: 90, objectFit: 'contain', objectPositionX: 0 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: PAGE.marginX,
    right: PAGE.marginX,
    textAlign: 'center',
    fontSize: 7.5,
    color: '#64748b',
  },
  coverPage: { fontFamily: REPORT_PDF_FONT, fontSize: 10, color: '#1e293b', padding: 0 },
  coverBand: { height: 14 },
  coverBody: { flexGrow: 1, paddingHorizontal: 64, paddingTop: 72 },
  coverLogo: { height: 48, maxWidth: 200, objectFit: 'contain', objectPositionX: 0, marginBottom: 16 },
  coverCompany: { fontSize: 14, fontWeight: 700, marginBottom: 96 },
  coverProject: { fontSize: 22, fontWeight: 700, lineHeight: 1.3 },
  coverTitle: { fontSize: 16, marginTop: 8, marginBottom: 48 },
  coverRow: { flexDirection: 'row', paddingVertical: 6, borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1' },
  coverLabel: { width: 120, color: '#64748b' },
  coverValue: { flex: 1 },
  tocTitle: { fontSize: 16, fontWeight: 700, marginBottom: 12 },
  tocLine: {
    flexDirection: 'row',
    alignItems: 'flex-end',
    paddingVertical: 2,
    color: '#1e293b',
    textDecoration: 'none',
  },
  tocText: { flex: 1 },
  tocPage: { width: 36, textAlign: 'right' },
  sectionHeading: { fontSize: 15, fontWeight: 700, marginBottom: 10, paddingBottom: 4, borderBottomWidth: 1.5 },
  groupHeading: { fontSize: 12.5, fontWeight: 700, marginTop: 14, marginBottom: 6 },
  itemHeading: { fontSize: 11, fontWeight: 700, marginTop: 12, marginBottom: 4 },
  runHeading: { fontSize: 9.5, fontWeight: 700, marginTop: 8, marginBottom: 4 },
  figure: { marginVertical: 6, alignItems: 'center' },
  figureBox: { backgroundColor: '#f1f5f9' },
  caption: { fontSize: 8, color: '#475569', marginTop: 3, textAlign: 'center' },
  table: { marginVertical: 6, borderTopWidth: 0.75, borderBottomWidth: 0.75, borderColor: '#94a3b8' },
  tableTitle: { fontSize: 8.5, fontWeight: 700, marginTop: 6 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.25, borderBottomColor: '#e2e8f0' },
  tableHead: { fontWeight: 700, backgroundColor: '#f1f5f9' },
  tableCell: { flex: 1, paddingHorizontal: 3, paddingVertical: 1.5, fontSize: 7, lineHeight: 1.3 },
  tableNote: { fontSize: 7.5, color: '#64748b' },
  note: { fontSize: 8, color: '#475569', marginTop: 2 },
  warning: { fontSize: 8, color: '#92400e', marginTop: 2 },
  marker: { position: 'absolute', top: 0, left: 0, fontSize: 4, color: '#ffffff' },
})

/** Rich text styles: every tag in the one font family (react-pdf-html defaults to Times). */
const htmlStylesheet = {
  body: { fontFamily: REPORT_PDF_FONT, margin: 0 },
  p: { marginVertical: 3 },
  h2: { fontSize: 12, marginVertical: 6 },
  h3: { fontSize: 10.5, marginVertical: 4 },
  h4: { fontSize: 9.5, marginVertical: 3 },
  ul: { marginVertical: 3 },
  ol: { marginVertical: 3 },
  li_bullet: { width: 14 },
  code: { fontFamily: REPORT_PDF_FONT, backgroundColor: '#f1f5f9' },
  table: { marginVertical: 4, borderWidth: 0.5, borderColor: '#94a3b8' },
  td: { padding: 2, borderWidth: 0.25, borderColor: '#cbd5e1' },
  th: { padding: 2, borderWidth: 0.25, borderColor: '#cbd5e1', backgroundColor: '#f1f5f9' },
}

function RichText({ html }: { html: string }) {
  if (!html.trim()) return null
  return (
    <Html stylesheet={htmlStylesheet} style={{ fontSize: 9, lineHeight: 1.5 }}>
      {html}
    </Html>
  )
}

/**
 * The contents' page numbers, filled while react-pdf paginates. It lays out the pages in order and
 * resolves every dynamic text (`render`) on each page it splits off, so a marker's last call names
 * the page its heading landed on; once every page is split it resolves the dynamic texts of all
 * pages again in order, and by then the contents (page 2) read the final pages of all anchors. One
 * render is enough: the numbers sit in a fixed-width box, so filling them in moves nothing.
 */
export type AnchorPages = Map<string, number>

/** Records the page its heading lands on; draws nothing visible. */
function AnchorMarker({ anchor, pages }: { anchor: string; pages: AnchorPages }) {
  return (
    <Text
      style={styles.marker}
      render={({ pageNumber }) => {
        pages.set(anchor, pageNumber)
        return ' '
      }}
    />
  )
}

/** A chart's size on the page: its pixel aspect, at most the content width and a page's height. */
export function chartBox(chart: Pick<ReportChart, 'width' | 'height'>): { width: number; height: number } {
  const aspect = chart.height / chart.width
  let width = Math.min(CONTENT_WIDTH, chart.width * 0.75)
  if (width * aspect > CHART_MAX_HEIGHT) width = CHART_MAX_HEIGHT / aspect
  return { width, height: width * aspect }
}

function Figure({ chart, images }: { chart: ReportChart; images: ReportPdfInput['images'] }) {
  const box = chartBox(chart)
  const bytes = images.get(chart.storageKey)
  return (
    <View style={styles.figure} wrap={false}>
      {bytes ? <Image src={{ data: bytes, format: 'jpg' }} style={box} /> : <View style={[styles.figureBox, box]} />}
      <Text style={styles.caption}>{chart.title}</Text>
    </View>
  )
}

function ResultTable({ table, t }: { table: ReportTable; t: Translate }) {
  const columns = table.columns.slice(0, PDF_TABLE_MAX_COLUMNS)
  return (
    <View>
      <Text style={styles.tableTitle} minPresenceAhead={40}>
        {table.title}
      </Text>
      <View style={styles.table}>
        <View style={[styles.tableRow, styles.tableHead]} fixed={false} wrap={false}>
          {columns.map((column, index) => (
            <Text key={index} style={styles.tableCell}>
              {column}
            </Text>
          ))}
        </View>
        {table.rows.map((row, rowIndex) => (
          <View key={rowIndex} style={styles.tableRow} wrap={false}>
            {columns.map((_, index) => (
              <Text key={index} style={styles.tableCell}>
                {formatTableCell(row[index])}
              </Text>
            ))}
          </View>
        ))}
      </View>
      {table.rows.length < table.rowCount ? (
        <Text style={styles.tableNote}>
          {t('report.rowsShown', { shown: table.rows.length, total: table.rowCount })}
        </Text>
      ) : null}
      {table.columns.length > columns.length ? (
        <Text style={styles.tableNote}>
          {t('reportPdf.columnsShown', { shown: columns.length, total: table.columns.length })}
        </Text>
      ) : null}
    </View>
  )
}

function BaseInfo({ group, t }: { group: ReportGroup; t: Translate }) {
  return (
    <>
      {reportBaseInfoTabs(group, t).map((tab, tabIndex) => (
        <ResultTable
          key={tabIndex}
          t={t}
          table={{
            title: tab.name,
            columns: [t('reportPdf.attribute'), t('reportPdf.value')],
            rows: tab.pairs.map((pair) => [pair.attribute, pair.value]),
            rowCount: tab.pairs.length,
          }}
        />
      ))}
    </>
  )
}

function Run({ run, input, showName }: { run: ReportRun; input: ReportPdfInput; showName: boolean }) {
  return (
    <View>
      {showName ? (
        <Text style={styles.runHeading} minPresenceAhead={120}>
          {run.name}
        </Text>
      ) : null}
      {run.charts.map((chart) => (
        <Figure key={chart.storageKey} chart={chart} images={input.images} />
      ))}
      {run.tables.map((table, index) => (
        <ResultTable key={index} table={table} t={input.t} />
      ))}
      {run.warnings.map((warning, index) => (
        <Text key={`warning-${index}`} style={styles.warning}>
          {runWarningText(input.t, warning)}
        </Text>
      ))}
      {run.notes.map((note, index) => (
        <Text key={index} style={styles.note}>
          {note}
        </Text>
      ))}
    </View>
  )
}

function SectionHeading({ section, input }: { section: ReportSection; input: ReportPdfInput }) {
  return (
    <View id={section.anchor}>
      <Text
        style={[
          styles.sectionHeading,
          { color: input.brand.primaryColor, borderBottomColor: input.brand.primaryColor },
        ]}
      >
        {section.number} {input.t(`report.sections.${section.kind}`)}
      </Text>
      <AnchorMarker anchor={section.anchor} pages={input.anchorPages} />
      <RichText html={section.html} />
    </View>
  )
}

function GroupHeading({ group, input }: { group: ReportGroup; input: ReportPdfInput }) {
  return (
    <View id={group.anchor}>
      <Text style={[styles.groupHeading, { color: input.brand.primaryColor }]} minPresenceAhead={120}>
        {group.number} {group.title}
      </Text>
      <AnchorMarker anchor={group.anchor} pages={input.anchorPages} />
      <RichText html={group.introductionHtml} />
      <BaseInfo group={group} t={input.t} />
    </View>
  )
}

function ItemHeading({ item, input }: { item: ReportItem; input: ReportPdfInput }) {
  return (
    <View id={item.anchor}>
      <Text style={[styles.itemHeading, { color: input.brand.accentColor }]} minPresenceAhead={120}>
        {item.number} {item.title}
      </Text>
      <AnchorMarker anchor={item.anchor} pages={input.anchorPages} />
      <RichText html={item.introductionHtml} />
    </View>
  )
}

/** What one PDF page run holds: headings (section, group, item) and the results that follow them. */
interface Chunk {
  key: string
  section?: ReportSection
  group?: ReportGroup
  /** The item whose heading starts the run. */
  itemHeading?: ReportItem
  /** The item the runs belong to, and the runs. */
  item?: ReportItem
  runs: ReportRun[]
}

/**
 * The body split into page runs: each section starts one, and each run of an analysis item does,
 * the first carrying the item's heading (and its group's and section's when it is their first).
 * react-pdf lays out again everything after a page break within one <Page>, so one long <Page>
 * costs time quadratic in its length; short runs keep the Global Patterns report fast.
 */
function chunks(sections: ReportSection[]): Chunk[] {
  const result: Chunk[] = []
  let pending: Omit<Chunk, 'runs' | 'key'> & { key?: string } = {}
  const flush = (chunk: Omit<Chunk, 'key'> & { key: string }) => {
    result.push({ ...pending, ...chunk, key: pending.key ?? chunk.key })
    pending = {}
  }
  for (const section of sections) {
    if (pending.key) flush({ key: pending.key, runs: [] })
    pending = { key: section.anchor, section }
    for (const group of section.groups) {
      if (pending.group || pending.itemHeading) flush({ key: pending.key!, runs: [] })
      pending = { ...pending, key: pending.key ?? group.anchor, group }
      for (const item of group.items) {
        if (pending.itemHeading) flush({ key: pending.key!, runs: [] })
        pending = { ...pending, key: pending.key ?? item.anchor, itemHeading: item }
        item.runs.forEach((run, index) => flush({ key: `${item.anchor}-${index}`, item, runs: [run] }))
      }
    }
  }
  if (pending.key) flush({ key: pending.key, runs: [] })
  return result
}

/** A page run with the fixed header (logo or company, project title) and footer (page X / Y). */
function BodyPage({ input, children }: { input: ReportPdfInput; children: ReactNode }) {
  const { report, brand, t, logo } = input
  return (
    <Page size="A4" style={styles.page}>
      <View style={[styles.header, { borderBottomColor: brand.primaryColor }]} fixed>
        {logo ? (
          <Image src={logo} style={styles.headerLogo} />
        ) : (
          <Text>{brand.companyName || t('reportPdf.platformName')}</Text>
        )}
        <Text>
          {report.projectName} {t('report.word')}
        </Text>
      </View>
      {children}
      <Text
        style={styles.footer}
        fixed
        render={({ pageNumber, totalPages }) => t('reportPdf.pageOf', { page: pageNumber, total: totalPages })}
      />
    </Page>
  )
}

function Contents({ input }: { input: ReportPdfInput }) {
  const { report, t, anchorPages } = input
  return (
    <View>
      <Text style={[styles.tocTitle, { color: input.brand.primaryColor }]}>{t('report.index')}</Text>
      {report.index.map((entry) => (
        <Link key={entry.anchor} src={`#${entry.anchor}`} style={styles.tocLine}>
          <Text
            style={[styles.tocText, { paddingLeft: (entry.depth - 1) * 14, fontWeight: entry.depth === 1 ? 700 : 400 }]}
          >
            {entry.number} {entry.sectionKind ? t(`report.sections.${entry.sectionKind}`) : entry.title}
          </Text>
          <Text style={styles.tocPage} render={() => String(anchorPages.get(entry.anchor) ?? '')} />
        </Link>
      ))}
    </View>
  )
}

function Cover({ input }: { input: ReportPdfInput }) {
  const { report, brand, t, logo } = input
  const rows: [string, string][] = [
    [t('report.cover.trackingNumber'), report.cover.trackingNumber],
    [t('report.cover.analysisId'), report.cover.analysisId],
    [t('report.cover.customerName'), report.cover.customerName],
    [t('report.cover.reportDate'), report.cover.reportDate ?? '-'],
    [t('report.cover.contactEmail'), report.cover.contactEmail],
  ]
  return (
    <Page size="A4" style={styles.coverPage}>
      <View style={[styles.coverBand, { backgroundColor: brand.primaryColor }]} />
      <View style={styles.coverBody}>
        {logo ? <Image src={logo} style={styles.coverLogo} /> : null}
        <Text style={[styles.coverCompany, { color: brand.accentColor }]}>
          {brand.companyName || t('reportPdf.platformName')}
        </Text>
        <Text style={[styles.coverProject, { color: brand.primaryColor }]}>{report.projectName}</Text>
        <Text style={styles.coverTitle}>
          {report.analysisName} {t('report.word')}
        </Text>
        {rows.map(([label, value]) => (
          <View key={label} style={styles.coverRow}>
            <Text style={styles.coverLabel}>{label}</Text>
            <Text style={styles.coverValue}>{value}</Text>
          </View>
        ))}
      </View>
      <View style={[styles.coverBand, { backgroundColor: brand.accentColor }]} />
    </Page>
  )
}

/** The report PDF (A4): cover, contents with page numbers, sections 1-5; header and footer on each later page. */
export function ReportPdfDocument(input: ReportPdfInput) {
  const { report, brand, t } = input
  return (
    <Document title={`${report.title} ${t('report.word')}`} author={brand.companyName || undefined}>
      <Cover input={input} />
      <BodyPage input={input}>
        <Contents input={input} />
      </BodyPage>
      {chunks(report.sections).map((chunk) => (
        <BodyPage key={chunk.key} input={input}>
          {chunk.section ? <SectionHeading section={chunk.section} input={input} /> : null}
          {chunk.group ? <GroupHeading group={chunk.group} input={input} /> : null}
          {chunk.itemHeading ? <ItemHeading item={chunk.itemHeading} input={input} /> : null}
          {chunk.runs.map((run) => (
            <Run
              key={run.id}
              run={run}
              input={input}
              showName={!!chunk.item && (chunk.item.runs.length > 1 || run.name !== chunk.item.title)}
            />
          ))}
        </BodyPage>
      ))}
    </Document>
  )
}
