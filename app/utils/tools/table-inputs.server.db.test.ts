import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import iconv from 'iconv-lite'
import type { DataFileSetting } from '#core/tools'
import { readDelimited } from '#analysis/io/text'
import { i18next } from '~/utils/translations.server'
import { PASTED_TABLE_FIELD_PREFIX, slotFileTypes } from './table-inputs'
import { addPastedTables, tableFileForTool } from './table-inputs.server'
import { validateToolSubmission, type ToolFormDefinition } from './tool-form.server'
import type { ToolUploads, UploadedDataFile } from './uploads.server'

const FIXTURES = path.join(__dirname, '../../../tests/fixtures/analysis/spreadsheet')
const workbook: UploadedDataFile = {
  fileName: 'iris.xlsx',
  bytes: new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'iris.xlsx'))),
}
// R's readxl read of the same workbook (tests/fixtures/analysis/spreadsheet/generate.R).
const expectedRows = fs
  .readFileSync(path.join(FIXTURES, 'iris.expected.tsv'), 'utf8')
  .trimEnd()
  .split('\n')
  .map((line) => line.split('\t'))

const tableSlot: DataFileSetting = {
  key: 'table',
  label: '数据表',
  required: true,
  exampleFile: null,
  fileTypes: ['tsv', 'txt'],
  fileSizeMb: 0,
  rules: [{ kind: 'valueType', rows: '[2:]', columns: '[1:4]', valueType: 'number', allowEmpty: false }],
}
const treeSlot: DataFileSetting = { ...tableSlot, key: 'tree', required: false, fileTypes: ['nwk', 'txt'], rules: [] }
const text = (fileName: string, value: string): UploadedDataFile => ({
  fileName,
  bytes: new TextEncoder().encode(value),
})
const decode = (file: UploadedDataFile) => new TextDecoder().decode(file.bytes)

describe('table slots take tables as users have them', () => {
  it('accept CSV and XLSX besides their own types; other slots keep their own list', () => {
    expect(slotFileTypes(tableSlot)).toEqual(['tsv', 'txt', 'csv', 'xlsx'])
    expect(slotFileTypes(treeSlot)).toEqual(['nwk', 'txt'])
  })

  it('turn an Excel workbook’s first sheet into the tool’s TSV, cell for cell as R’s readxl reads it', async () => {
    const { file, preview } = await tableFileForTool(workbook, 1)
    expect(file.fileName).toBe('iris.tsv')
    expect(readDelimited(decode(file), { delimiter: 1 })).toEqual(expectedRows)
    expect(preview).toMatchObject({ format: 'xlsx', encoding: 'UTF-8', rowCount: 9 })
    expect(preview.rows[0]).toEqual(expectedRows[0])
    expect(preview.rows).toHaveLength(6)
  })

  it('turn a CSV file (a GBK one from Excel included) into the tool’s TSV, and say what was found', async () => {
    const csv = 'Taxon,"S1, left",S2\n"say ""hi""",1,2\n细菌,3,4\n'
    const gbk: UploadedDataFile = { fileName: 'table.csv', bytes: new Uint8Array(iconv.encode(csv, 'gbk')) }
    const { file, preview } = await tableFileForTool(gbk, 1)
    expect(file.fileName).toBe('table.tsv')
    expect(readDelimited(decode(file), { delimiter: 1 })).toEqual([
      ['Taxon', 'S1, left', 'S2'],
      ['say "hi"', '1', '2'],
      ['细菌', '3', '4'],
    ])
    expect(preview).toMatchObject({ delimiter: 'comma', readAs: 'comma', encoding: 'GB18030', rowCount: 3 })
    // A comma tool keeps a CSV as it is.
    expect((await tableFileForTool(text('t.csv', csv), 2)).file.fileName).toBe('t.csv')
  })

  it('leave TSV and TXT as the tool reads them, warning when the content suggests another delimiter', async () => {
    const tsv = text('t.tsv', 'a\tb\n1\t2\n')
    expect((await tableFileForTool(tsv, 1)).file).toBe(tsv)
    const commas = await tableFileForTool(text('t.txt', 'a,b,c\n1,2,3\n4,5,6\n'), 1)
    expect(commas.preview).toMatchObject({ delimiter: 'comma', readAs: 'tab', encoding: 'UTF-8' })
  })

  it('take a pasted table as a file unless one was uploaded, naming its delimiter', () => {
    const uploads: ToolUploads = { fields: new FormData(), files: new Map(), problems: new Map() }
    uploads.fields.set(`${PASTED_TABLE_FIELD_PREFIX}table`, 'a\tb\n1\t2')
    uploads.fields.set(`${PASTED_TABLE_FIELD_PREFIX}tree`, '(a,b);')
    addPastedTables(uploads, [tableSlot, treeSlot])
    expect(uploads.files.get('table')?.fileName).toBe('pasted-table.tsv')
    expect(decode(uploads.files.get('table')!)).toBe('a\tb\n1\t2\n')
    expect(uploads.files.has('tree')).toBe(false)

    const csv: ToolUploads = { fields: new FormData(), files: new Map(), problems: new Map() }
    csv.fields.set(`${PASTED_TABLE_FIELD_PREFIX}table`, 'a,b\n1,2\n')
    addPastedTables(csv, [tableSlot])
    expect(csv.files.get('table')?.fileName).toBe('pasted-table.csv')

    const uploaded: ToolUploads = {
      fields: new FormData(),
      files: new Map([['table', text('mine.tsv', 'x\n')]]),
      problems: new Map(),
    }
    uploaded.fields.set(`${PASTED_TABLE_FIELD_PREFIX}table`, 'a\tb\n1\t2')
    addPastedTables(uploaded, [tableSlot])
    expect(uploaded.files.get('table')?.fileName).toBe('mine.tsv')
  })
})

describe('a tool run with a workbook', () => {
  const tool: ToolFormDefinition = { fields: [], tableDelimiter: 1, demo: null, dataFileSettings: [tableSlot] }

  it('checks the rules on the sheet’s cells and stores it as TSV', async () => {
    const result = await validateToolSubmission({
      tool,
      uploads: { fields: new FormData(), files: new Map([['table', workbook]]), problems: new Map() },
      t: await i18next.getFixedT('en'),
      language: 'en',
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.files.table.fileName).toBe('iris.tsv')
    expect(result.headers.table).toEqual(expectedRows[0])
    expect(result.previews.table.format).toBe('xlsx')
  })

  it('names a broken workbook in the slot’s message', async () => {
    const broken: UploadedDataFile = { fileName: 'broken.xlsx', bytes: workbook.bytes.slice(0, 4000) }
    const result = await validateToolSubmission({
      tool,
      uploads: { fields: new FormData(), files: new Map([['table', broken]]), problems: new Map() },
      t: await i18next.getFixedT('en'),
      language: 'en',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors['file:table']?.[0]).toMatch(/^broken\.xlsx (is not an Excel workbook|could not be read)/)
  })
})
