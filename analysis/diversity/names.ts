/** Quotes names for an error message, the first ten of them, so a long list stays readable. */
export function quoteNames(names: readonly string[]): string {
  const shown = names.slice(0, 10).map((name) => `"${name}"`).join(', ')
  return names.length > 10 ? `${shown} and ${names.length - 10} more` : shown
}
