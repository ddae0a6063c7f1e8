import { PREVIEW_ROWS, previewOfText, previewRows, type TablePreview } from '~/utils/tools/table-inputs'

const PREVIEW_SAMPLE_BYTES = 64 * 1024

/**
 * The first rows of a chosen table file, read in the browser before anything is uploaded, the way
 * the server will read it: the encoding the server finds, the delimiter the run uses (CSV as CSV,
 * anything else with the tool's), and an Excel workbook's first sheet. The libraries load only
 * when a file is chosen. Null when the file cannot be read as a table (the server then says why).
 */
export async function readTablePreview(file: File, tableDelimiter: number): Promise<TablePreview | null> {
  try {
    if (/\.xlsx$/i.test(file.name)) {
      const { readXlsxTable } = await import('#analysis/io/spreadsheet')
      const rows = await readXlsxTable(new Uint8Array(await file.arrayBuffer()))
      return {
        fileName: file.name,
        format: 'xlsx',
        delimiter: null,
        readAs: null,
        encoding: 'UTF-8',
        rows: previewRows(rows),
        header: rows[0].map((cell) => cell.trim()),
        rowCount: rows.length,
      }
    }
    const bytes = new Uint8Array(await file.slice(0, PREVIEW_SAMPLE_BYTES).arrayBuffer())
    const [{ detectTextEncoding }, { detectDelimiter }, { default: Papa }] = await Promise.all([
      import('#analysis/io/text-encoding'),
      import('#analysis/io/delimiter'),
      import('papaparse'),
    ])
    const encoding = detectTextEncoding(bytes)
    const text = new TextDecoder(encoding.label).decode(bytes.subarray(encoding.bomLength))
    return previewOfText({
      text,
      fileName: file.name,
      encoding: encoding.name,
      tableDelimiter,
      parse: (sample, delimiter) =>
        Papa.parse<string[]>(sample, { delimiter, preview: PREVIEW_ROWS, skipEmptyLines: true }).data,
      detect: detectDelimiter,
    })
  } catch {
    return null
  }
}
