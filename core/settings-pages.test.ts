import { describe, expect, it } from 'vitest'
import { PERMISSIONS } from './permissions'
import { SETTINGS_GROUP_PERMISSIONS, settingsEntryFor, settingsPagesFor } from './settings-pages'

describe('the settings group guard (spec 01 §2)', () => {
  it('lets in menu:settings-course alone, showing the course desk only', () => {
    expect(SETTINGS_GROUP_PERMISSIONS).toContain(PERMISSIONS.settingsCourse)
    expect(settingsPagesFor([PERMISSIONS.settingsCourse]).map((page) => page.to)).toEqual([
      '/setting/course-management',
    ])
    expect(settingsEntryFor([PERMISSIONS.settingsCourse])).toBe('/setting/course-management')
  })

  it('shows menu:settings the catalogue pages and both permissions every page', () => {
    const catalogue = settingsPagesFor([PERMISSIONS.settings]).map((page) => page.to)
    expect(catalogue).toContain('/setting/tool')
    expect(catalogue).not.toContain('/setting/course-management')
    expect(settingsPagesFor([PERMISSIONS.settings, PERMISSIONS.settingsCourse])).toHaveLength(9)
    expect(settingsEntryFor([PERMISSIONS.settings, PERMISSIONS.settingsCourse])).toBe('/setting')
  })

  it('opens nothing for other permissions', () => {
    expect(settingsPagesFor([PERMISSIONS.security, PERMISSIONS.feedbackData])).toEqual([])
    expect(settingsEntryFor([PERMISSIONS.security])).toBeNull()
  })
})
