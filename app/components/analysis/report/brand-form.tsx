import * as Dialog from '@radix-ui/react-dialog'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { REPORT_BRAND_COMPANY_MAX } from '#core/analysis-report'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import type { BrandFormRejection } from '~/utils/analysis/report/report-brand.server'
import type { ReportPageBrand } from '~/utils/analysis/report/report-page.server'

/**
 * The brand config form: company name, primary and accent colours, a PNG or JPEG logo (or removing
 * it). It posts to the report route (multipart); a refused save comes back with the typed values.
 */
export function BrandForm({
  brand,
  rejection,
  action,
  onCancelHref,
  onCancel,
}: {
  brand: ReportPageBrand
  rejection: BrandFormRejection | undefined
  action: string
  onCancelHref: string
  onCancel: (() => void) | null
}) {
  const { t } = useTranslation()
  const saving = useNavigation().state === 'submitting'
  const values = rejection?.values ?? brand
  const errors = rejection?.errors ?? {}
  const field = (name: keyof BrandFormRejection['errors']) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `brand-${name}-error` : undefined,
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={action}
      className="flex flex-col gap-4"
      data-testid="brand-form"
    >
      <input type="hidden" name="intent" value="brand" />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('report.brand.companyName')}</span>
        <input
          name="companyName"
          defaultValue={values.companyName}
          maxLength={REPORT_BRAND_COMPANY_MAX}
          className={inputClass}
          {...field('companyName')}
        />
        <FieldErrors id="brand-companyName-error" errors={errors.companyName ? [errors.companyName] : undefined} />
      </label>
      <div className="flex flex-wrap gap-6">
        {(['primaryColor', 'accentColor'] as const).map((name) => (
          <label key={name} className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t(`report.brand.${name}`)}</span>
            <input
              type="color"
              name={name}
              defaultValue={/^#[0-9a-fA-F]{6}$/.test(values[name]) ? values[name] : brand[name]}
              className="h-10 w-20 cursor-pointer rounded border border-slate-300 bg-white"
              {...field(name)}
            />
            <FieldErrors id={`brand-${name}-error`} errors={errors[name] ? [errors[name]] : undefined} />
          </label>
        ))}
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('report.brand.logo')}</span>
          <input type="file" name="logo" accept="image/png,image/jpeg" className="text-sm" {...field('logo')} />
        </label>
        <p className="text-xs text-slate-500">{t('report.brand.logoHint')}</p>
        <FieldErrors id="brand-logo-error" errors={errors.logo ? [errors.logo] : undefined} />
        {brand.logoUrl ? (
          <div className="mt-2 flex items-center gap-3">
            <img src={brand.logoUrl} alt="" className="h-10 w-auto max-w-[8rem] object-contain" />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="removeLogo" />
              {t('report.brand.removeLogo')}
            </label>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <a
          href={onCancelHref}
          onClick={(event) => {
            if (!onCancel) return
            event.preventDefault()
            onCancel()
          }}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm"
        >
          {t('report.brand.cancel')}
        </a>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {t('report.brand.save')}
        </button>
      </div>
    </Form>
  )
}

/** With JavaScript the same form opens in a dialog over the report. */
export function BrandDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          data-testid="brand-dialog"
          aria-describedby={undefined}
        >
          <Dialog.Title className="mb-4 text-lg font-semibold">{t('report.brand.title')}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
