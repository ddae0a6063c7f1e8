import { renderToBuffer } from '@react-pdf/renderer'
import type { AnalysisReport, ReportBrand } from '../../core/analysis-report'
import type { Language } from '../../core/language'
import { ReportPdfDocument, type Translate } from './document'
import { registerReportFonts } from './fonts'
import { reportTranslations } from './translations'

export interface RenderReportPdfInput {
  report: AnalysisReport
  brand: ReportBrand
  language: Language
  logo: Buffer | null
  /** JPEG bytes of each chart, by storage key. */
  images: Map<string, Buffer>
}

/** The page count a PDF's page tree declares. */
export function pdfPageCount(pdf: Uint8Array): number {
  const match = /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(Buffer.from(pdf).toString('latin1'))
  if (!match) throw new Error('the PDF has no page tree')
  return Number(match[1])
}

/** Renders the report PDF; the contents' page numbers are filled in during the same render (see AnchorPages). */
export async function renderReportPdf(input: RenderReportPdfInput): Promise<{ pdf: Buffer; pageCount: number }> {
  registerReportFonts()
  const translate = await reportTranslations(input.language)
  const t: Translate = (key, options) => translate(key, options)
  const pdf = await renderToBuffer(
    <ReportPdfDocument
      report={input.report}
      brand={input.brand}
      t={t}
      logo={input.logo}
      images={input.images}
      anchorPages={new Map()}
    />,
  )
  return { pdf, pageCount: pdfPageCount(pdf) }
}
