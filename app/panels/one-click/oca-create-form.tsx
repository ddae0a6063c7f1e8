import { Form, Link, useNavigation } from '@remix-run/react'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ParameterField } from '~/components/tools/parameter-field'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import type { ReadOnlyReason } from '~/utils/analysis/project-access.server'
import type { OcaActionData } from './oca-actions.server'
import { itemConditionFailures, withDependencies, withoutItem } from '~/utils/analysis/tooling/run-conditions'
import { useHydrated } from '~/utils/use-hydrated'
import { groupHref } from '~/components/analysis/project/group-menu'
import type { OcaPaneData } from './pane-data'

type CreateOptions = NonNullable<OcaPaneData['create']>

/** The spec's submit debounce: a second click within this time does nothing. */
const SUBMIT_DEBOUNCE_MS = 500
const TAG_INPUTS = 5

const CONDITION_CONTEXT: Record<number, string> = { 1: 'greaterThan', 2: 'equal', 3: 'atLeast' }
const CONDITION_SIGN: Record<number, string> = { 1: '>', 2: '=', 3: '≥', 4: '<', 5: '≤', 6: '≠' }

function isOcaActionData(data: unknown): data is OcaActionData {
  return typeof data === 'object' && data !== null && (data as { tooling?: unknown }).tooling === 'oca'
}

function Section({ number, title, children }: { number: string; title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold">
        <span className="mr-2 text-brand-600">{number}</span>
        {title}
      </legend>
      <div className="flex flex-col gap-3">{children}</div>
    </fieldset>
  )
}

/**
 * The create tab: one real form posting `oca.submit`. Without JavaScript the server adds the
 * dependencies and checks every condition; with it, choosing an item selects what it needs,
 * unchoosing removes what needs it, and the reminders show before the submit.
 */
