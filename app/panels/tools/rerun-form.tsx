import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'
import type { ReadOnlyReason } from '~/utils/analysis/project-access.server'
import type { RerunActionData } from './rerun-actions.server'
import { groupHref } from '~/components/analysis/project/group-menu'
import type { SerializeFrom } from '@remix-run/node'
import type { loadRerunForm } from './rerun.server'

type RerunForm = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadRerunForm>>>>

const selectClass = 'w-full max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm sm:w-auto'

function returnedFor(actionData: unknown, itemId: number): RerunActionData | null {
  const data = actionData as Partial<RerunActionData> | null | undefined
  return data?.tooling === 'rerun' && data.itemId === itemId ? (data as RerunActionData) : null
}

/**
 * "Run again with a group solution" (spec 03 §2.3 rerun mode): the item's tool run again on a
 * solution chosen among the project's (OnlySelect: they are managed on the Sample groups tab).
 * The server checks the choice and answers the numbered friendly reminder, keeping the selection.
 * A demo or expired project shows the note and a disabled form (the server refuses it too).
 */
export function RerunWithSolutionForm({
  analysisId,
  groupId,
  itemId,
  form,
  readOnly,
  actionData,
}: {
  analysisId: string
  groupId: number
  itemId: number
  form: RerunForm
  readOnly: ReadOnlyReason
  actionData: unknown
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const returned = returnedFor(actionData, itemId)
  const [solutionId, setSolutionId] = useState(returned?.values.groupSolutionId ?? '')
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'rerun.submit'
  const blocked = readOnly !== null
  const chosen = form.solutions.find((solution) => String(solution.id) === solutionId)
  // Without JavaScript the compare list cannot follow the chosen solution: every comparison is offered, named with its solution.
  const compareChoices = hydrated
    ? (chosen?.compareSolutions ?? []).map((compare) => ({ ...compare, label: `${compare.name}: ${compare.pairs}` }))
    : form.solutions.flatMap((solution) =>
        solution.compareSolutions.map((compare) => ({
          ...compare,
          label: `${solution.name} / ${compare.name}: ${compare.pairs}`,
        })),
      )
  return (
    <section className="rounded-md border border-slate-200 p-3" data-testid="rerun-form-section">
      <h3 className="font-medium">{t('rerun.title')}</h3>
      <p className="mt-1 text-sm text-slate-500">
        {form.earlierSolutionName !== null && form.earlierSampleCount !== null
          ? t('rerun.earlierRun', { solution: form.earlierSolutionName, count: form.earlierSampleCount })
          : t('rerun.earlierRunUnknown')}
      </p>
      {blocked ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" role="note">
          {t(readOnly === 'demo' ? 'rerun.errors.demoRefused' : 'rerun.errors.readOnly')}
        </p>
      ) : null}
      {returned && returned.reminders.length > 0 ? (
        <div
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          role="alert"
          data-testid="rerun-reminders"
        >
          <p className="font-semibold">{t('rerun.health.title')}</p>
          <ol className="mt-1 list-decimal space-y-0.5 break-words pl-5">
            {returned.reminders.map((reminder, index) => (
              <li key={index}>{t(reminder.key, reminder.values)}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-end gap-3" data-testid="rerun-form">
        <input type="hidden" name="intent" value="rerun.submit" />
        <input type="hidden" name="groupId" value={groupId} />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="taskId" value={form.taskId} />
        <input type="hidden" name="formToken" value={form.formToken} />
        <input type="hidden" name="name" value={form.name} />
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="text-slate-500">
            {t('rerun.groupSolution')} <span className="text-red-600">*</span>
          </span>
          <select
            name="groupSolutionId"
            value={solutionId}
            onChange={(event) => setSolutionId(event.target.value)}
            className={selectClass}
            disabled={blocked}
          >
            <option value="">{t('rerun.choose')}</option>
            {form.solutions.map((solution) => (
              <option key={solution.id} value={solution.id}>
                {t('rerun.solutionOption', {
                  name: solution.name,
                  groups: solution.groupCount,
                  count: solution.sampleCount,
                })}
              </option>
            ))}
          </select>
        </label>
        {form.compareRequired ? (
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="text-slate-500">
              {t('rerun.compareSolution')} <span className="text-red-600">*</span>
            </span>
            <select
              name="compareSolutionId"
              key={hydrated ? solutionId : 'all'}
              defaultValue={returned?.values.compareSolutionId ?? ''}
              className={selectClass}
              disabled={blocked}
            >
              <option value="">{t('rerun.choose')}</option>
              {compareChoices.map((compare) => (
                <option key={compare.id} value={compare.id}>
                  {compare.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="submit"
          disabled={blocked || submitting}
          className="rounded-md bg-brand-600 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-50"
          data-testid="rerun-submit"
        >
          {submitting ? t('rerun.submitting') : t('rerun.submit')}
        </button>
      </Form>
      {form.globalDatasetGroupId !== null ? (
        <p className="mt-2 text-xs text-slate-500">
          {t('rerun.onlySelect')}{' '}
          <Link
            to={`${groupHref(analysisId, form.globalDatasetGroupId)}&tab=groups`}
            className="text-brand-600 underline"
          >
            {t('rerun.manageSolutions')}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
