/**
 * The analysis report (spec 02 §2.5): one model, built on the server in the reader's language, that
 * both the report page and the PDF render. Texts in the model are already in that language; labels
 * (cover fields, "Contents", section kinds) are i18n keys the renderers translate.
 */

import type { RunWarning } from './tool-results'

/** Report font size (spec 02 §9): minimum 1, default 9, the reset button sets 15; the maximum is ours. */
export const REPORT_FONT_SIZE = { min: 1, default: 9, reset: 15, max: 40 } as const

/** A report PDF smaller than this is a failure (spec 02 §5). */
export const REPORT_PDF_MIN_BYTES = 1024

/** A report PDF request: queued, being built by the worker, ready to download, or failed. */
export const REPORT_PDF_STATUS = { queued: 0, building: 1, ready: 2, failed: 3 } as const
export type ReportPdfStatus = (typeof REPORT_PDF_STATUS)[keyof typeof REPORT_PDF_STATUS]

/** The report's five numbered sections, in order (spec 02 §2.5). */
export const REPORT_SECTION_KINDS = ['experiment', 'analysis', 'results', 'appendix', 'references'] as const
export type ReportSectionKind = (typeof REPORT_SECTION_KINDS)[number]

/** A result table cut to the report's row limit; `rowCount` is the table's full length. */
export interface ReportTable {
  title: string
  columns: string[]
  rows: (string | number | null)[][]
  rowCount: number
}

/**
 * A result chart. `storageKey` is the PNG to show (the run's own, or the one drawn with the
 * project's display names); `pngFileName` and `runId` let the page build its URL.
 */
export interface ReportChart {
  id: string
  title: string
  width: number
  height: number
  runId: number
  pngFileName: string
  storageKey: string
  /** True when the chart names a renamed sample: its PNG is the display-name one. */
  renamed: boolean
}

/** One run of an item in the report: its name (the run setting's, e.g. "Genus") and its result. */
export interface ReportRun {
  id: number
  name: string
  charts: ReportChart[]
  tables: ReportTable[]
  notes: string[]
  warnings: RunWarning[]
}

/** An analysis item of a tools group: its report introduction (HTML) and its successful runs. */
export interface ReportItem {
  anchor: string
  /** "3.2.1" */
  number: string
  title: string
  introductionHtml: string
  runs: ReportRun[]
}

/** Base-info pairs of one tab (e.g. project_info), shown as a two-column table. */
export interface ReportBaseInfoTab {
  name: string
  pairs: { attribute: string; value: string }[]
}

/** What the platform knows of every project, in this order; each label is the i18n key `report.projectFacts.<label>`. */
export type ReportProjectFactLabel =
  'projectName' | 'analysisName' | 'trackingNumber' | 'analysisId' | 'customer' | 'sampleCount' | 'groups' | 'createdAt'

export interface ReportProjectFact {
  label: ReportProjectFactLabel
  value: string
}

/**
 * A group inside section 3 (spec 02 §2.5 group types in the report): type 1 the project
 * introduction with its base-info table, type 2 an analyses list with results, type 3 a group
 * introduction (rich text). QC (4), one-click (5) and global dataset (8) groups are not in the report.
 */
export interface ReportGroup {
  anchor: string
  /** "3.2" */
  number: string
  title: string
  kind: 'projectIntroduction' | 'analyses' | 'introduction'
  introductionHtml: string
  /** The project introduction's base info: first the project's own facts, then the batch's base-info tabs. */
  projectFacts: ReportProjectFact[]
  baseInfo: ReportBaseInfoTab[]
  items: ReportItem[]
}

export interface ReportSection {
  anchor: string
  /** "1" ... "5" */
  number: string
  kind: ReportSectionKind
  /** Rich text of the section (sections 1, 2, 4 and 5; section 3's groups carry their own). */
  html: string
  groups: ReportGroup[]
}

export interface ReportCover {
  trackingNumber: string
  analysisId: string
  customerName: string
  /** `YYYY-MM-DD HH:mm` from projectEndTime (spec 02 §2.5), null when the project has none yet. */
  reportDate: string | null
  contactEmail: string
}

/** One line of the index: a section, group or item with its depth (1, 2, 3). */
export interface ReportIndexEntry {
  anchor: string
  number: string
  /** The title in the reader's language; for sections an i18n key is not needed: `kind` names it. */
  title: string
  sectionKind?: ReportSectionKind
  depth: 1 | 2 | 3
}

export interface AnalysisReport {
  analysisId: string
  /** ANALYSIS_STATUS; only 2 (completed) has sections. */
  status: number
  trackingNumber: string
  projectName: string
  analysisName: string
  /** Page title (spec 02 §2.5): `tracking number / batch id - analysis name`, the renderer adds "report". */
  title: string
  cover: ReportCover
  /** The dismissible notice (HTML), empty when the template has none. */
  noticeHtml: string
  sections: ReportSection[]
  index: ReportIndexEntry[]
  /** Figures in the report, for the progress message and the benchmark. */
  chartCount: number
}

/** Brand config (spec 02 §2.5 edit brand config), stored per account and applied to the page and the PDF. */
export interface ReportBrand {
  companyName: string
  /** `#rrggbb` */
  primaryColor: string
  /** `#rrggbb` */
  accentColor: string
  /** Storage key of the uploaded logo, null for the platform's logo. */
  logoStorageKey: string | null
}

export const DEFAULT_REPORT_BRAND: ReportBrand = {
  companyName: '',
  primaryColor: '#0f766e',
  accentColor: '#334155',
  logoStorageKey: null,
}

/** Brand logo uploads: PNG or JPEG up to 1 MiB. */
export const REPORT_LOGO_MAX_BYTES = 1024 * 1024
export const REPORT_BRAND_COMPANY_MAX = 60

/**
 * The base-info tables of a project introduction as the page and the PDF print them: the project's facts (labels
 * translated) first, then the batch's own tabs.
 */
export function reportBaseInfoTabs(
  group: Pick<ReportGroup, 'projectFacts' | 'baseInfo'>,
  t: (key: string) => string,
): ReportBaseInfoTab[] {
  const facts = group.projectFacts.length
    ? [
        {
          name: t('report.projectFacts.title'),
          pairs: group.projectFacts.map((fact) => ({
            attribute: t(`report.projectFacts.${fact.label}`),
            value: fact.value,
          })),
        },
      ]
    : []
  return [...facts, ...group.baseInfo]
}
