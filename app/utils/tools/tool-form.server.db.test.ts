import { describe, expect, it } from 'vitest'
import { fileStorage } from '#db/file-storage'
import type { FormField } from '#core/tools'
import { i18next } from '~/utils/translations.server'
import { DEMO_FILE_FIELD } from './tool-form'
import { validateToolSubmission, type ToolFormDefinition } from './tool-form.server'
import type { UploadedDataFile } from './uploads.server'

const DEMO_KEY = 'tool-demos/ValidationProbe/demo.tsv'
await fileStorage().put(DEMO_KEY, new TextEncoder().encode('Taxon\tS1\tS2\nA\t1\t2\nB\t3\t4\n'))

const fields: FormField[] = [
  { key: 'alpha', label: '显著性水平', labelEn: 'Significance level', type: 'number', required: true, min: 0, max: 1 },
  { key: 'group', label: '分组列', labelEn: 'Group column', type: 'column', columnOf: 'table' },
]
const tool: ToolFormDefinition = {
  fields,
  tableDelimiter: 1,
  demo: { params: { alpha: 0.05 }, files: { table: DEMO_KEY } },
  dataFileSettings: [
    {
      key: 'table',
      label: '丰度表',
      required: true,
      exampleFile: null,
      fileTypes: ['tsv', 'txt'],
      fileSizeMb: 0,
      rules: [{ kind: 'valueType', rows: '[2:]', columns: '[2:]', valueType: 'number', allowEmpty: false }],
    },
  ],
}

function uploads(entries: [string, string][], files: Record<string, UploadedDataFile> = {}) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return { fields: data, files: new Map(Object.entries(files)), problems: new Map() }
}

const file = (fileName: string, text: string): UploadedDataFile => ({ fileName, bytes: new TextEncoder().encode(text) })

async function validate(
  entries: [string, string][],
  files?: Record<string, UploadedDataFile>,
  language: 'zh' | 'en' = 'en',
) {
  return validateToolSubmission({
    tool,
    uploads: uploads(entries, files),
    t: await i18next.getFixedT(language),
    language,
  })
}

describe('validateToolSubmission', () => {
  it('accepts the demo file in place of an upload and types the parameters', async () => {
    const result = await validate([
      ['alpha', '0.05'],
      ['group', 'S2'],
      [DEMO_FILE_FIELD, 'table'],
    ])
    expect(result.ok && result.params).toEqual({ alpha: 0.05, group: 'S2' })
    expect(result.ok && result.files.table.fileName).toBe('demo.tsv')
  })

  it('prefers an upload over the demo file', async () => {
    const result = await validate(
      [
        ['alpha', '0.5'],
        [DEMO_FILE_FIELD, 'table'],
      ],
      { table: file('mine.tsv', 'id\tX\nr\t9\n') },
    )
    expect(result.ok && result.files.table.fileName).toBe('mine.tsv')
  })

  it('reports a missing required file, a bad parameter and keeps the demo marker for the re-render', async () => {
    const missing = await validate([['alpha', '2']])
    expect(!missing.ok && missing.fieldErrors).toEqual({
      alpha: ['"Significance level" must be at most 1.'],
      'file:table': ['Please upload "丰度表".'],
    })
    const withDemo = await validate([
      ['alpha', '2'],
      [DEMO_FILE_FIELD, 'table'],
    ])
    expect(!withDemo.ok && withDemo.demoFiles).toEqual({ table: 'demo.tsv' })
    expect(!withDemo.ok && withDemo.headers).toEqual({ table: ['Taxon', 'S1', 'S2'] })
  })

  it.each([
    ['zh', 'otu.tsv 第 2 行第 5 列：引号没有闭合：应有配对的右引号。'],
    ['en', 'otu.tsv, line 2, column 5: a quoted field is never closed: a closing quote is missing.'],
  ] as const)('says in %s why a table cannot be read at all, naming line and column', async (language, message) => {
    const result = await validate(
      [['alpha', '0.1']],
      { table: file('otu.tsv', 'Taxon\tS1\tS2\nA\t1\t"2\nB\t3\t4\n') },
      language,
    )
    expect(!result.ok && result.fieldErrors).toEqual({ 'file:table': [message] })
  })

  it('puts a rule failure under the file slot, naming row and column', async () => {
    const result = await validate(
      [['alpha', '0.1']],
      { table: file('otu.tsv', 'Taxon\tS1\tS2\nA\t1\t2\nB\t3\tx\n') },
      'zh',
    )
    expect(!result.ok && result.fieldErrors).toEqual({
      'file:table': ['otu.tsv：行/列的值不是要求的类型——第 3 行第 3 列（S2）的值“x”不是数值。'],
    })
  })

  it('refuses a file whose suffix or content does not fit', async () => {
    const result = await validate([['alpha', '0.1']], { table: file('otu.json', '{}\n') })
    expect(!result.ok && result.fieldErrors['file:table']).toEqual([
      'otu.json is not an accepted file type; upload a .tsv, .txt, .csv, .xlsx file.',
    ])
  })

  it('checks a column picker against the header of the file it names', async () => {
    const result = await validate(
      [
        ['alpha', '0.1'],
        ['group', 'S9'],
      ],
      { table: file('otu.tsv', 'Taxon\tS1\tS2\nA\t1\t2\n') },
    )
    expect(!result.ok && result.fieldErrors).toEqual({
      group: ['Column "S9" chosen for "Group column" is not in the header of otu.tsv.'],
    })
  })
})
