import { json, redirect } from '@remix-run/node'
import { z } from 'zod'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, MAX_DATABASE_ID } from '~/utils/request-input.server'
import { ProjectNotEditable } from '~/utils/analysis/project-edits.server'
import { editableToolingProject } from '~/utils/analysis/tooling/access.server'
import type { PanelActionArgs } from '../contract'
import {
  addGroup,
  addSamples,
  applyRename,
  cancelRename,
  deleteGroup,
  removeSamples,
  startRename,
  type CompareSolutionDraft,
  type ComparisonRow,
  type GroupSolutionDraft,
  type SolutionMessage,
} from '~/utils/analysis/tooling/group-solution-rules'
import {
  deleteCompareSolution,
  deleteGroupSolution,
  projectSampleNames,
  saveCompareSolution,
  saveGroupSolution,
  SolutionMissing,
  SolutionRefused,
} from '~/utils/analysis/tooling/group-solutions.server'
import { loadGroupSolutions } from '~/utils/analysis/tooling/project-samples.server'

/*
 * The sample groups tab's forms (spec 03 §2.3). The editors are forms that round-trip their draft:
 * every button posts the whole draft with an `op`, the server applies it with the same rules the
 * browser uses and answers the new draft (status 200) or the draft and its messages (400), so the
 * editor works without JavaScript and nothing typed is lost. Save writes and redirects with a flash.
 */

const name = z.string().max(200)
const sampleName = z.string().min(1).max(200)
const draftGroups = z
  .array(
    z.object({
      name,
      originalName: name.nullable(),
      samples: z.array(sampleName).max(100_000),
      renaming: name.nullable(),
    }),
  )
  .max(500)
const carriedDraft = z.object({
  solutionId: z.number().int().positive().max(MAX_DATABASE_ID).nullable(),
  groups: draftGroups,
})

/** The group editor's op: a word, or a word and the index of the group it applies to (`rename:2`). */
const groupOp = z
  .string()
  .regex(
    /^(reuse|view|switchToEdit|addGroup|addSamples|filter|save|(startRename|applyRename|cancelRename|deleteGroup|removeSamples):\d{1,3})$/,
  )
const compareOp = z.string().regex(/^(addPair|addMulti|save|removeRow:\d{1,3})$/)

export type SolutionsActionData =
  | {
      tooling: 'solutions'
      editor: 'group'
      draft: GroupSolutionDraft
      poolFilter: string
      newGroup: string
      reuseId: string
      /** A stored solution shown read-only (the editor's view mode), or null. */
      view: { id: number; name: string; groups: { name: string; samples: string[] }[] } | null
      messages: SolutionMessage[]
      /** The inline hint under a group whose rename was refused, by group index. */
      renameErrors: Record<number, SolutionMessage>
    }
  | { tooling: 'solutions'; editor: 'compare'; draft: CompareSolutionDraft; messages: SolutionMessage[] }
  | { tooling: 'solutions'; editor: 'none'; messages: SolutionMessage[] }

const text = (form: FormData, key: string) => {
  const value = form.get(key)
  return typeof value === 'string' ? value : ''
}
const texts = (form: FormData, key: string) =>
  form.getAll(key).filter((value): value is string => typeof value === 'string')

/** Where a saved or deleted solution lands: the tab with that solution chosen and no editor open. */
function tabHref(backTo: string, solutionId: number | null, compareId?: number | null) {
  const url = new URL(backTo, 'http://x')
  const group = url.searchParams.get('group') ?? ''
  const next = new URLSearchParams({ group, tab: 'groups' })
  if (solutionId !== null) next.set('solution', String(solutionId))
  if (compareId) next.set('compare', String(compareId))
  return `${url.pathname}?${next}`
}

