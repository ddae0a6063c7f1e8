import { Form, Link, useSubmit } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { inputClass } from '~/components/ui/field'
import { comparisonLabel, shownGroupName } from '~/utils/analysis/tooling/group-solution-rules'
import type { SolutionsActionData } from './solutions-actions.server'
import { groupHref } from '~/components/analysis/project/group-menu'
import type { GlobalDatasetContent, GlobalDatasetTabProps } from './pane-data'
import { SolutionCompareEditor } from './solution-compare-editor'
import {
  SolutionEditorFrame,
  SolutionMessages,
  smallButtonClass,
  useEditorsOpenAsDialogs,
} from './solution-editor-frame'
import { SolutionGroupEditor, type GroupEditorState } from './solution-group-editor'

type Content = GlobalDatasetContent<'groups'>
type ActionData = SolutionsActionData

function solutionsActionData(value: unknown): ActionData | null {
  return typeof value === 'object' && value !== null && (value as { tooling?: unknown }).tooling === 'solutions'
    ? (value as ActionData)
    : null
}

/**
 * The global dataset group's "Sample groups" tab (spec 03 §2.3, management variant): the group
 * solution selector and its groups, the compare solution selector and its comparisons, each with
 * add, edit, delete and download; the editors open from links, so all of it works without JavaScript.
 */
