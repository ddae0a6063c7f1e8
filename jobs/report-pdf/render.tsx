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

/**
 * Renders the report PDF in two passes: the first lays the document out with boxes in place of the
 * charts (no image decoding) and records the page of every anchor, the second draws it with the
 * images and the contents' page numbers. The contents take the same room in both passes (the page
 * numbers sit in a fixed-width box), so the pages the first pass records are the final ones.
 */
export async function renderReportPdf(input: RenderReportPdfInput): Promise<{ pdf: Buffer; pageCount: number }> {
  registerReportFonts()
  const translate = await reportTranslations(input.language)
  const t: Translate = (key, options) => translate(key, options)
  const tocPages = new Map<string, number>()
  await renderToBuffer(
    <ReportPdfDocument
      report={input.report}
      brand={input.brand}
      t={t}
      logo={input.logo}
      images={null}
      tocPages={null}
      onAnchorPage={(anchor, page) => {
        // react-pdf renders a dynamic text again after it splits the pages: the last call has the final page.
        tocPages.set(anchor, page)
      }}
    />,
  )
  const pdf = await renderToBuffer(
    <ReportPdfDocument
      report={input.report}
      brand={input.brand}
      t={t}
      logo={input.logo}
      images={input.images}
      tocPages={tocPages}
    />,
  )
  return { pdf, pageCount: pdfPageCount(pdf) }
}