export function OcaCreateForm({
  analysisId,
  groupId,
  options,
  isDemo,
  readOnly,
  actionData,
}: {
  analysisId: string
  groupId: number
  options: CreateOptions
  isDemo: boolean
  readOnly: ReadOnlyReason
  actionData: unknown
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const returned = isOcaActionData(actionData) ? actionData : null
  const values = returned?.values
  const allItems = useMemo(
    () => options.trees.flatMap((tree) => tree.items.map((item) => ({ ...item, groupId: tree.groupId }))),
    [options.trees],
  )
  const defaultSolution = options.solutions[0]
  const [solutionId, setSolutionId] = useState(values?.groupSolutionId ?? String(defaultSolution?.id ?? ''))
  const solution = options.solutions.find((candidate) => String(candidate.id) === solutionId)
  const [compareId, setCompareId] = useState(
    values?.compareSolutionId ?? String(defaultSolution?.compareSolutions[0]?.id ?? ''),
  )
  const compare = solution?.compareSolutions.find((candidate) => String(candidate.id) === compareId) ?? null
  const [selected, setSelected] = useState<number[]>(() => {
    const chosen = values
      ? allItems.filter((item) => values.itemIds.includes(item.id)).map((item) => item.templateItemId)
      : []
    return withDependencies(allItems, chosen).selected
  })
  const [notice, setNotice] = useState<string | null>(null)
  const lastSubmit = useRef(0)

  const toggle = (templateItemId: number, checked: boolean) => {
    if (checked) {
      const next = withDependencies(allItems, [...selected, templateItemId])
      const added = next.added.filter((id) => !selected.includes(id) && id !== templateItemId)
      const names = allItems.filter((item) => added.includes(item.templateItemId) && !item.isQuickRequired)
      const chosenName = allItems.find((item) => item.templateItemId === templateItemId)?.name ?? ''
      setNotice(
        names.length > 0
          ? t('oca.form.dependencyAdded', { item: chosenName, items: names.map((n) => n.name).join('、') })
          : null,
      )
      setSelected(next.selected)
    } else {
      setNotice(null)
      setSelected(withoutItem(allItems, selected, templateItemId))
    }
  }

  // Live reminders (JS only); the server says the same on submit.
  const liveReminders = useMemo(() => {
    if (!hydrated) return []
    const lines: string[] = []
    if (!solution) lines.push(t('oca.health.chooseGroupSolution'))
    if (options.compareRequired && !compare) lines.push(t('oca.health.chooseCompareSolution'))
    const chosenItems = allItems.filter((item) => selected.includes(item.templateItemId))
    if (chosenItems.length === 0) lines.push(t('oca.health.chooseItems'))
    if (solution) {
      const sizes = solution.groups.map((group) => group.size)
      const counts = {
        totalSamples: solution.sampleCount,
        smallestGroup: sizes.length ? Math.min(...sizes) : 0,
        comparedGroups: compare ? new Set(compare.groups.flat()).size : solution.groups.length,
      }
      for (const item of chosenItems)
        for (const failure of itemConditionFailures(item, counts))
          lines.push(
            t(`oca.health.condition.${failure.condition}`, {
              item: failure.item,
              operator: CONDITION_SIGN[failure.operator] ?? '?',
              required: failure.required,
              actual: failure.actual,
              ...(CONDITION_CONTEXT[failure.operator] ? { context: CONDITION_CONTEXT[failure.operator] } : {}),
            }),
          )
    }
    return lines
  }, [hydrated, solution, compare, options.compareRequired, allItems, selected, t])

  const serverReminders = returned?.reminders.map((reminder) => t(reminder.key, reminder.values)) ?? []
  const reminders = hydrated && !returned ? liveReminders : serverReminders
  // Demo, expired and expiring projects are refused by the server (editableToolingProject): say so by disabling.
  const blocked = isDemo || readOnly !== null || (hydrated && liveReminders.length > 0)
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'oca.submit'
  const filterNumber = options.filterModule ? '03' : null
  const itemsNumber = options.filterModule ? '04' : '03'
  const manageHref = (tab: string) =>
    options.globalDatasetGroupId === null ? null : `${groupHref(analysisId, options.globalDatasetGroupId)}&tab=${tab}`
  const tags = values?.tags ?? []

  return (
    <Form
      method="post"
      className="flex flex-col gap-4 pb-20"
      data-testid="oca-create-form"
      onSubmit={(event) => {
        const now = Date.now()
        if (now - lastSubmit.current < SUBMIT_DEBOUNCE_MS || submitting) event.preventDefault()
        else lastSubmit.current = now
      }}
    >
      <input type="hidden" name="intent" value="oca.submit" />
      <input type="hidden" name="groupId" value={groupId} />
      <input type="hidden" name="formToken" value={values?.formToken ?? options.formToken} />

      {isDemo ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {t('oca.errors.demoRefused')} {t('oca.form.demoNote')}
        </p>
      ) : readOnly !== null ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {t('oca.errors.readOnly')}
        </p>
      ) : null}
      {reminders.length > 0 ? (
        <div
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          role="alert"
          data-testid="oca-reminders"
        >
          <p className="font-semibold">{t('oca.health.title')}</p>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5">
            {reminders.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </div>
      ) : null}

      <Section number="01" title={t('oca.sections.basic')}>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">
            {t('oca.form.name')} <span className="text-red-600">*</span>
          </span>
          <input
            name="name"
            defaultValue={values?.name ?? options.defaultName}
            className={inputClass}
            aria-invalid={Boolean(returned?.fieldErrors.name) || undefined}
            aria-describedby="oca-name-hint oca-name-errors"
          />
          <span id="oca-name-hint" className="text-xs text-slate-500">
            {t('oca.form.nameHint')}
          </span>
          <FieldErrors id="oca-name-errors" errors={returned?.fieldErrors.name} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('oca.form.comment')}</span>
          <textarea name="comment" rows={2} defaultValue={values?.comment ?? ''} className={inputClass} />
          <FieldErrors errors={returned?.fieldErrors.comment} />
        </label>
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-medium" id="oca-tags-label">
            {t('oca.form.tags')}
          </span>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5" role="group" aria-labelledby="oca-tags-label">
            {Array.from({ length: TAG_INPUTS }, (_, index) => (
              <input
                key={index}
                name="tag"
                defaultValue={tags[index] ?? ''}
                aria-label={`${t('oca.form.tags')} ${index + 1}`}
                className={inputClass}
              />
            ))}
          </div>
          <span className="text-xs text-slate-500">{t('oca.form.tagsHint')}</span>
          <FieldErrors errors={returned?.fieldErrors.tags} />
        </div>
      </Section>

      <Section number="02" title={t('oca.sections.solution')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">
              {t('oca.form.groupSolution')} <span className="text-red-600">*</span>
            </span>
            <select
              name="groupSolutionId"
              value={solutionId}
              onChange={(event) => {
                setSolutionId(event.target.value)
                const next = options.solutions.find((candidate) => String(candidate.id) === event.target.value)
                setCompareId(String(next?.compareSolutions[0]?.id ?? ''))
              }}
              className={inputClass}
            >
              <option value="">{t('oca.form.choose')}</option>
              {options.solutions.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} (
                  {t('oca.form.groupsSummary', {
                    groups: candidate.groups.length,
                    samples: candidate.sampleCount,
                  })}
                  )
                </option>
              ))}
            </select>
          </label>
          {options.compareRequired ? (
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">
                {t('oca.form.compareSolution')} <span className="text-red-600">*</span>
              </span>
              <select
                name="compareSolutionId"
                value={compareId}
                onChange={(event) => setCompareId(event.target.value)}
                className={inputClass}
              >
                <option value="">{t('oca.form.choose')}</option>
                {/* Without JS every solution's compare solutions are listed; the server checks they belong together. */}
                {(hydrated && solution ? [solution] : options.solutions).map((owner) =>
                  owner.compareSolutions.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {hydrated ? '' : `${owner.name} / `}
                      {candidate.name}: {candidate.groups.map((groups) => groups.join(' vs ')).join('; ')}
                    </option>
                  )),
                )}
              </select>
            </label>
          ) : null}
        </div>
        {solution ? (
          <ul className="flex flex-wrap gap-2 text-xs" aria-label={t('oca.form.groupSolution')}>
            {solution.groups.map((group) => (
              <li key={group.name} className="rounded bg-slate-100 px-2 py-1" title={group.name}>
                {group.name.length > 10 ? `${group.name.slice(0, 10)}…` : group.name} ({group.size})
              </li>
            ))}
          </ul>
        ) : null}
        {manageHref('groups') ? (
          <Link to={manageHref('groups')!} className="text-sm text-brand-600 underline">
            {t('oca.form.manageSolutions')}
          </Link>
        ) : null}
      </Section>

      {filterNumber ? (
        <Section
          number={filterNumber}
          title={t(options.filterModule === 'asv' ? 'oca.sections.filterAsv' : 'oca.sections.filterOtu')}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('oca.form.filterSolution')}</span>
            <select name="filterSolutionId" defaultValue={values?.filterSolutionId ?? ''} className={inputClass}>
              <option value="">{t('oca.form.filterNone')}</option>
              {options.filterSolutions.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
          {manageHref('filter') ? (
            <Link to={manageHref('filter')!} className="text-sm text-brand-600 underline">
              {t('oca.form.manageFilters')}
            </Link>
          ) : null}
        </Section>
      ) : null}

      <Section number={itemsNumber} title={t('oca.sections.items')}>
        {options.trees.length === 0 ? <p className="text-sm text-slate-500">{t('oca.form.noTrees')}</p> : null}
        {notice ? (
          <p className="text-sm text-brand-700" role="status">
            {notice}
          </p>
        ) : null}
        {options.trees.map((tree) => (
          <div key={tree.groupId} className="rounded-md border border-slate-200 p-3" data-oca-tree={tree.groupId}>
            <p className="mb-2 text-sm font-semibold">{tree.name}</p>
            <ul className="grid gap-1 sm:grid-cols-2">
              {tree.items.map((item) => {
                const dependencies = allItems.filter((other) => item.dependencyItemIds.includes(other.templateItemId))
                return (
                  <li key={item.id}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="item"
                        value={item.id}
                        className="mt-0.5 h-4 w-4"
                        // Required items are always run; the locked box shows it (the server adds them).
                        disabled={item.isQuickRequired}
                        checked={item.isQuickRequired || selected.includes(item.templateItemId)}
                        onChange={(event) => toggle(item.templateItemId, event.target.checked)}
                      />
                      <span>
                        {item.name}
                        {item.isQuickRequired ? (
                          <span className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-600">
                            {t('oca.form.required')}
                          </span>
                        ) : null}
                        {dependencies.length > 0 ? (
                          <span className="ml-1 text-xs text-slate-500">
                            {t('oca.form.dependsOn', { items: dependencies.map((d) => d.name).join('、') })}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                )
              })}
            </ul>
            {tree.paramsFields.length > 0 ? (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <p className="mb-2 text-xs font-medium text-slate-600">
                  {t('oca.form.treeParams', { tree: tree.name })}
                </p>
                <div className="grid gap-3 sm:grid-cols-2">
                  {tree.paramsFields.map((field) => {
                    const name = `param.${tree.groupId}.${field.key}`
                    const typed = values?.params[`${tree.groupId}.${field.key}`]
                    return (
                      <ParameterField
                        key={name}
                        field={{ ...field, key: name }}
                        state={{
                          id: `oca-${tree.groupId}-${field.key}`,
                          errorId: `oca-${tree.groupId}-${field.key}-error`,
                          initialValue: typed ?? field.defaultValue,
                        }}
                      />
                    )
                  })}
                </div>
              </div>
            ) : null}
          </div>
        ))}
      </Section>

      <div className="fixed bottom-4 right-4 z-20">
        <button
          type="submit"
          className={`${primaryButtonClass} shadow-lg`}
          disabled={blocked || submitting}
          data-testid="oca-submit"
        >
          {submitting ? t('oca.form.submitting') : t('oca.form.submit')}
        </button>
      </div>
    </Form>
  )
}
