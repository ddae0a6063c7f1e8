import { Form } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, primaryButtonClass } from '~/components/ui/field'
import { useHydrated } from '~/utils/use-hydrated'
import type { OtuFilterActionData } from './otu-filter-actions.server'
import { OtuFilterDepths } from './otu-filter-depths'
import type { ReadyFilterContent } from './pane-data'

export type OtuFilterActionView = OtuFilterActionData

/** The spec's taxonomy types (spec 03 §3). */
const RANKS = ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species'] as const

const numberInputClass =
  'w-24 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm aria-[invalid=true]:border-red-400'
const selectClass = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm'
const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50'

/**
 * The four rules (spec 03 §2.6, §3): taxonomy keep/remove rules, prevalence, total count and
 * flattening, posted to the page. Adding or removing a taxonomy rule row is a round trip too, so
 * the form needs no JavaScript; with it, the custom flattening value shows only for custom
 * flattening and the depth chart follows the value as it is typed.
 */
export function OtuFilterForm({
  content,
  actionData,
  canSave,
}: {
  content: ReadyFilterContent
  actionData: OtuFilterActionView | null
  canSave: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const values = actionData?.values ?? content.values
  const errors = actionData?.errors ?? {}
  const [flatteningType, setFlatteningType] = useState(values.flattening_type)
  const [flatteningValue, setFlatteningValue] = useState(values.flattening_value)
  const invalid = (field: string) => (errors[field]?.length ? true : undefined)
  const errorId = (field: string) => `otu-filter-${field.replaceAll('.', '-')}-error`

  const numberInput = (name: keyof typeof values, label: string, integer: boolean) => (
    <input
      type="number"
      name={name}
      min={1}
      step={integer ? 1 : 'any'}
      defaultValue={String(values[name])}
      aria-label={label}
      aria-invalid={invalid(name)}
      aria-describedby={invalid(name) ? errorId(name) : undefined}
      className={numberInputClass}
      data-testid={`otu-filter-${name}`}
    />
  )
  const keepSelect = (name: 'checked2_keep' | 'checked3_keep', label: string) => (
    <select name={name} defaultValue={values[name]} aria-label={label} className={selectClass}>
      <option value="keep">{t('otuFilter.form.keep')}</option>
      <option value="remove">{t('otuFilter.form.remove')}</option>
    </select>
  )

  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-4" data-testid="otu-filter-form" noValidate>
      {/* Enter in a field previews: the first submit button is the form's default. */}
      <button type="submit" name="intent" value="filter.preview" className="sr-only" tabIndex={-1} aria-hidden>
        {t('otuFilter.form.preview')}
      </button>
      {Object.keys(errors).length > 0 ? (
        <p className="rounded-md bg-red-50 p-2 text-sm text-red-700" role="alert" data-testid="otu-filter-errors">
          {t('otuFilter.form.hasErrors')}
        </p>
      ) : null}

      <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('otuFilter.form.rule1')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="checked1" defaultChecked={values.checked1} data-testid="otu-filter-checked1" />
          {t('otuFilter.form.checked1')}
        </label>
        {values.rules.map((rule, index) => {
          const field = `rules.${index}.value`
          return (
            <div key={index} className="flex flex-wrap items-center gap-2" data-testid="otu-filter-rule">
              <select
                name="rule_keep"
                defaultValue={rule.keep}
                aria-label={t('otuFilter.form.ruleKeep')}
                className={selectClass}
              >
                <option value="keep">{t('otuFilter.form.keep')}</option>
                <option value="remove">{t('otuFilter.form.remove')}</option>
              </select>
              <select
                name="rule_type"
                defaultValue={rule.type}
                aria-label={t('otuFilter.form.ruleType')}
                className={selectClass}
              >
                {RANKS.map((rank) => (
                  <option key={rank} value={rank}>
                    {t(`otuFilter.ranks.${rank}`)}
                  </option>
                ))}
              </select>
              <input
                type="text"
                name="rule_value"
                defaultValue={rule.value}
                maxLength={100}
                aria-label={t('otuFilter.form.ruleValue')}
                aria-invalid={invalid(field)}
                placeholder={t('otuFilter.form.ruleValuePlaceholder')}
                className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
                data-testid="otu-filter-rule-value"
              />
              <button
                type="submit"
                name="intent"
                value={`filter.removeRule.${index}`}
                className="text-sm text-red-700 underline"
              >
                {t('otuFilter.form.removeRule')}
              </button>
              {rule.value.trim() === '' ? (
                <p className="basis-full text-sm text-amber-700" data-testid="otu-filter-rule-warning">
                  {t('otuFilter.form.emptyRule')}
                </p>
              ) : null}
              <FieldErrors errors={errors[field]} />
            </div>
          )
        })}
        <div>
          <button
            type="submit"
            name="intent"
            value="filter.addRule"
            className={secondaryButtonClass}
            data-testid="otu-filter-add-rule"
          >
            {t('otuFilter.form.addRule')}
          </button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('otuFilter.form.rule2')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="checked2" defaultChecked={values.checked2} data-testid="otu-filter-checked2" />
          {t('otuFilter.form.checked2')}
        </label>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {keepSelect('checked2_keep', t('otuFilter.form.rule2'))}
          <span>{t('otuFilter.form.atLeastBefore')}</span>
          {numberInput('checked2_at_least', t('otuFilter.form.atLeastLabel'), true)}
          <span>{t('otuFilter.form.atLeastMiddle')}</span>
          {numberInput('checked2_at_least_value', t('otuFilter.form.atLeastValueLabel'), false)}
        </div>
        <FieldErrors id={errorId('checked2_at_least')} errors={errors.checked2_at_least} />
        <FieldErrors id={errorId('checked2_at_least_value')} errors={errors.checked2_at_least_value} />
      </fieldset>

      <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('otuFilter.form.rule3')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="checked3" defaultChecked={values.checked3} data-testid="otu-filter-checked3" />
          {t('otuFilter.form.checked3')}
        </label>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {keepSelect('checked3_keep', t('otuFilter.form.rule3'))}
          <span>{t('otuFilter.form.sumBefore')}</span>
          {numberInput('checked3_otu_sum', t('otuFilter.form.sumLabel'), false)}
        </div>
        <FieldErrors id={errorId('checked3_otu_sum')} errors={errors.checked3_otu_sum} />
      </fieldset>

      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('otuFilter.form.rule4')}</legend>
        <div className="flex flex-col gap-4 lg:flex-row">
          <div className="flex flex-col gap-2 text-sm lg:w-72">
            {(['0', '1', '2'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="flattening_type"
                  value={type}
                  defaultChecked={values.flattening_type === type}
                  onChange={() => setFlatteningType(type)}
                  data-testid={`otu-filter-flattening-${type}`}
                />
                {t(`otuFilter.form.flattening${type}`)}
              </label>
            ))}
            {!hydrated || flatteningType === '2' ? (
              <div className="flex flex-col gap-1">
                <label className="flex flex-wrap items-center gap-2">
                  <span>{t('otuFilter.form.flatteningValue')}</span>
                  <input
                    type="number"
                    name="flattening_value"
                    min={1}
                    step={1}
                    defaultValue={values.flattening_value}
                    onChange={(event) => setFlatteningValue(event.target.value)}
                    aria-invalid={invalid('flattening_value')}
                    aria-describedby={invalid('flattening_value') ? errorId('flattening_value') : undefined}
                    className={numberInputClass}
                    data-testid="otu-filter-flattening_value"
                  />
                </label>
                {hydrated ? null : <p className="text-slate-500">{t('otuFilter.form.flatteningValueNote')}</p>}
                <FieldErrors id={errorId('flattening_value')} errors={errors.flattening_value} />
              </div>
            ) : (
              <input type="hidden" name="flattening_value" value={flatteningValue} />
            )}
          </div>
          <OtuFilterDepths
            depths={content.depths}
            flatteningType={hydrated ? flatteningType : values.flattening_type}
            flatteningValue={hydrated ? flatteningValue : values.flattening_value}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap items-end gap-3">
        <button
          type="submit"
          name="intent"
          value="filter.preview"
          className={primaryButtonClass}
          data-testid="otu-filter-preview"
        >
          {t('otuFilter.form.preview')}
        </button>
        {canSave ? (
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col gap-1 text-sm">
                <span>{t(`otuFilter.solutions.name.${content.kind}`)}</span>
                <input
                  type="text"
                  name="solutionName"
                  defaultValue={actionData?.solutionName ?? ''}
                  maxLength={50}
                  aria-invalid={actionData?.nameError ? true : undefined}
                  aria-describedby={actionData?.nameError ? 'otu-solution-name-error' : undefined}
                  className="w-56 rounded-md border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-400"
                  data-testid="otu-solution-name"
                />
              </label>
              <button
                type="submit"
                name="intent"
                value="filter.saveAs"
                className={secondaryButtonClass}
                data-testid="otu-solution-save"
              >
                {t('otuFilter.solutions.saveAs')}
              </button>
            </div>
            <FieldErrors
              id="otu-solution-name-error"
              errors={actionData?.nameError ? [actionData.nameError] : undefined}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t('otuFilter.solutions.readOnly')}</p>
        )}
      </div>
    </Form>
  )
}
