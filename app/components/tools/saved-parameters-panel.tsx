import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { inputClass } from '~/components/ui/field'
import {
  INTENT_FIELD,
  RECORD_NAME_FIELD,
  RECORD_NAME_MAX_LENGTH,
  SAVED_PARAMETERS_ID_FIELD,
  TOOL_FORM_INTENTS,
} from '~/utils/tools/tool-form'
import { ErrorList } from './error-list'

export interface SavedParameterSet {
  id: number
  recordName: string
  updatedAt: string
}

/**
 * Saved parameter sets of this user and tool. Saving posts the tool form itself (the name input
 * and button belong to it through the `form` attribute), so the current values are what is saved.
 */
export function SavedParametersPanel({
  toolId,
  formId,
  sets,
  nameErrors,
  activeId,
  currentPath,
}: {
  toolId: number
  formId: string
  sets: SavedParameterSet[]
  nameErrors?: string[]
  activeId: number | null
  currentPath: string
}) {
  const { t, i18n } = useTranslation()
  const nameId = `${formId}-record-name`
  const language = languageOrDefault(i18n.language)
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="saved-parameters-title"
      data-testid="saved-parameters"
    >
      <h2 id="saved-parameters-title" className="text-base font-semibold text-slate-900">
        {t('tools.saved.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-500">{t('tools.saved.lead')}</p>
      <div className="mt-4">
        <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('tools.saved.nameLabel')}
        </label>
        <div className="flex flex-col gap-2">
          <input
            id={nameId}
            form={formId}
            name={RECORD_NAME_FIELD}
            placeholder={t('tools.saved.namePlaceholder', { max: RECORD_NAME_MAX_LENGTH })}
            aria-invalid={nameErrors?.length ? true : undefined}
            aria-describedby={nameErrors?.length ? `${nameId}-error` : undefined}
            className={inputClass}
          />
          <button
            type="submit"
            form={formId}
            name={INTENT_FIELD}
            value={TOOL_FORM_INTENTS.saveParameters}
            className="rounded-md border border-brand-500 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('tools.saved.save')}
          </button>
        </div>
        <ErrorList id={`${nameId}-error`} errors={nameErrors} />
      </div>
      {sets.length === 0 ? (
        <p className="mt-4 rounded-md bg-slate-50 px-3 py-4 text-center text-sm text-slate-500">
          {t('tools.saved.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 rounded-md border border-slate-200">
          {sets.map((set) => (
            <li
              key={set.id}
              className={`flex items-center gap-2 px-3 py-2 ${activeId === set.id ? 'bg-brand-50/60' : ''}`}
              data-testid="saved-set"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800">{set.recordName}</p>
                <p className="text-xs text-slate-400">{formatDateTime(set.updatedAt, language)}</p>
              </div>
              <Link
                to={`/tool/${toolId}?saved=${set.id}`}
                className="rounded px-2 py-1 text-xs font-medium text-brand-600 hover:bg-brand-50"
              >
                {t('tools.saved.load')}
              </Link>
              <Form method="post" action={`/tool/${toolId}`} encType="multipart/form-data">
                <input type="hidden" name={INTENT_FIELD} value={TOOL_FORM_INTENTS.deleteParameters} />
                <input type="hidden" name={SAVED_PARAMETERS_ID_FIELD} value={set.id} />
                <input type="hidden" name="redirectTo" value={currentPath} />
                <button
                  type="submit"
                  className="rounded px-2 py-1 text-xs font-medium text-red-600 hover:bg-red-50"
                  aria-label={`${t('tools.saved.delete')} ${set.recordName}`}
                >
                  {t('tools.saved.delete')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
