import type { ProjectViewer, ViewableProject } from '../project-access.server'
import { findEditableProject } from '../project-edits.server'

/**
 * The project a tooling action changes: one the user may view and that is not expired or about to
 * expire. Demo projects may keep solutions, display names, filter solutions and QC rules (their
 * owner explores the tooling on them: `project:editTooling`) but may not submit a one-click
 * analysis (spec 03 §6): `allowDemo: false` asks for `project:edit`, which refuses them. Throws
 * ProjectNotEditable otherwise.
 */
export async function editableToolingProject(
  analysisId: string,
  user: ProjectViewer,
  { allowDemo }: { allowDemo: boolean },
): Promise<ViewableProject> {
  return findEditableProject(analysisId, user, allowDemo ? 'project:editTooling' : 'project:edit')
}
