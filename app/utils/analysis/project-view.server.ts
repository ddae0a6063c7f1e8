import { ANALYSIS_STATUS } from '#core/projects'
import type { Language } from '#core/language'
import type { SessionUser } from '../auth.server'
import { platformConfig } from '../platform-config.server'
import { findViewableProject } from './project-access.server'
import { listBatchFiles } from './project-files.server'
import { loadProjectHeader } from './project-header.server'
import type { ProjectPageQuery } from './project-page-query.server'
import { loadProjectBody, loadTaskSummary } from './project-page.server'
import { wikiHostOf } from '#core/tutorials'

/**
 * Everything `/analysis-project/:aId` shows: nothing (no such project for this user), the status
 * of a project that is not completed, or the header, task summary, files and open group of a
 * completed one. The queries after the access check run side by side.
 */
export async function loadProjectPage(
  analysisId: string | undefined,
  user: SessionUser,
  query: ProjectPageQuery,
  language: Language,
  origin: string,
  request: Request | null = null,
) {
  const project = await findViewableProject(analysisId, user)
  // A malformed id, a missing batch and another customer's batch all answer the same screen.
  if (!project) return { found: false as const }
  if (project.status !== ANALYSIS_STATUS.completed)
    return { found: true as const, completed: false as const, status: project.status }
  const [summary, body, files] = await Promise.all([
    loadTaskSummary(project.id, language),
    loadProjectBody(project, query, language, wikiHostOf(platformConfig().providerWebsiteUrl), request),
    listBatchFiles(project.trackingNumber, project.id),
  ])
  return {
    found: true as const,
    completed: true as const,
    header: { ...loadProjectHeader(project, user, language, origin), files },
    summary,
    body,
  }
}
