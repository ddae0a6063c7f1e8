import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import {
  addSamples,
  matchesPoolFilter,
  NAME_MAX_LENGTH,
  NEW_GROUP_INPUT_MAX_LENGTH,
  poolSamples,
  removeSamples,
  shownGroupName,
  type GroupSolutionDraft,
  type SolutionMessage,
} from '~/utils/analysis/tooling/group-solution-rules'
import { useHydrated } from '~/utils/use-hydrated'
import { SolutionMessages, smallButtonClass } from './solution-editor-frame'

export interface GroupEditorState {
  draft: GroupSolutionDraft
  poolFilter: string
  newGroup: string
  reuseId: string
  view: { id: number; name: string; groups: { name: string; samples: string[] }[] } | null
  messages: SolutionMessage[]
  renameErrors: Record<number, SolutionMessage>
}

/**
 * The group solution editor (spec 03 §2.3). One form: every button posts the draft with an `op` and
 * the server answers the next draft, which is the whole editor without JavaScript. With it, samples
 * move between the pool and the selected group by click and the pool filters as one types, in the
 * browser, by the same rules; the hidden draft carries those moves into the next post.
 */
export function SolutionGroupEditor({
  state,
  samples,
  solutions,
  closeHref,
}: {
  state: GroupEditorState
  samples: string[]
  solutions: { id: number; name: string }[]
  closeHref: string
}) {
  const { t } = useTranslation()
  // While a post is under way (with JavaScript) the form says so; a second click waits for the answer.
  const busy = useNavigation().state !== 'idle'
  const hydrated = useHydrated()
  const [draft, setDraft] = useState(state.draft)
  const [filter, setFilter] = useState(state.poolFilter)
  const [notice, setNotice] = useState<SolutionMessage | null>(null)
  const messages = notice ? [...state.messages, notice] : state.messages
  const pool = poolSamples(draft, samples).filter((sample) => matchesPoolFilter(sample, filter))
  const carried = JSON.stringify({ solutionId: draft.solutionId, groups: draft.groups })

  const addByClick = (sample: string) => {
    const result = addSamples(draft, [sample])
    setNotice(result.error)
    setDraft(result.draft)
  }

  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-3"
      aria-busy={busy || undefined}
      data-testid="group-editor-form"
    >
      {/* Enter in a text field submits the first button: this one changes nothing, so Enter never loses work. */}
      <button type="submit" name="op" value="filter" className="sr-only" tabIndex={-1} aria-hidden>
        {t('solutions.editor.filter')}
      </button>
      <input type="hidden" name="intent" value="solutions.group" />
      <input type="hidden" name="draft" value={carried} />

      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('solutions.editor.solutionName')}</span>
        <input
          name="name"
          defaultValue={state.draft.name}
          maxLength={NAME_MAX_LENGTH}
          className={inputClass}
          data-testid="solution-name"
          placeholder={t('solutions.editor.namePlaceholder')}
        />
      </label>

      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('solutions.editor.reuse')}</span>
          <select
            name="reuseId"
            defaultValue={state.reuseId || 'custom'}
            className={inputClass}
            data-testid="reuse-select"
          >
            <option value="custom">{t('solutions.editor.customize')}</option>
            {solutions.map((solution) => (
              <option key={solution.id} value={solution.id}>
                {solution.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" name="op" value="reuse" className={smallButtonClass} data-testid="reuse-apply">
          {t('solutions.editor.reuseApply')}
        </button>
        <button type="submit" name="op" value="view" className={smallButtonClass} data-testid="reuse-view">
          {t('solutions.editor.view')}
        </button>
      </div>

      {state.view ? (
        <section className="rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="solution-view">
          <h4 className="font-medium">{t('solutions.editor.viewTitle', { name: state.view.name })}</h4>
          <ul className="mt-1 space-y-1">
            {state.view.groups.map((group) => (
              <li key={group.name}>
                <span className="font-medium" title={group.name}>
                  {shownGroupName(group.name)}
                </span>
                : <span className="text-slate-600">{group.samples.join(', ')}</span>
              </li>
            ))}
          </ul>
          <button type="submit" name="op" value="switchToEdit" className={`${smallButtonClass} mt-2`}>
            {t('solutions.editor.switchToEdit')}
          </button>
        </section>
      ) : null}

      <SolutionMessages messages={messages} />

      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('solutions.editor.newGroup')}</span>
          <input
            name="newGroup"
            defaultValue={state.newGroup}
            maxLength={NEW_GROUP_INPUT_MAX_LENGTH}
            className={inputClass}
            data-testid="new-group"
          />
        </label>
        <button type="submit" name="op" value="addGroup" className={smallButtonClass} data-testid="add-group">
          {t('solutions.editor.addGroup')}
        </button>
      </div>

      <div className="grid gap-3 md:grid-cols-2">
        <section className="flex flex-col gap-2" aria-label={t('solutions.editor.groups')}>
          <h4 className="text-sm font-medium">{t('solutions.editor.groups')}</h4>
          {draft.groups.length === 0 ? (
            <p className="text-sm text-slate-500">{t('solutions.editor.noGroupsYet')}</p>
          ) : null}
          {draft.groups.map((group, index) => (
            <fieldset
              key={`${index}-${group.originalName ?? ''}`}
              className={`rounded-md border p-2 text-sm ${draft.selected === index ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'}`}
              data-testid="editor-group"
              data-group={group.name}
            >
              <div className="flex flex-wrap items-center gap-2">
                <label className="flex min-w-0 items-center gap-1">
                  <input
                    type="radio"
                    name="selected"
                    value={index}
                    checked={draft.selected === index}
                    onChange={() => {
                      setNotice(null)
                      setDraft({ ...draft, selected: index })
                    }}
                    aria-label={t('solutions.editor.selectGroup', { name: group.name })}
                  />
                  {group.renaming === null ? (
                    <span className="truncate font-medium" title={group.name}>
                      {shownGroupName(group.name)}
                    </span>
                  ) : null}
                </label>
                {group.renaming === null ? (
                  <>
                    <span className="text-xs text-slate-500">
                      {t('solutions.sampleCount', { count: group.samples.length })}
                    </span>
                    <span className="ml-auto flex gap-1">
                      <button type="submit" name="op" value={`startRename:${index}`} className={smallButtonClass}>
                        {t('solutions.editor.rename')}
                      </button>
                      <button type="submit" name="op" value={`deleteGroup:${index}`} className={smallButtonClass}>
                        {t('solutions.editor.deleteGroup')}
                      </button>
                    </span>
                  </>
                ) : (
                  <span className="flex flex-wrap items-center gap-1">
                    <input
                      name={`rename-${index}`}
                      defaultValue={group.renaming}
                      maxLength={NAME_MAX_LENGTH}
                      className={`${inputClass} w-40`}
                      aria-invalid={state.renameErrors[index] ? true : undefined}
                      aria-label={t('solutions.editor.renameLabel', { name: group.name })}
                      data-testid="rename-input"
                    />
                    <button type="submit" name="op" value={`applyRename:${index}`} className={smallButtonClass}>
                      {t('solutions.editor.applyRename')}
                    </button>
                    <button type="submit" name="op" value={`cancelRename:${index}`} className={smallButtonClass}>
                      {t('solutions.editor.cancelRename')}
                    </button>
                  </span>
                )}
              </div>
              {group.renaming !== null && state.renameErrors[index] ? (
                <p className="mt-1 text-xs text-red-600" role="alert" data-testid="rename-hint">
                  {t(state.renameErrors[index].key)} {t('solutions.editor.renameHint')}
                </p>
              ) : null}
              <ul className="mt-2 flex flex-wrap gap-1">
                {group.samples.map((sample) => (
                  <li key={sample}>
                    {hydrated ? (
                      <button
                        type="button"
                        className="rounded bg-slate-100 px-1.5 py-0.5 text-xs hover:bg-red-100"
                        title={t('solutions.editor.returnToPool')}
                        onClick={() => {
                          setNotice(null)
                          setDraft(removeSamples(draft, index, [sample]))
                        }}
                        data-testid="group-sample"
                      >
                        {sample}
                      </button>
                    ) : (
                      <label className="flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                        <input type="checkbox" name={`groupSample-${index}`} value={sample} />
                        {sample}
                      </label>
                    )}
                  </li>
                ))}
              </ul>
              {!hydrated && group.samples.length ? (
                <button type="submit" name="op" value={`removeSamples:${index}`} className={`${smallButtonClass} mt-2`}>
                  {t('solutions.editor.removeChecked')}
                </button>
              ) : null}
            </fieldset>
          ))}
        </section>

        <section className="flex flex-col gap-2" aria-label={t('solutions.editor.pool')}>
          <h4 className="text-sm font-medium">{t('solutions.editor.pool')}</h4>
          <div className="flex gap-2">
            <input
              name="poolFilter"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('solutions.editor.poolFilter')}
              aria-label={t('solutions.editor.poolFilter')}
              className={inputClass}
              data-testid="pool-filter"
            />
            {hydrated ? null : (
              <button type="submit" name="op" value="filter" className={smallButtonClass}>
                {t('solutions.editor.filter')}
              </button>
            )}
          </div>
          <ul className="flex max-h-72 flex-wrap content-start gap-1 overflow-y-auto" data-testid="pool">
            {pool.map((sample) => (
              <li key={sample}>
                {hydrated ? (
                  <button
                    type="button"
                    className="rounded border border-slate-200 bg-white px-1.5 py-0.5 text-xs hover:border-brand-500"
                    onClick={() => addByClick(sample)}
                    data-testid="pool-sample"
                  >
                    {sample}
                  </button>
                ) : (
                  <label className="flex items-center gap-1 rounded border border-slate-200 bg-white px-1.5 py-0.5 text-xs">
                    <input type="checkbox" name="poolSample" value={sample} />
                    {sample}
                  </label>
                )}
              </li>
            ))}
          </ul>
          {hydrated ? (
            <p className="text-xs text-slate-500">{t('solutions.editor.clickHint')}</p>
          ) : (
            <button type="submit" name="op" value="addSamples" className={smallButtonClass} data-testid="add-checked">
              {t('solutions.editor.addChecked')}
            </button>
          )}
        </section>
      </div>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
        <Link to={closeHref} preventScrollReset className={smallButtonClass}>
          {t('solutions.editor.cancel')}
        </Link>
        <button type="submit" name="op" value="save" className={primaryButtonClass} data-testid="save-solution">
          {t('solutions.editor.save')}
        </button>
      </div>
    </Form>
  )
}
