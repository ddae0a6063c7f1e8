import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import {
  NAME_MAX_LENGTH,
  shownGroupName,
  type CompareSolutionDraft,
  type SolutionMessage,
} from '~/utils/analysis/tooling/group-solution-rules'
import { SolutionMessages, smallButtonClass } from './solution-editor-frame'

/**
 * The compare solution editor (spec 03 §2.3): a name and comparison rows of both variants, a control
 * and a treatment group (B) or a multi-select of two or more groups (A). The rows are plain fields,
 * so adding or removing a row posts the form and nothing typed is lost, with or without JavaScript.
 */
export function SolutionCompareEditor({
  draft,
  messages,
  solutionId,
  groupNames,
  closeHref,
}: {
  draft: CompareSolutionDraft
  messages: SolutionMessage[]
  solutionId: number
  groupNames: string[]
  closeHref: string
}) {
  const { t } = useTranslation()
  // While a post is under way (with JavaScript) the form says so; a second click waits for the answer.
  const busy = useNavigation().state !== 'idle'
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-3"
      aria-busy={busy || undefined}
      data-testid="compare-editor-form"
    >
      {/* Enter in the name field submits the first button: save, the one that does not reshape the rows. */}
      <button type="submit" name="op" value="save" className="sr-only" tabIndex={-1} aria-hidden>
        {t('solutions.editor.save')}
      </button>
      <input type="hidden" name="intent" value="solutions.compare" />
      <input type="hidden" name="solutionId" value={solutionId} />
      <input type="hidden" name="compareId" value={draft.compareId ?? ''} />
      <input type="hidden" name="rowCount" value={draft.rows.length} />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('solutions.compareEditor.name')}</span>
        <input
          name="name"
          defaultValue={draft.name}
          maxLength={NAME_MAX_LENGTH}
          className={inputClass}
          data-testid="compare-name"
          placeholder={t('solutions.editor.namePlaceholder')}
        />
      </label>
      <SolutionMessages messages={messages} />
      <ol className="flex flex-col gap-2">
        {draft.rows.map((row, index) => (
          <li
            key={index}
            className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white p-2 text-sm"
            data-testid="comparison-row"
          >
            <input type="hidden" name={`kind-${index}`} value={row.kind} />
            {row.kind === 'pair' ? (
              <>
                <label className="flex items-center gap-1">
                  <span>{t('solutions.compareEditor.control')}</span>
                  <select name={`control-${index}`} defaultValue={row.control} className={`${inputClass} w-auto`}>
                    <option value="">—</option>
                    {groupNames.map((name) => (
                      <option key={name} value={name}>
                        {shownGroupName(name)}
                      </option>
                    ))}
                  </select>
                </label>
                <span className="text-slate-500">vs</span>
                <label className="flex items-center gap-1">
                  <span>{t('solutions.compareEditor.treatment')}</span>
                  <select name={`treatment-${index}`} defaultValue={row.treatment} className={`${inputClass} w-auto`}>
                    <option value="">—</option>
                    {groupNames.map((name) => (
                      <option key={name} value={name}>
                        {shownGroupName(name)}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            ) : (
              <fieldset className="flex flex-wrap items-center gap-2">
                <legend className="sr-only">{t('solutions.compareEditor.multiLegend')}</legend>
                <span>{t('solutions.compareEditor.multi')}</span>
                {groupNames.map((name) => (
                  <label key={name} className="flex items-center gap-1" title={name}>
                    <input
                      type="checkbox"
                      name={`groups-${index}`}
                      value={name}
                      defaultChecked={row.groups.includes(name)}
                    />
                    {shownGroupName(name)}
                  </label>
                ))}
              </fieldset>
            )}
            <button type="submit" name="op" value={`removeRow:${index}`} className={`${smallButtonClass} ml-auto`}>
              {t('solutions.compareEditor.removeRow')}
            </button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="op" value="addPair" className={smallButtonClass} data-testid="add-pair">
          {t('solutions.compareEditor.addPair')}
        </button>
        <button type="submit" name="op" value="addMulti" className={smallButtonClass} data-testid="add-multi">
          {t('solutions.compareEditor.addMulti')}
        </button>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
        <Link to={closeHref} preventScrollReset className={smallButtonClass}>
          {t('solutions.editor.cancel')}
        </Link>
        <button type="submit" name="op" value="save" className={primaryButtonClass} data-testid="save-compare">
          {t('solutions.editor.save')}
        </button>
      </div>
    </Form>
  )
}
