import { AnalysisBatchNotFound, rerunAnalysisItem } from '#db/analysis-batches'
import type { ProjectViewer } from './project-access.server'
import { findEditableProject, ProjectNotEditable } from './project-edits.server'

/**
 * Re-runs the failed runs of one item of a project the user may view (its customer, or staff who
 * see every project), unless the project is a demo or expired/expiring. Returns how many runs
 * were queued again; throws ProjectNotEditable otherwise (notFound also for an item of another batch).
 */
export async function rerunFailedItem(analysisId: string, user: ProjectViewer, projectItemId: number): Promise<number> {
  const project = await findEditableProject(analysisId, user, 'project:edit')
  try {
    return await rerunAnalysisItem(project.id, projectItemId)
  } catch (error) {
    if (error instanceof AnalysisBatchNotFound) throw new ProjectNotEditable('notFound')
    throw error
  }
}
