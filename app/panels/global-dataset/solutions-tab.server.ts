import { z } from 'zod'
import { idParam, optional, parseSearchParams } from '~/utils/request-input.server'
import type { PanelContext } from '../contract'
import { readOnlyReason } from '~/utils/analysis/project-access.server'
import {
  rowOf,
  type CompareSolutionDraft,
  type GroupSolutionDraft,
} from '~/utils/analysis/tooling/group-solution-rules'
import { projectSampleNames } from '~/utils/analysis/tooling/group-solutions.server'
import { loadGroupSolutions } from '~/utils/analysis/tooling/project-samples.server'

/** `new`, or the id of a stored solution to edit. */
const editParam = z.union([z.literal('new'), idParam])

/**
 * The tab's own query: the chosen group and compare solutions, which editor is open (each editor is
 * a page state, so it opens without JavaScript by a link) and which deletion awaits confirmation.
 */
export const solutionsTabQuery = z.object({
  solution: optional(idParam),
  compare: optional(idParam),
  edit: optional(editParam),
  editCompare: optional(editParam),
  confirmDelete: optional(z.enum(['solution', 'compare'])),
})

/**
 * The global dataset group's "Sample groups" tab (spec 03 §2.3, management variant): the project's
 * group solutions with their compare solutions, the chosen ones, and the editor the URL opens.
 */
export async function loadSolutionsTab({ project, request }: PanelContext) {
  const query = request ? await parseSearchParams(request, solutionsTabQuery) : {}
  const solutions = await loadGroupSolutions(project.id)
  const chosen = solutions.find((solution) => solution.id === query.solution) ?? solutions[0] ?? null
  const compare =
    chosen?.compareSolutions.find((candidate) => candidate.id === query.compare) ?? chosen?.compareSolutions[0] ?? null
  // Demo projects keep solutions (their owner explores the tooling on them); expired and expiring ones are view-only.
  const reason = readOnlyReason(project)
  const editable = reason === null || reason === 'demo'

  let editor: GroupSolutionDraft | null = null
  if (editable && query.edit === 'new') editor = { solutionId: null, name: '', groups: [], selected: null }
  else if (editable && query.edit !== undefined) {
    const edited = solutions.find((solution) => solution.id === query.edit && !solution.isDefault)
    if (edited)
      editor = {
        solutionId: edited.id,
        name: edited.name,
        groups: edited.groups.map((group) => ({ ...group, originalName: group.name, renaming: null })),
        selected: null,
      }
  }

  let compareEditor: CompareSolutionDraft | null = null
  if (editable && chosen && query.editCompare === 'new')
    compareEditor = { compareId: null, name: '', rows: [{ kind: 'pair', control: '', treatment: '' }] }
  else if (editable && chosen && query.editCompare !== undefined) {
    const edited = chosen.compareSolutions.find(
      (candidate) => candidate.id === query.editCompare && !candidate.isDefault,
    )
    if (edited) compareEditor = { compareId: edited.id, name: edited.name, rows: edited.groups.map(rowOf) }
  }

  return {
    tab: 'groups' as const,
    editable,
    samples: projectSampleNames(project.sampleInfo),
    solutions,
    chosenId: chosen?.id ?? null,
    compareId: compare?.id ?? null,
    editor: editor ? { draft: editor } : null,
    compareEditor: compareEditor ? { draft: compareEditor } : null,
    confirmDelete: editable ? (query.confirmDelete ?? null) : null,
  }
}
