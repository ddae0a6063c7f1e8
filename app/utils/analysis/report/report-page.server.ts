import type { TranslateText } from '#core/result-text'
import { i18next } from '~/utils/translations.server'
import { z } from 'zod'
import { loadAnalysisReport } from '#db/analysis-report'
import { REPORT_FONT_SIZE, type AnalysisReport, type ReportChart } from '#core/analysis-report'
import { ANALYSIS_STATUS } from '#core/projects'
import type { Language } from '#core/language'
import type { ReportSettings } from '~/components/analysis/report/report-settings'
import { sanitizeRichText } from '~/utils/analysis/introduction.server'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { displayNameChartUrl } from '~/utils/analysis/tooling/sample-names.server'
import type { SessionUser } from '~/utils/auth.server'
import { optional } from '~/utils/request-input.server'
import { toolTaskFileUrl } from '~/utils/tools/tool-result-view.server'
import { loadReportBrand } from '#db/report-brands'
import { reportBrandLogoUrl } from './report-brand.server'

const onOff = z.enum(['0', '1']).transform((value) => value === '1')

/**
 * The report page's query (see ReportSettings). A font size outside REPORT_FONT_SIZE or anything
 * unreadable is a 400: the form's number field already keeps a browser inside the range.
 */
export const reportPageQuery = z.object({
  font: optional(
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .refine((size) => size >= REPORT_FONT_SIZE.min && size <= REPORT_FONT_SIZE.max),
  ).default(String(REPORT_FONT_SIZE.default)),
  eye: optional(onOff).default('0'),
  cover: optional(onOff).default('1'),
  notice: optional(onOff).default('1'),
  brand: optional(z.literal('edit')),
})

export type ReportPageQuery = z.output<typeof reportPageQuery>

/** A chart with the URL of the PNG the page shows. */
export type ReportPageChart = ReportChart & { url: string }

/**
 * The display-name PNG's key ends `<name>.<fingerprint>.png`; the URL carries the same fingerprint
 * (it only keeps browser caches apart), so it is read back from the key instead of querying the names again.
 */
function fingerprintOf(storageKey: string): string {
  const withoutPng = storageKey.slice(0, -'.png'.length)
  return withoutPng.slice(withoutPng.lastIndexOf('.') + 1)
}

function chartUrl(analysisId: string, chart: ReportChart): string {
  return chart.renamed
    ? displayNameChartUrl(analysisId, chart.runId, chart.pngFileName, fingerprintOf(chart.storageKey))
    : toolTaskFileUrl(chart.runId, `output/${chart.pngFileName}`)
}

/**
 * The report as the page shows it: every chart with its URL (the run's own PNG, or the display-name
 * one for renamed charts), and the staff-written HTML sanitised like the introduction pages'.
 */
function forThePage(report: AnalysisReport) {
  return {
    ...report,
    noticeHtml: sanitizeRichText(report.noticeHtml),
    sections: report.sections.map((section) => ({
      ...section,
      html: sanitizeRichText(section.html),
      groups: section.groups.map((group) => ({
        ...group,
        introductionHtml: sanitizeRichText(group.introductionHtml),
        items: group.items.map((item) => ({
          ...item,
          introductionHtml: sanitizeRichText(item.introductionHtml),
          runs: item.runs.map((run) => ({
            ...run,
            charts: run.charts.map((chart): ReportPageChart => ({ ...chart, url: chartUrl(report.analysisId, chart) })),
          })),
        })),
      })),
    })),
  }
}

export type ReportPageReport = ReturnType<typeof forThePage>

/**
 * Everything `/analysis-report/:aId` shows for this viewer: nothing (no project they may view), the
 * status description (not completed), or the report with the viewer's brand config.
 */
export async function loadReportPage(
  analysisId: string | undefined,
  user: SessionUser,
  language: Language,
  query: ReportPageQuery,
) {
  const project = await findViewableProject(analysisId, user)
  if (!project) return { found: false as const }
  if (project.status !== ANALYSIS_STATUS.completed)
    return { found: true as const, completed: false as const, status: project.status }
  const t = (await i18next.getFixedT(language)) as TranslateText
  const [report, brand] = await Promise.all([loadAnalysisReport(project.id, language, { t }), loadReportBrand(user.id)])
  if (!report) return { found: false as const }
  const settings: ReportSettings = { font: query.font, eye: query.eye, cover: query.cover, notice: query.notice }
  return {
    found: true as const,
    completed: true as const,
    report: forThePage(report),
    brand: {
      companyName: brand.companyName,
      primaryColor: brand.primaryColor,
      accentColor: brand.accentColor,
      logoUrl: reportBrandLogoUrl(brand.logoStorageKey),
    },
    settings,
    editingBrand: query.brand === 'edit',
  }
}

export type ReportPageBrand = Extract<Awaited<ReturnType<typeof loadReportPage>>, { completed: true }>['brand']
