import { findViewableProject, readOnlyReason, type ProjectViewer, type ViewableProject } from '../project-access.server'
import { ProjectNotEditable } from '../project-edits.server'

/**
 * The project a tooling action changes: one the user may view and that is not expired or about to
 * expire. Demo projects may keep solutions, display names, filter solutions and QC rules (their
 * owner explores the tooling on them) but may not submit a one-click analysis (spec 03 §6):
 * `allowDemo: false` refuses them. Throws ProjectNotEditable otherwise.
 */
export async function editableToolingProject(
  analysisId: string,
  user: ProjectViewer,
  { allowDemo }: { allowDemo: boolean },
): Promise<ViewableProject> {
  const project = await findViewableProject(analysisId, user)
  if (!project) throw new ProjectNotEditable('notFound')
  const reason = readOnlyReason(project)
  if (reason && !(reason === 'demo' && allowDemo)) throw new ProjectNotEditable(reason)
  return project
}
