import { eq } from 'drizzle-orm'
import { getDb } from './client'
import { reportBrands } from './schema/analysis-reports'
import { DEFAULT_REPORT_BRAND, type ReportBrand } from '../core/analysis-report'

/** An account's report brand config (the page and the PDF it reads), or the platform's when it has saved none. */
export async function loadReportBrand(userId: number): Promise<ReportBrand> {
  const [brand] = await getDb()
    .select({
      companyName: reportBrands.companyName,
      primaryColor: reportBrands.primaryColor,
      accentColor: reportBrands.accentColor,
      logoStorageKey: reportBrands.logoStorageKey,
    })
    .from(reportBrands)
    .where(eq(reportBrands.userId, userId))
  return brand ?? DEFAULT_REPORT_BRAND
}