export function SolutionsTab({
  analysisId,
  groupId,
  content,
  actionData,
}: GlobalDatasetTabProps & { content: Content }) {
  const { t } = useTranslation()
  useEditorsOpenAsDialogs()
  const action = solutionsActionData(actionData)
  const base = `${groupHref(analysisId, groupId)}&tab=groups`
  const chosen = content.solutions.find((solution) => solution.id === content.chosenId) ?? null
  const compare = chosen?.compareSolutions.find((candidate) => candidate.id === content.compareId) ?? null
  const here = `${base}${chosen ? `&solution=${chosen.id}` : ''}${compare ? `&compare=${compare.id}` : ''}`
  const download = (kind: 'samples' | 'comparisons', id: number) =>
    `/resources/analysis-project-solution/${analysisId}/${kind}?id=${id}`

  const groupEditor: GroupEditorState | null =
    action?.editor === 'group'
      ? action
      : content.editor
        ? {
            draft: content.editor.draft,
            poolFilter: '',
            newGroup: '',
            reuseId: '',
            view: null,
            messages: [],
            renameErrors: {},
          }
        : null
  const compareEditor =
    action?.editor === 'compare'
      ? { draft: action.draft, messages: action.messages }
      : content.compareEditor
        ? { draft: content.compareEditor.draft, messages: [] }
        : null

  return (
    <div className="flex flex-col gap-5" data-testid="solutions-tab">
      {action?.editor === 'none' ? <SolutionMessages messages={action.messages} /> : null}

      <section className="flex flex-col gap-3" aria-labelledby="group-solution-heading">
        <h3 id="group-solution-heading" className="font-medium">
          {t('solutions.groupSolution')}
        </h3>
        <SolutionToolbar
          param="solution"
          hidden={{ group: String(groupId), tab: 'groups' }}
          options={content.solutions}
          value={chosen?.id ?? null}
          label={t('solutions.groupSolution')}
          testId="group-solution"
          addHref={content.editable ? `${here}&edit=new` : null}
          editHref={content.editable && chosen && !chosen.isDefault ? `${here}&edit=${chosen.id}` : null}
          deleteHref={content.editable && chosen && !chosen.isDefault ? `${here}&confirmDelete=solution` : null}
          downloadHref={chosen ? download('samples', chosen.id) : null}
        />
        {content.confirmDelete === 'solution' && chosen && !chosen.isDefault ? (
          <ConfirmDelete
            question={t('solutions.confirmDeleteSolution', { name: chosen.name })}
            intent="solutions.deleteGroup"
            fields={{ solutionId: String(chosen.id) }}
            cancelHref={here}
          />
        ) : null}
        {chosen ? (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="solution-groups">
            {chosen.groups.map((group) => (
              <li key={group.name} data-group={group.name}>
                <details className="rounded-md border border-slate-200 bg-white text-sm">
                  <summary
                    className="flex cursor-pointer items-center gap-2 px-3 py-2"
                    title={group.samples.join(', ')}
                  >
                    <span className="font-medium" title={group.name} data-testid="group-name">
                      {shownGroupName(group.name)}
                    </span>
                    <span className="text-xs text-slate-500">
                      {t('solutions.sampleCount', { count: group.samples.length })}
                    </span>
                  </summary>
                  <p className="break-words border-t border-slate-100 px-3 py-2 text-slate-600">
                    {group.samples.join(', ')}
                  </p>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t('solutions.noSolutions')}</p>
        )}
      </section>

      {chosen ? (
        <section className="flex flex-col gap-3" aria-labelledby="compare-solution-heading">
          <h3 id="compare-solution-heading" className="font-medium">
            {t('solutions.compareSolution')}
          </h3>
          <SolutionToolbar
            param="compare"
            hidden={{ group: String(groupId), tab: 'groups', solution: String(chosen.id) }}
            options={chosen.compareSolutions}
            value={compare?.id ?? null}
            label={t('solutions.compareSolution')}
            testId="compare-solution"
            addHref={content.editable ? `${here}&editCompare=new` : null}
            editHref={content.editable && compare && !compare.isDefault ? `${here}&editCompare=${compare.id}` : null}
            deleteHref={content.editable && compare && !compare.isDefault ? `${here}&confirmDelete=compare` : null}
            downloadHref={compare ? download('comparisons', compare.id) : null}
          />
          {content.confirmDelete === 'compare' && compare && !compare.isDefault ? (
            <ConfirmDelete
              question={t('solutions.confirmDeleteCompare', { name: compare.name })}
              intent="solutions.deleteCompare"
              fields={{ solutionId: String(chosen.id), compareId: String(compare.id) }}
              cancelHref={here}
            />
          ) : null}
          {compare ? (
            <ul className="flex flex-col gap-1 text-sm" data-testid="comparisons">
              {compare.groups.map((comparison) => (
                <li
                  key={comparison.join('\u0000')}
                  className="rounded bg-slate-50 px-3 py-1.5"
                  title={comparisonLabel(comparison)}
                >
                  {comparisonLabel(comparison.map(shownGroupName))}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{t('solutions.noCompareSolutions')}</p>
          )}
        </section>
      ) : null}

      {groupEditor ? (
        <SolutionEditorFrame
          title={t(groupEditor.draft.solutionId === null ? 'solutions.editor.addTitle' : 'solutions.editor.editTitle')}
          closeHref={here}
          testId="group-editor"
        >
          <SolutionGroupEditor
            key={JSON.stringify(groupEditor)}
            state={groupEditor}
            samples={content.samples}
            solutions={content.solutions}
            closeHref={here}
          />
        </SolutionEditorFrame>
      ) : null}
      {compareEditor && chosen ? (
        <SolutionEditorFrame
          title={t(
            compareEditor.draft.compareId === null
              ? 'solutions.compareEditor.addTitle'
              : 'solutions.compareEditor.editTitle',
          )}
          closeHref={here}
          testId="compare-editor"
        >
          <SolutionCompareEditor
            key={JSON.stringify(compareEditor)}
            draft={compareEditor.draft}
            messages={compareEditor.messages}
            solutionId={chosen.id}
            groupNames={chosen.groups.map((group) => group.name)}
            closeHref={here}
          />
        </SolutionEditorFrame>
      ) : null}
    </div>
  )
}

/**
 * A selector (a GET form: with JavaScript it follows the choice at once, without it a Show button
 * submits) and the add, edit, delete and download buttons. A button with no href is disabled: the
 * default solution cannot be edited or deleted, a read-only project adds nothing.
 */
function SolutionToolbar({
  param,
  hidden,
  options,
  value,
  label,
  testId,
  addHref,
  editHref,
  deleteHref,
  downloadHref,
}: {
  param: 'solution' | 'compare'
  hidden: Record<string, string>
  options: { id: number; name: string }[]
  value: number | null
  label: string
  testId: string
  addHref: string | null
  editHref: string | null
  deleteHref: string | null
  downloadHref: string | null
}) {
  const { t } = useTranslation()
  const submit = useSubmit()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="get" preventScrollReset className="flex items-center gap-2">
        {Object.entries(hidden).map(([name, fieldValue]) => (
          <input key={name} type="hidden" name={name} value={fieldValue} />
        ))}
        <select
          name={param}
          defaultValue={value ?? ''}
          key={value ?? ''}
          aria-label={label}
          className={`${inputClass} w-40 max-w-full sm:w-48`}
          data-testid={`${testId}-select`}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          disabled={options.length === 0}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className={smallButtonClass}>
            {t('solutions.show')}
          </button>
        </noscript>
      </Form>
      <ToolbarLink href={addHref} testId={`${testId}-add`}>
        {t('solutions.add')}
      </ToolbarLink>
      <ToolbarLink href={editHref} testId={`${testId}-edit`}>
        {t('solutions.edit')}
      </ToolbarLink>
      <ToolbarLink href={deleteHref} testId={`${testId}-delete`}>
        {t('solutions.delete')}
      </ToolbarLink>
      {downloadHref ? (
        <a href={downloadHref} download className={smallButtonClass} data-testid={`${testId}-download`}>
          {t('solutions.download')}
        </a>
      ) : (
        <span aria-disabled className={`${smallButtonClass} opacity-50`}>
          {t('solutions.download')}
        </span>
      )}
    </div>
  )
}

function ToolbarLink({ href, testId, children }: { href: string | null; testId: string; children: string }) {
  if (!href)
    return (
      <span aria-disabled className={`${smallButtonClass} cursor-not-allowed opacity-50`} data-testid={testId}>
        {children}
      </span>
    )
  return (
    <Link to={href} preventScrollReset className={smallButtonClass} data-testid={testId}>
      {children}
    </Link>
  )
}

/** The deletion's confirmation, in the page (a link opened it), so it needs no JavaScript. */
function ConfirmDelete({
  question,
  intent,
  fields,
  cancelHref,
}: {
  question: string
  intent: string
  fields: Record<string, string>
  cancelHref: string
}) {
  const { t } = useTranslation()
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
      data-testid="confirm-delete"
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <span className="flex-1">{question}</span>
      <Link to={cancelHref} preventScrollReset className={smallButtonClass}>
        {t('solutions.editor.cancel')}
      </Link>
      <button type="submit" className="rounded-md bg-red-600 px-3 py-1 text-sm text-white hover:bg-red-700">
        {t('solutions.delete')}
      </button>
    </Form>
  )
}
