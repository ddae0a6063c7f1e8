/** One key of an audited thing that a change altered, with its value before and after as JSON text. */
export interface ChangedKey {
  key: string
  before: string | null
  after: string | null
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function shown(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value)
}

/**
 * The keys whose values differ between an audit row's `before` and `after` (a creation lists every
 * key of `after`, a deletion every key of `before`). Something that is not an object is one key, `''`.
 */
export function changedKeys(before: unknown, after: unknown): ChangedKey[] {
  const from = asRecord(before)
  const to = asRecord(after)
  if ((before !== null && !from) || (after !== null && !to)) {
    return shown(before) === shown(after) ? [] : [{ key: '', before: shown(before), after: shown(after) }]
  }
  const keys = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])].sort()
  return keys.flatMap((key) => {
    const was = shown(from?.[key])
    const is = shown(to?.[key])
    return was === is ? [] : [{ key, before: was, after: is }]
  })
}
