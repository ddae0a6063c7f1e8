import { displayTrackingNumber } from '#core/projects'
import { inLanguage, type Language } from '#core/language'
import type { SessionUser } from '../auth.server'
import { formatDateTime } from '#core/date-time'
import { readOnlyReason, type ViewableProject } from './project-access.server'

function personName(person: { firstName: string; lastName: string; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email
}

/**
 * The project header, attribute list and breadcrumb (spec 02 §2.4).
 */
export function loadProjectHeader(project: ViewableProject, viewer: SessionUser, language: Language, origin: string) {
  const sampleRows = project.sampleInfo?.data.length ?? 0
  const readOnly = readOnlyReason(project)
  const owner = personName({
    firstName: project.customerFirstName,
    lastName: project.customerLastName,
    email: project.customerEmail,
  })
  return {
    batchId: project.id,
    status: project.status,
    analysisName: project.analysisName,
    projectName: project.projectName,
    trackingNumberShown: displayTrackingNumber(project.trackingNumber),
    isDemo: project.isDemo,
    workflowId: project.workflowId,
    workflowName: inLanguage(language, project.workflowTitle, project.workflowTitleEn),
    workflowIcon: project.workflowIcon,
    sampleTotal: Math.max(0, sampleRows - 1),
    customer: owner,
    institution: project.orderInstitution ?? project.customerInstitution ?? '',
    createdAt: formatDateTime(project.createdAt, language),
    labels: project.labels,
    comments: project.comments,
    readOnly,
    expiresAt: project.expiresAt ? formatDateTime(project.expiresAt, language) : null,
    dataClearedAt: project.dataClearedAt ? formatDateTime(project.dataClearedAt, language) : null,
    /** Set when staff view another account's project: the breadcrumb says whose and as whom. */
    otherAccount: project.customerId === viewer.id ? null : { owner, viewer: personName(viewer) },
    citationUrl: `${origin}/`,
  }
}
