/** The delimiter characters by tool delimiter code (the same codes as analysis/io/text.ts DELIMITERS). */
const DELIMITER_CHARACTERS: Record<number, string> = { 1: '\t', 2: ',', 3: ';', 4: ' ' }
const HEADER_SAMPLE_BYTES = 64 * 1024

/**
 * The header cells of a chosen file, read in the browser so a column picker can offer them before
 * anything is uploaded. The server reads the header again with the full parser; this is a preview.
 */
export async function readHeaderCells(file: File, delimiterCode: number): Promise<string[]> {
  const text = await file.slice(0, HEADER_SAMPLE_BYTES).text()
  const firstLine =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? ''
  return firstLine
    .split(DELIMITER_CHARACTERS[delimiterCode] ?? '\t')
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean)
}
