import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { users } from '#db/schema/users'
import { DEFAULT_REPORT_BRAND, REPORT_LOGO_MAX_BYTES } from '#core/analysis-report'
import { brandFormSchema, readReportBrandLogo, reportBrandLogoUrl, saveReportBrand } from './report-brand.server'
import { loadReportBrand } from '#db/report-brands'

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function brandForm(fields: Record<string, string>, logo?: File): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    companyName: 'Acme',
    primaryColor: '#0f766e',
    accentColor: '#334155',
    ...fields,
  }))
    form.set(name, value)
  if (logo) form.set('logo', logo)
  return form
}

describe('the brand config form', () => {
  it('keeps #rrggbb colours (lower-cased, as the table requires) and a trimmed company name', () => {
    expect(
      brandFormSchema.parse({ companyName: '  Acme Bio  ', primaryColor: '#1D4ED8', accentColor: '#334155' }),
    ).toEqual({ companyName: 'Acme Bio', primaryColor: '#1d4ed8', accentColor: '#334155' })
  })

  it('refuses a bad colour, a long company name, a large or non-image logo, and returns what was typed', async () => {
    const rejection = await saveReportBrand(
      1,
      brandForm(
        { companyName: 'x'.repeat(61), primaryColor: 'teal', accentColor: '#12345' },
        new File([new Uint8Array(REPORT_LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
      ),
    )
    expect(rejection).toEqual({
      values: { companyName: 'x'.repeat(61), primaryColor: 'teal', accentColor: '#12345' },
      errors: {
        companyName: 'report.brand.errors.companyTooLong',
        primaryColor: 'report.brand.errors.colour',
        accentColor: 'report.brand.errors.colour',
        logo: 'report.brand.errors.logoTooLarge',
      },
    })
    const notImage = await saveReportBrand(1, brandForm({}, new File(['GIF89a...'], 'logo.png', { type: 'image/png' })))
    expect(notImage?.errors).toEqual({ logo: 'report.brand.errors.logoType' })
  })
})

describe('saving the brand config', () => {
  it('stores it per account, replaces the logo file and removes it on request', async () => {
    const [user] = await getDb().insert(users).values({ email: 'brand-owner@example.com' }).returning({ id: users.id })
    const [other] = await getDb().insert(users).values({ email: 'brand-other@example.com' }).returning({ id: users.id })
    expect(await loadReportBrand(user.id)).toEqual(DEFAULT_REPORT_BRAND)

    const firstLogo = new Uint8Array([...PNG_HEADER, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
    expect(
      await saveReportBrand(user.id, brandForm({ primaryColor: '#1D4ED8' }, new File([firstLogo], 'a.png'))),
    ).toBeNull()
    const first = await loadReportBrand(user.id)
    expect(first).toMatchObject({ companyName: 'Acme', primaryColor: '#1d4ed8', accentColor: '#334155' })
    expect(first.logoStorageKey).toMatch(new RegExp(`^brand/${user.id}/logo-[0-9a-f]{16}\\.png$`))
    expect(await readReportBrandLogo(user.id)).toEqual({ bytes: firstLogo, contentType: 'image/png' })
    expect(reportBrandLogoUrl(first.logoStorageKey)).toMatch(/^\/resources\/report-brand-logo\?v=[0-9a-f]{16}$/)
    expect(await loadReportBrand(other.id)).toEqual(DEFAULT_REPORT_BRAND)
    expect(await readReportBrandLogo(other.id)).toBeNull()

    // Saving without a file keeps the logo; a new JPEG replaces it and the old file goes.
    expect(await saveReportBrand(user.id, brandForm({ companyName: 'Acme Labs' }))).toBeNull()
    expect((await loadReportBrand(user.id)).logoStorageKey).toBe(first.logoStorageKey)
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9])
    expect(await saveReportBrand(user.id, brandForm({}, new File([jpeg], 'b.jpg')))).toBeNull()
    const second = await loadReportBrand(user.id)
    expect(second.logoStorageKey).toMatch(/\.jpg$/)
    expect(await fileStorage().exists(first.logoStorageKey!)).toBe(false)
    expect((await readReportBrandLogo(user.id))?.contentType).toBe('image/jpeg')

    expect(await saveReportBrand(user.id, brandForm({ removeLogo: 'on' }))).toBeNull()
    expect((await loadReportBrand(user.id)).logoStorageKey).toBeNull()
    expect(await fileStorage().exists(second.logoStorageKey!)).toBe(false)
  })
})
