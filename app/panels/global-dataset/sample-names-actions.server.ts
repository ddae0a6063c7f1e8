import { json, redirect } from '@remix-run/node'
import { logger } from '#core/logger'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { ProjectNotEditable } from '~/utils/analysis/project-edits.server'
import { editableToolingProject } from '~/utils/analysis/tooling/access.server'
import type { PanelActionArgs } from '../contract'
import { loadSampleNameMap } from '~/utils/analysis/tooling/project-samples.server'
import {
  displayNameField,
  pageOfSamples,
  projectSampleNames,
  saveDisplayNames,
  validateDisplayNames,
} from '~/utils/analysis/tooling/sample-names.server'

/** What the tab re-renders after a refused save: every typed value and each row's message, by sample index. */
export interface SampleNamesActionData {
  tooling: 'names'
  values: Record<number, string>
  errors: Record<number, { messageKey: string; values: Record<string, string> }>
  formError: string | null
}

/**
 * `names.save`: the display names of one page of samples (the page is in the form, so each page
 * saves its own rows). Demo projects may keep display names; expired ones may not.
 */
export async function handleSampleNamesAction({ request, analysisId, user, form, intent, backTo }: PanelActionArgs) {
  if (intent !== 'names.save') return requestError(request, 400, 'errors.badRequest')
  let project
  try {
    project = await editableToolingProject(analysisId, user, { allowDemo: true })
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') throw await requestError(request, 404, 'errors.notFound')
    return json<SampleNamesActionData>(
      { tooling: 'names', values: {}, errors: {}, formError: 'sampleNames.errors.readOnly' },
      { status: 403 },
    )
  }

  const samples = projectSampleNames(project.sampleInfo)
  const pageValue = Number(form.get('page') ?? '1')
  if (!Number.isInteger(pageValue) || pageValue < 1) return requestError(request, 400, 'errors.badRequest')
  const { start, samples: pageSamples } = pageOfSamples(samples, pageValue)
  const typed: string[] = []
  for (const [offset] of pageSamples.entries()) {
    const value = form.get(displayNameField(start + offset))
    if (typeof value !== 'string') return requestError(request, 400, 'errors.badRequest')
    typed.push(value.trim())
  }

  const errors = validateDisplayNames(samples, pageSamples, typed, await loadSampleNameMap(analysisId))
  const values = Object.fromEntries(typed.map((value, offset) => [start + offset, value]))
  if (errors.size > 0) {
    return json<SampleNamesActionData>(
      {
        tooling: 'names',
        values,
        errors: Object.fromEntries(
          pageSamples.flatMap((sample, offset) => {
            const error = errors.get(sample)
            return error ? [[start + offset, error]] : []
          }),
        ),
        formError: null,
      },
      { status: 400 },
    )
  }

  try {
    await saveDisplayNames(analysisId, pageSamples, typed)
  } catch (error) {
    // Two saves at once may both pass the checks; the unique index refuses the second.
    logger.error({ err: error, analysisId }, 'display names not saved')
    return json<SampleNamesActionData>(
      { tooling: 'names', values, errors: {}, formError: 'sampleNames.messages.saveFailed' },
      { status: 409 },
    )
  }
  return redirect(backTo, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'sampleNames.messages.saveSucceeded',
      }),
    },
  })
}
