/**
 * How a result table shows a number (issue 24 §2): at most four significant digits, the way R prints a number with
 * `format(x, digits = 4)`, so 1.5800000000000003 reads 1.58, 0.000123456 reads 0.0001235 and a p-value of
 * 1.234e-8 reads 1.234e-08. Whole numbers (counts, sizes, degrees of freedom) stay whole and are printed in full.
 * Only the page shows the shortened number: the TSV and CSV downloads keep every digit.
 */

/** Significant digits a table shows (R's `format(x, digits = 4)`). */
export const TABLE_SIGNIFICANT_DIGITS = 4

/** Largest magnitude printed as a whole number in full (beyond it a double no longer holds every integer). */
const WHOLE_LIMIT = 1e15

export function formatTableNumber(value: number, digits = TABLE_SIGNIFICANT_DIGITS): string {
  if (Number.isNaN(value)) return 'NaN'
  if (!Number.isFinite(value)) return value > 0 ? 'Inf' : '-Inf'
  if (value === 0) return '0'
  if (Number.isInteger(value) && Math.abs(value) < WHOLE_LIMIT) return String(value)
  // The value rounded to `digits` significant digits: its decimal exponent and the digits that matter.
  const [mantissa, exponentText] = Math.abs(value).toExponential(digits - 1).split('e')
  const exponent = Number(exponentText)
  const significant = mantissa.replace('.', '').replace(/0+$/, '')
  const sign = value < 0 ? '-' : ''
  // R's rule (formatReal): fixed notation unless scientific notation is narrower.
  const decimals = Math.max(0, significant.length - exponent - 1)
  const fixedWidth = (exponent >= 0 ? exponent + 1 : 1) + (decimals > 0 ? decimals + 1 : 0)
  const exponentDigits = Math.abs(exponent) >= 100 ? 3 : 2
  const scientificWidth = (significant.length > 1 ? significant.length + 1 : 1) + 2 + exponentDigits
  if (fixedWidth <= scientificWidth) return sign + Math.abs(value).toFixed(decimals)
  const shownMantissa = significant.length > 1 ? `${significant[0]}.${significant.slice(1)}` : significant
  const exponentShown = String(Math.abs(exponent)).padStart(exponentDigits, '0')
  return `${sign}${shownMantissa}e${exponent < 0 ? '-' : '+'}${exponentShown}`
}

/** A table cell as the page shows it: numbers shortened (`formatTableNumber`), words as they are, empty for none. */
export function formatTableCell(cell: string | number | null | undefined): string {
  if (cell === null || cell === undefined) return ''
  return typeof cell === 'number' ? formatTableNumber(cell) : cell
}
