import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { useHydrated } from '~/utils/use-hydrated'
import type { QcRuleFormValues } from './qc-pane.server'
import type { QcRuleErrors } from '~/utils/analysis/tooling/qc-rules.server'
import { useQcHref } from './qc-href'

const BOUNDS = ['failLow', 'failHigh', 'warningLow', 'warningHigh'] as const

/** What the page's action answers for an invalid rule (qc-actions.server.ts): the errors and everything typed. */
export interface QcActionData {
  tooling: 'qc'
  errors: QcRuleErrors
  values: QcRuleFormValues
}

/**
 * Adds or edits a rule: its name, whether it is the default, and per metric four bounds (empty for
 * none). With JavaScript it is a dialog over the page; without, the same form inline (`?ruleEdit=`).
 * It posts to the project page, which re-renders it with the errors and the typed values.
 */
export function QcRuleForm({
  metrics,
  values,
  errors,
}: {
  metrics: string[]
  values: QcRuleFormValues
  errors?: QcActionData['errors']
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const href = useQcHref()
  const navigation = useNavigation()
  const nameRef = useRef<HTMLInputElement>(null)
  const adding = values.id === 'new'
  const closeTo = href({ ruleEdit: null })
  const navigate = useNavigate()
  useEffect(() => {
    if (hydrated) nameRef.current?.focus()
  }, [hydrated])
  // Escape closes the dialog, as the Cancel link does.
  useEffect(() => {
    if (!hydrated) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeTo, { preventScrollReset: true })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [hydrated, navigate, closeTo])

  const form = (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="qc-rule-form-title"
      data-testid="qc-rule-form"
      noValidate
    >
      <h3 id="qc-rule-form-title" className="text-base font-semibold">
        {adding ? t('qc.ruleForm.addTitle') : t('qc.ruleForm.editTitle')}
      </h3>
      {adding ? null : <input type="hidden" name="ruleId" value={values.id} />}
      <div>
        <label htmlFor="qc-rule-name" className="mb-1 block text-sm font-medium">
          {t('qc.ruleForm.name')}
        </label>
        <input
          ref={nameRef}
          id="qc-rule-name"
          name="name"
          defaultValue={values.name}
          maxLength={50}
          className={inputClass}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={errors?.name ? 'qc-rule-name-error' : undefined}
        />
        <FieldErrors id="qc-rule-name-error" errors={errors?.name ? [errors.name] : undefined} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isDefault" defaultChecked={values.isDefault} />
        {t('qc.ruleForm.setDefault')}
      </label>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="mb-1 text-left text-xs text-slate-600">{t('qc.ruleForm.boundsHint')}</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-1 py-1">
                {t('qc.ruleForm.metric')}
              </th>
              {BOUNDS.map((bound) => (
                <th key={bound} scope="col" className="whitespace-nowrap px-1 py-1">
                  {t(`qc.bounds.${bound}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {metrics.map((metric, row) => (
              <tr key={metric} className="align-top">
                <th scope="row" className="whitespace-nowrap px-1 py-1 font-medium">
                  {metric}
                </th>
                {BOUNDS.map((bound) => {
                  const error = errors?.bounds?.[metric]?.[bound]
                  const id = `qc-bound-${row}-${bound}`
                  return (
                    <td key={bound} className="px-1 py-1">
                      <input
                        id={id}
                        name={`bound.${bound}.${metric}`}
                        defaultValue={values.bounds[metric]?.[bound] ?? ''}
                        inputMode="decimal"
                        className={`${inputClass} min-w-[6rem] !py-1`}
                        aria-label={`${metric} ${t(`qc.bounds.${bound}`)}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                      />
                      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-end gap-2">
        <Link
          preventScrollReset
          to={closeTo}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm"
          data-testid="qc-rule-cancel"
        >
          {t('qc.ruleForm.cancel')}
        </Link>
        <button
          type="submit"
          name="intent"
          value="qc.saveRule"
          className={primaryButtonClass}
          disabled={navigation.state === 'submitting'}
          data-testid="qc-rule-save"
        >
          {t('qc.ruleForm.save')}
        </button>
      </div>
    </Form>
  )
  if (!hydrated) return form
  return (
    <div
      className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4"
      role="dialog"
      aria-modal="true"
      aria-labelledby="qc-rule-form-title"
      data-testid="qc-rule-dialog"
    >
      <div className="mt-10 w-full max-w-3xl">{form}</div>
    </div>
  )
}
