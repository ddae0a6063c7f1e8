import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageNav } from '~/components/paged-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import type { SampleNamesActionData } from './sample-names-actions.server'
import { groupHref } from '~/components/analysis/project/group-menu'
import type { GlobalDatasetContent, GlobalDatasetTabProps } from './pane-data'

/** The input's maxlength (spec 03 §9); the server accepts 1-20 characters, as the tooltip says. */
const DISPLAY_NAME_INPUT_MAXLENGTH = 50

function isSampleNamesActionData(data: unknown): data is SampleNamesActionData {
  return typeof data === 'object' && data !== null && (data as { tooling?: unknown }).tooling === 'names'
}

/**
 * The display-name table (spec 03 §2.4): each sample of the page with the name it shows, editable,
 * and one Save for the page. A refused save comes back with every typed value and a message per row.
 */
export function SampleNamesTab({
  analysisId,
  groupId,
  readOnly,
  actionData,
  content,
}: GlobalDatasetTabProps & { content: GlobalDatasetContent<'names'> }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const refused = isSampleNamesActionData(actionData) ? actionData : null
  const locked = readOnly === 'expired' || readOnly === 'expiring' || readOnly === 'cleared'
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'names.save'
  const pageHref = (page: number) => `${groupHref(analysisId, groupId)}&tab=names&page=${page}`
  const errorCount = refused ? Object.keys(refused.errors).length : 0

  return (
    <section className="flex flex-col gap-3" data-testid="sample-names-tab">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('sampleNames.title')}</h2>
        <p className="text-sm text-slate-600">
          {t('sampleNames.summary', { count: content.sampleCount, renamed: content.renamedCount })}
        </p>
      </header>
      <p className="text-sm text-slate-600">{t('sampleNames.rule')}</p>
      {locked ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="sample-names-locked">
          {t('sampleNames.readOnly')}
        </p>
      ) : null}
      {refused && (refused.formError || errorCount > 0) ? (
        <p
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
          role="alert"
          data-testid="sample-names-error"
        >
          {refused.formError ? t(refused.formError) : t('sampleNames.messages.invalid', { count: errorCount })}
        </p>
      ) : null}
      {content.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('sampleNames.noSamples')}</p>
      ) : (
        <Form method="post" preventScrollReset className="flex flex-col gap-3" data-testid="sample-names-form">
          <input type="hidden" name="intent" value="names.save" />
          <input type="hidden" name="page" value={content.page} />
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th scope="col" className="w-10 px-2 py-2 font-medium">
                    #
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('sampleNames.columns.sample')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('sampleNames.columns.displayName')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {content.rows.map((row) => {
                  const error = refused?.errors[row.index]
                  const errorId = `display-name-error-${row.index}`
                  const inputId = `display-name-${row.index}`
                  return (
                    <tr key={row.index} data-sample={row.originalName}>
                      <td className="px-2 py-1.5 tabular-nums text-slate-500">{row.index + 1}</td>
                      <td className="px-3 py-1.5 [overflow-wrap:anywhere]">
                        <label htmlFor={inputId}>{row.originalName}</label>
                      </td>
                      <td className="px-3 py-1.5">
                        <input
                          // A new stored name (after a save) remounts the input with it.
                          key={`${row.index}:${row.displayName}`}
                          id={inputId}
                          name={`displayName.${row.index}`}
                          defaultValue={refused?.values[row.index] ?? row.displayName}
                          maxLength={DISPLAY_NAME_INPUT_MAXLENGTH}
                          title={t('sampleNames.rule')}
                          disabled={locked}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          className={`${inputClass} min-w-32 max-w-xs py-1`}
                        />
                        {error ? (
                          <p id={errorId} className="mt-1 text-sm text-red-600" data-testid="display-name-error">
                            {t(error.messageKey, error.values)}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {content.pageCount > 1 ? (
              <PageNav
                label={t('sampleNames.title')}
                page={content.page}
                pageCount={content.pageCount}
                pageHref={pageHref}
                preventScrollReset
              />
            ) : (
              <span />
            )}
            {locked ? null : (
              <button type="submit" className={primaryButtonClass} disabled={saving} data-testid="sample-names-save">
                {saving ? t('sampleNames.saving') : t('sampleNames.save')}
              </button>
            )}
          </div>
          {content.pageCount > 1 ? <p className="text-sm text-slate-500">{t('sampleNames.pageSaves')}</p> : null}
        </Form>
      )}
    </section>
  )
}
