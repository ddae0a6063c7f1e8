import { json, redirect } from '@remix-run/node'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { submitOca } from '#db/oca-records'
import { analysisTasks } from '#db/schema/projects'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { ProjectNotEditable } from '~/utils/analysis/project-edits.server'
import { editableToolingProject } from '~/utils/analysis/tooling/access.server'
import type { PanelActionArgs } from '../contract'
import type { OcaReminder } from '~/utils/analysis/tooling/oca-form.server'
import { loadSampleNameMap } from '~/utils/analysis/tooling/project-samples.server'
import {
  checkRerun,
  defaultRerunName,
  loadRerunOptions,
  RERUN_NAME_PATTERN,
  type RerunFormValues,
} from './rerun.server'

/** What the rerun form gets back when the server refuses it: the reminders and the selection kept. */
export interface RerunActionData {
  tooling: 'rerun'
  itemId: number
  reminders: OcaReminder[]
  values: RerunFormValues
}

const rerunPostSchema = z.object({
  groupId: z.coerce.number().int().positive(),
  itemId: z.coerce.number().int().positive(),
  taskId: z.coerce.number().int().positive(),
  formToken: z.string().uuid(),
  // Drawn with the form, so a double post (same token, same name) finds the first record.
  name: z.string().regex(RERUN_NAME_PATTERN),
  groupSolutionId: z.string().max(20).default(''),
  compareSolutionId: z.string().max(20).default(''),
})

/** `intent=rerun.submit`: the tools pane's "run again with a group solution". */
export async function handleRerunAction(args: PanelActionArgs) {
  const { request, intent } = args
  if (intent === 'rerun.submit') return submitRerun(args)
  return requestError(request, 400, 'errors.badRequest')
}

async function submitRerun({ request, analysisId, user, form, backTo }: PanelActionArgs) {
  const parsed = rerunPostSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => v !== '')))
  if (!parsed.success) return requestError(request, 400, 'errors.badRequest')
  const post = parsed.data
  const values = { groupSolutionId: post.groupSolutionId, compareSolutionId: post.compareSolutionId }
  const refused = (reminders: OcaReminder[], status: number) =>
    json<RerunActionData>({ tooling: 'rerun', itemId: post.itemId, reminders, values }, { status })
  let project
  try {
    project = await editableToolingProject(analysisId, user, { allowDemo: false })
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') return requestError(request, 404, 'errors.notFound')
    return refused([{ key: error.reason === 'demo' ? 'rerun.errors.demoRefused' : 'rerun.errors.readOnly' }], 403)
  }
  const options = await loadRerunOptions(project.id, post.itemId, post.taskId)
  if (!options || options.item.groupId !== post.groupId) return requestError(request, 404, 'errors.notFound')
  const checked = checkRerun(values, options)
  if (checked.reminders.length > 0 || !checked.groupSolution) return refused(checked.reminders, 400)

  const sampleMap = Object.fromEntries(await loadSampleNameMap(project.id))
  const submission = {
    analysisId: project.id,
    userId: user.id,
    comments: '',
    labels: [],
    formToken: post.formToken,
    groupSolution: checked.groupSolution,
    compareSolution: checked.compareSolution,
    filterSolution: null,
    items: [{ projectItemId: options.item.id, groupId: options.item.groupId }],
    // The item's tool form defaults apply (submitOca); the rerun changes only the samples.
    treeParams: {},
    sampleMap,
  }
  let name = post.name
  let outcome = await submitOca({ ...submission, name })
  // The name carries five random digits: a clash with another form's is rare, a second draw settles it.
  if (outcome.kind === 'nameTaken') {
    name = defaultRerunName()
    outcome = await submitOca({ ...submission, name })
  }
  if (outcome.kind === 'nameTaken') return refused([{ key: 'rerun.errors.tryAgain' }], 409)

  const [task] = await getDb()
    .select({ id: analysisTasks.id })
    .from(analysisTasks)
    .where(and(eq(analysisTasks.ocaRecordId, outcome.ocaRecordId), eq(analysisTasks.projectItemId, options.item.id)))
  const target = new URL(backTo, 'http://local')
  for (const key of ['task', 'run', 'solution', 'table', 'page']) target.searchParams.delete(key)
  target.searchParams.set('group', String(options.item.groupId))
  target.searchParams.set('item', String(options.item.id))
  if (task) target.searchParams.set('task', String(task.id))
  return redirect(`${target.pathname}${target.search}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'rerun.flash.submitted',
        values: { name, id: outcome.batchId, solution: checked.groupSolution.name },
      }),
    },
  })
}
