/** Permission codes checked on routes (spec 01 §6). */
export const PERMISSIONS = {
  settings: 'menu:settings',
  projectsData: 'menu:projects-data',
  toolsProjectsData: 'menu:tools-projects-data',
  analysisProjectsData: 'menu:analysis-projects-data',
  feedbackData: 'menu:feedback-data',
  messageData: 'menu:message-data',
  security: 'menu:security',
  settingsCourse: 'menu:settings-course',
} as const

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS]

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS)

/** Who may open a route: anyone, any logged-in user, or a user holding one permission. */
export type RouteAccess = 'anonymous' | 'user' | Permission