async function redirectWith(request: Request, to: string, message: FlashMessage) {
  return redirect(to, { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}

export async function handleSolutionsAction({ request, analysisId, user, form, intent, backTo }: PanelActionArgs) {
  let project
  try {
    project = await editableToolingProject(analysisId, user, { allowDemo: true })
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') throw await requestError(request, 404, 'errors.notFound')
    return json<SolutionsActionData>(
      { tooling: 'solutions', editor: 'none', messages: [{ key: 'solutions.errors.readOnly' }] },
      { status: 403 },
    )
  }
  const samples = projectSampleNames(project.sampleInfo)
  switch (intent) {
    case 'solutions.group':
      return groupEditor(request, analysisId, samples, form, backTo)
    case 'solutions.compare':
      return compareEditor(request, analysisId, form, backTo)
    case 'solutions.deleteGroup': {
      const id = idParam.safeParse(text(form, 'solutionId'))
      if (!id.success) throw await requestError(request, 400, 'errors.badRequest')
      try {
        await deleteGroupSolution(analysisId, id.data)
      } catch (error) {
        if (!(error instanceof SolutionMissing)) throw error
        return redirectWith(request, tabHref(backTo, id.data), {
          kind: 'error',
          messageKey: 'solutions.flash.saveFailed',
        })
      }
      const first = (await loadGroupSolutions(analysisId))[0]?.id ?? null
      return redirectWith(request, tabHref(backTo, first), { kind: 'success', messageKey: 'solutions.flash.deleted' })
    }
    case 'solutions.deleteCompare': {
      const ids = z.object({ solutionId: idParam, compareId: idParam }).safeParse({
        solutionId: text(form, 'solutionId'),
        compareId: text(form, 'compareId'),
      })
      if (!ids.success) throw await requestError(request, 400, 'errors.badRequest')
      try {
        await deleteCompareSolution(analysisId, ids.data.solutionId, ids.data.compareId)
      } catch (error) {
        if (!(error instanceof SolutionMissing)) throw error
        return redirectWith(request, tabHref(backTo, ids.data.solutionId), {
          kind: 'error',
          messageKey: 'solutions.flash.compareSaveFailed',
        })
      }
      return redirectWith(request, tabHref(backTo, ids.data.solutionId), {
        kind: 'success',
        messageKey: 'solutions.flash.compareDeleted',
      })
    }
    default:
      throw await requestError(request, 400, 'errors.badRequest')
  }
}

async function groupEditor(request: Request, analysisId: string, samples: string[], form: FormData, backTo: string) {
  const op = groupOp.safeParse(text(form, 'op'))
  let carried: z.output<typeof carriedDraft>
  try {
    carried = carriedDraft.parse(JSON.parse(text(form, 'draft')))
  } catch {
    throw await requestError(request, 400, 'errors.badRequest')
  }
  if (!op.success) throw await requestError(request, 400, 'errors.badRequest')
  const selected = z.coerce.number().int().min(0).safeParse(text(form, 'selected'))
  // Open renames keep what was typed in their inputs.
  const groups = carried.groups.map((group, index) =>
    group.renaming === null ? group : { ...group, renaming: text(form, `rename-${index}`) },
  )
  let draft: GroupSolutionDraft = {
    solutionId: carried.solutionId,
    name: text(form, 'name').trim(),
    groups,
    selected: selected.success && groups[selected.data] ? selected.data : null,
  }
  const state = {
    poolFilter: text(form, 'poolFilter'),
    newGroup: text(form, 'newGroup'),
    reuseId: text(form, 'reuseId'),
    view: null as Extract<SolutionsActionData, { editor: 'group' }>['view'],
    renameErrors: {} as Record<number, SolutionMessage>,
  }
  const messages: SolutionMessage[] = []
  const [verb, indexText] = op.data.split(':')
  const index = Number(indexText)

  if (verb === 'save') {
    try {
      const id = await saveGroupSolution(analysisId, draft, samples)
      return redirectWith(request, tabHref(backTo, id), {
        kind: 'success',
        messageKey: draft.solutionId === null ? 'solutions.flash.added' : 'solutions.flash.edited',
      })
    } catch (error) {
      if (error instanceof SolutionMissing)
        return redirectWith(request, tabHref(backTo, null), { kind: 'error', messageKey: 'solutions.flash.saveFailed' })
      if (!(error instanceof SolutionRefused)) throw error
      messages.push(...error.messages)
    }
  } else if (verb === 'reuse' || verb === 'view' || verb === 'switchToEdit') {
    const reused =
      state.reuseId === 'custom'
        ? null
        : (await loadGroupSolutions(analysisId)).find((solution) => String(solution.id) === state.reuseId)
    if (reused === undefined) throw await requestError(request, 400, 'errors.badRequest')
    if (verb === 'view' && reused) state.view = { id: reused.id, name: reused.name, groups: reused.groups }
    else
      draft = {
        ...draft,
        selected: null,
        groups: (reused?.groups ?? []).map((group) => ({
          name: group.name,
          // Reusing the edited solution's own groups keeps them the same groups (its comparisons follow).
          originalName: reused?.id === draft.solutionId ? group.name : null,
          samples: group.samples.filter((sample) => samples.includes(sample)),
          renaming: null,
        })),
      }
  } else if (verb === 'addGroup') {
    const result = addGroup(draft, state.newGroup)
    draft = result.draft
    if (result.error) messages.push(result.error)
    else state.newGroup = ''
  } else if (verb === 'addSamples') {
    const result = addSamples(draft, texts(form, 'poolSample'))
    draft = result.draft
    if (result.error) messages.push(result.error)
  } else if (verb === 'removeSamples') draft = removeSamples(draft, index, texts(form, `groupSample-${index}`))
  else if (verb === 'deleteGroup') draft = deleteGroup(draft, index)
  else if (verb === 'startRename') draft = startRename(draft, index)
  else if (verb === 'cancelRename') draft = cancelRename(draft, index)
  else if (verb === 'applyRename') {
    const result = applyRename(draft, index, draft.groups[index]?.renaming ?? '')
    draft = result.draft
    if (result.error) state.renameErrors[index] = result.error
  }
  // `filter` only carries the pool filter back.
  const failed = messages.length > 0 || Object.keys(state.renameErrors).length > 0
  return json<SolutionsActionData>(
    { tooling: 'solutions', editor: 'group', draft, messages, ...state },
    { status: failed ? 400 : 200 },
  )
}

function rowsFrom(form: FormData): ComparisonRow[] {
  const count = Math.min(Number(text(form, 'rowCount')) || 0, 200)
  const rows: ComparisonRow[] = []
  for (let index = 0; index < count; index++) {
    const kind = text(form, `kind-${index}`)
    if (kind === 'pair')
      rows.push({ kind, control: text(form, `control-${index}`), treatment: text(form, `treatment-${index}`) })
    else if (kind === 'multi') rows.push({ kind, groups: texts(form, `groups-${index}`) })
  }
  return rows
}

async function compareEditor(request: Request, analysisId: string, form: FormData, backTo: string) {
  const op = compareOp.safeParse(text(form, 'op'))
  const ids = z
    .object({ solutionId: idParam, compareId: z.union([z.literal(''), idParam]) })
    .safeParse({ solutionId: text(form, 'solutionId'), compareId: text(form, 'compareId') })
  if (!op.success || !ids.success) throw await requestError(request, 400, 'errors.badRequest')
  let draft: CompareSolutionDraft = {
    compareId: ids.data.compareId === '' ? null : ids.data.compareId,
    name: text(form, 'name').trim(),
    rows: rowsFrom(form),
  }
  const messages: SolutionMessage[] = []
  const [verb, indexText] = op.data.split(':')
  if (verb === 'save') {
    try {
      const id = await saveCompareSolution(analysisId, ids.data.solutionId, draft)
      return redirectWith(request, tabHref(backTo, ids.data.solutionId, id), {
        kind: 'success',
        messageKey: draft.compareId === null ? 'solutions.flash.compareAdded' : 'solutions.flash.compareEdited',
      })
    } catch (error) {
      if (error instanceof SolutionMissing)
        return redirectWith(request, tabHref(backTo, ids.data.solutionId), {
          kind: 'error',
          messageKey: 'solutions.flash.compareSaveFailed',
        })
      if (!(error instanceof SolutionRefused)) throw error
      messages.push(...error.messages)
    }
  } else if (verb === 'addPair')
    draft = { ...draft, rows: [...draft.rows, { kind: 'pair', control: '', treatment: '' }] }
  else if (verb === 'addMulti') draft = { ...draft, rows: [...draft.rows, { kind: 'multi', groups: [] }] }
  else draft = { ...draft, rows: draft.rows.filter((_, at) => at !== Number(indexText)) }
  return json<SolutionsActionData>(
    { tooling: 'solutions', editor: 'compare', draft, messages },
    { status: messages.length ? 400 : 200 },
  )
}
