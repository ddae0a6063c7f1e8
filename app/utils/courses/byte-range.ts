/**
 * Reads an HTTP `Range` header (RFC 9110 §14) for a file of `size` bytes. Only one `bytes=` range is
 * served (a player asks for one); a list of ranges is answered with the first. Returns the inclusive
 * byte positions, `null` when the header is absent or not a byte range (serve the whole file, 200),
 * or `'unsatisfiable'` (416) when the range lies outside the file.
 */
export function parseByteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/.exec(header.trim())
  if (!match) return null
  const [, first, last] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable'
  return { start, end }
}
