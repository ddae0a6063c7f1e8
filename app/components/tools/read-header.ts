/** The delimiter characters by tool delimiter code (the same codes as analysis/io/text.ts DELIMITERS). */
const DELIMITER_CHARACTERS: Record<number, string> = { 1: '\t', 2: ',', 3: ';', 4: ' ' }
const HEADER_SAMPLE_BYTES = 64 * 1024

/**
 * The header cells of a chosen file, read in the browser so a column picker can offer them before
 * anything is uploaded: decoded in the encoding the server will find (a GBK table from Excel on
 * Chinese Windows included), or the names would not match the header the run reads. The server
 * reads the header again with the full parser; this is a preview.
 */
export async function readHeaderCells(file: File, delimiterCode: number): Promise<string[]> {
  const bytes = new Uint8Array(await file.slice(0, HEADER_SAMPLE_BYTES).arrayBuffer())
  // Loaded when a file is chosen: the tool page's first load does without chardet's statistics.
  const { detectTextEncoding } = await import('#analysis/io/text-encoding')
  const encoding = detectTextEncoding(bytes)
  const text = new TextDecoder(encoding.label).decode(bytes.subarray(encoding.bomLength))
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  return firstLine
    .split(DELIMITER_CHARACTERS[delimiterCode] ?? '\t')
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean)
}
