import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { loadReportBrand } from '#db/report-brands'
import { fileStorage } from '#db/file-storage'
import { reportBrands } from '#db/schema/analysis-reports'
import { REPORT_BRAND_COMPANY_MAX, REPORT_LOGO_MAX_BYTES } from '#core/analysis-report'
import {
  RASTER_IMAGES,
  rasterImageKind,
  storedImageContentType,
  type RasterImageKind,
} from '../../uploaded-images.server'

/**
 * The brand config of an account (spec 02 §2.5 "edit brand config"): company name, two colours and
 * a logo, applied to the report page and PDF the account reads.
 */

/**
 * The brand form's body limit: a logo a little over REPORT_LOGO_MAX_BYTES still arrives whole, so
 * the form can say "too large" beside the typed fields; a far larger body is refused (413) while it streams.
 */
export const BRAND_FORM_MAX_BYTES = 4 * REPORT_LOGO_MAX_BYTES

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'report.brand.errors.colour')
  .transform((value) => value.toLowerCase())

export const brandFormSchema = z.object({
  companyName: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(REPORT_BRAND_COMPANY_MAX, 'report.brand.errors.companyTooLong')),
  primaryColor: colour,
  accentColor: colour,
  removeLogo: z.literal('on').optional(),
})

export type BrandField = 'companyName' | 'primaryColor' | 'accentColor' | 'logo'

/** What the form shows again after a refused save: the typed values and one message key per field. */
export interface BrandFormRejection {
  values: { companyName: string; primaryColor: string; accentColor: string }
  errors: Partial<Record<BrandField, string>>
}

/** A report logo is a PNG or a JPEG (what the PDF renderer draws), by its content. */
const LOGO_IMAGES = ['png', 'jpeg'] as const

/** `brand/<userId>/logo-<hash>.<png|jpg>`: a new logo gets a new key, so a cached old one is never shown. */
function logoStorageKey(userId: number, bytes: Uint8Array, kind: RasterImageKind): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16)
  return `brand/${userId}/logo-${hash}.${RASTER_IMAGES[kind].suffix}`
}

/** A logo the form reads: nothing chosen (a browser sends an empty file part), or a file. */
function chosenLogo(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : null
}

/**
 * Validates the brand form and stores it for the account, or says what to fix. The new logo is
 * written before the row points at it and the old one removed after, so the row never names a
 * missing file.
 */
export async function saveReportBrand(userId: number, form: FormData): Promise<BrandFormRejection | null> {
  const raw = {
    companyName: String(form.get('companyName') ?? ''),
    primaryColor: String(form.get('primaryColor') ?? ''),
    accentColor: String(form.get('accentColor') ?? ''),
  }
  const errors: BrandFormRejection['errors'] = {}
  const parsed = brandFormSchema.safeParse({ ...raw, removeLogo: form.get('removeLogo') ?? undefined })
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BrandField
      errors[field] ??= issue.message.startsWith('report.') ? issue.message : 'report.brand.errors.invalid'
    }
  const logo = chosenLogo(form.get('logo'))
  let logoBytes: Uint8Array | null = null
  let logoType: RasterImageKind | null = null
  if (logo) {
    if (logo.size > REPORT_LOGO_MAX_BYTES) errors.logo = 'report.brand.errors.logoTooLarge'
    else {
      logoBytes = new Uint8Array(await logo.arrayBuffer())
      logoType = await rasterImageKind(logoBytes, LOGO_IMAGES)
      if (!logoType) errors.logo = 'report.brand.errors.logoType'
    }
  }
  if (!parsed.success || Object.keys(errors).length) return { values: raw, errors }

  const newKey = logoBytes && logoType ? logoStorageKey(userId, logoBytes, logoType) : null
  if (newKey && logoBytes) await fileStorage().put(newKey, logoBytes)
  const { companyName, primaryColor, accentColor, removeLogo } = parsed.data
  let oldKey: string | null
  try {
    oldKey = await getDb().transaction(async (tx) => {
      const [previous] = await tx
        .select({ logoStorageKey: reportBrands.logoStorageKey })
        .from(reportBrands)
        .where(eq(reportBrands.userId, userId))
        .for('update')
      const previousKey = previous?.logoStorageKey ?? null
      const logoStorageKey = newKey ?? (removeLogo ? null : previousKey)
      const values = { companyName, primaryColor, accentColor, logoStorageKey, updatedAt: new Date() }
      await tx
        .insert(reportBrands)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: reportBrands.userId, set: values })
      return previousKey !== logoStorageKey ? previousKey : null
    })
  } catch (error) {
    if (newKey) await fileStorage().remove(newKey)
    throw error
  }
  if (oldKey) await fileStorage().remove(oldKey)
  return null
}

/** The account's own logo, for the logo resource route; null when it has none. */
export async function readReportBrandLogo(userId: number): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const { logoStorageKey } = await loadReportBrand(userId)
  if (!logoStorageKey) return null
  const contentType = storedImageContentType(logoStorageKey)
  if (!contentType) return null
  return { bytes: await fileStorage().get(logoStorageKey), contentType }
}

/** The logo's URL for its owner; the key's hash in `v` keeps a browser from showing a replaced logo. */
export function reportBrandLogoUrl(logoStorageKey: string | null): string | null {
  if (!logoStorageKey) return null
  const version = /logo-([0-9a-f]+)\./.exec(logoStorageKey)?.[1] ?? ''
  return `/resources/report-brand-logo?v=${version}`
}
