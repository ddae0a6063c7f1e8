/**
 * The locale key of a permission's name: `menu:settings-course` → `securityRoles.permissionNames.menu.settings-course`
 * (the code's `:` would read as an i18next namespace separator, so it becomes a key level).
 */
export function permissionNameKey(code: string): string {
  return `securityRoles.permissionNames.${code.replace(/:/g, '.')}`
}
