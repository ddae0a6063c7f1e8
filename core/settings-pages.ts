import { PERMISSIONS, type Permission } from './permissions'

/**
 * The pages of the settings group (spec 01 §2) with the permission each needs: menu:settings opens
 * the catalogue pages, menu:settings-course the course management. The group's guard, its side
 * menu and the header's settings link all read this list, so a user holding only
 * menu:settings-course reaches the course desk and sees nothing else of the group.
 */
export const SETTINGS_PAGES: readonly { to: string; label: string; permission: Permission }[] = [
  { to: '/setting/tool', label: 'pages.settingTools.title', permission: PERMISSIONS.settings },
  { to: '/setting/analysis-management', label: 'pages.settingAnalysis.title', permission: PERMISSIONS.settings },
  { to: '/setting/course-management', label: 'pages.settingCourses.title', permission: PERMISSIONS.settingsCourse },
  { to: '/setting/form', label: 'pages.settingForms.title', permission: PERMISSIONS.settings },
  { to: '/setting/code', label: 'pages.settingCode.title', permission: PERMISSIONS.settings },
  {
    to: '/setting/multi-language-management',
    label: 'pages.settingLanguages.title',
    permission: PERMISSIONS.settings,
  },
  { to: '/setting/projects/myfiles', label: 'pages.myFiles.title', permission: PERMISSIONS.settings },
  { to: '/setting/projects/projectfiles', label: 'pages.projectFiles.title', permission: PERMISSIONS.settings },
  { to: '/setting/projects/myfiles/quotas', label: 'staffFiles.quotas.title', permission: PERMISSIONS.settings },
]

/** The permissions that open at least one settings page: the group's guard lets any of them in. */
export const SETTINGS_GROUP_PERMISSIONS: readonly Permission[] = [
  ...new Set(SETTINGS_PAGES.map((page) => page.permission)),
]

/** The settings pages a holder of `permissions` may open, in menu order. */
export function settingsPagesFor(permissions: readonly string[]) {
  return SETTINGS_PAGES.filter((page) => permissions.includes(page.permission))
}

/**
 * Where the header's settings link leads: the group's overview for menu:settings, else the first
 * page the user may open; null when none.
 */
export function settingsEntryFor(permissions: readonly string[]): string | null {
  if (permissions.includes(PERMISSIONS.settings)) return '/setting'
  return settingsPagesFor(permissions)[0]?.to ?? null
}
