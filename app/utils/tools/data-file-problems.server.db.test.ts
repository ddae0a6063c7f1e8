import { describe, expect, it } from 'vitest'
import { i18next } from '~/utils/translations.server'
import {
  checkDataFileRules,
  DataFileRuleConfigError,
  headerOf,
  parseSlice,
  readTableRows,
  slicePositions,
  type RuleContext,
  type DataFileRule,
} from '#analysis/io/data-file-rules'
import { translateProblem } from './tool-form.server'

// An abundance table as customers upload it: a header row, then one row per taxon. Line 4 is
// blank (an editor's stray Enter): it keeps its number, so row numbers match the editor's.
const TABLE = [
  'Taxon\tS1\tS2\tS3',
  'Bacteroides\t10\t0\t7',
  'Prevotella\t3\t12\t1',
  '',
  'Blautia\t5\tn/a\t2',
  'Dorea\t1\t\t4',
  '',
].join('\n')

function context(text: string, extra: Partial<RuleContext> = {}): RuleContext {
  return { fileName: 'otu.tsv', rows: readTableRows(text, 1, 'otu.tsv'), params: {}, fieldLabels: {}, ...extra }
}

async function messages(rules: DataFileRule[], ctx: RuleContext, language: 'zh' | 'en' = 'en'): Promise<string[]> {
  const t = await i18next.getFixedT(language)
  return checkDataFileRules(rules, ctx).map((problem) => translateProblem(t, problem))
}

describe('slices: Python semantics on 1-based row and column numbers', () => {
  // Positions 1..10; each expectation is Python's `list(range(1, 11))[a-1:b-1]` written out.
  it.each([
    ['[2:5]', [2, 3, 4]],
    ['[2:]', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['[:3]', [1, 2]],
    ['[:]', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['[4]', [4]],
    ['[-1]', [10]],
    ['[-3:]', [8, 9, 10]],
    ['[2:-1]', [2, 3, 4, 5, 6, 7, 8, 9]],
    ['3:5', [3, 4]],
    ['[8:20]', [8, 9, 10]],
    ['[6:3]', []],
  ])('%s selects %j of 1..10', (slice, expected) => {
    const { from, to } = slicePositions(parseSlice(slice), 10)
    expect(Array.from({ length: to - from }, (_, i) => from + i)).toEqual(expected)
  })

  it.each(['', '[]', '[0:3]', '[a:b]', '[1:2:3]'])('refuses %j as a configuration error', (slice) => {
    expect(() => parseSlice(slice)).toThrow(DataFileRuleConfigError)
  })
})

describe('reading rows', () => {
  it('numbers rows by file line, skipping but counting blank lines', () => {
    const rows = readTableRows(TABLE, 1, 'otu.tsv')
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 5, 6])
    expect(rows[3].cells).toEqual(['Blautia', '5', 'n/a', '2'])
    expect(headerOf(rows)).toEqual(['Taxon', 'S1', 'S2', 'S3'])
  })

  it('counts a quoted cell spanning lines as the line its row starts on', () => {
    const rows = readTableRows('id,note\na,"two\nlines"\nb,x\n', 2, 'notes.csv')
    expect(rows.map((row) => row.line)).toEqual([1, 2, 4])
  })
})

describe('headerEquals', () => {
  it('passes an identical header (surrounding spaces ignored)', async () => {
    await expect(
      messages([{ kind: 'headerEquals', header: ['Taxon', 'S1 ', 'S2', 'S3'] }], context(TABLE)),
    ).resolves.toEqual([])
  })

  it('names the first differing column', async () => {
    await expect(
      messages([{ kind: 'headerEquals', header: ['Taxon', 'S1', 'Sample2', 'S3'] }], context(TABLE)),
    ).resolves.toEqual([
      'otu.tsv: the header does not match the expected one: row 1, column 3 is "S2" instead of "Sample2".',
    ])
  })

  it('names a missing trailing column', async () => {
    await expect(
      messages([{ kind: 'headerEquals', header: ['Taxon', 'S1', 'S2', 'S3', 'S4'] }], context(TABLE), 'zh'),
    ).resolves.toEqual(['otu.tsv：表头不匹配——第 1 行第 5 列为“”，应为“S4”。'])
  })
})

describe('valueType', () => {
  it('passes numbers over rows 2.. and columns 2.. when empty values are allowed', async () => {
    // "n/a" on line 5 is not a number, so this slice stops at line 3.
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[2:4]', columns: '[2:]', valueType: 'integer', allowEmpty: false }],
        context(TABLE),
      ),
    ).resolves.toEqual([])
  })

  it('names the row, column and header of the first non-numeric cell', async () => {
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[2:]', columns: '[2:]', valueType: 'number', allowEmpty: true }],
        context(TABLE),
      ),
    ).resolves.toEqual(['otu.tsv: row 5, column 3 (S2) should be a number but is "n/a".'])
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[2:]', columns: '[2:]', valueType: 'number', allowEmpty: true }],
        context(TABLE),
        'zh',
      ),
    ).resolves.toEqual(['otu.tsv：行/列的值不是要求的类型——第 5 行第 3 列（S2）的值“n/a”不是数值。'])
  })

  it('leaves the columns named in exceptColumnsNamed unchecked, whatever their case, and checks the rest', async () => {
    const withTaxonomy = [
      '#OTU ID\tS1\tS2\t Taxonomy ',
      'OTU1\t10\t0\tk__Bacteria; p__Firmicutes',
      'OTU2\t3\tx\t',
    ].join('\n')
    const rule: DataFileRule = {
      kind: 'valueType',
      rows: '[2:]',
      columns: '[2:]',
      valueType: 'integer',
      allowEmpty: false,
      exceptColumnsNamed: ['taxonomy'],
    }
    await expect(messages([rule], context(withTaxonomy))).resolves.toEqual([
      'otu.tsv: row 3, column 3 (S2) should be a whole number but is "x".',
    ])
    await expect(messages([rule], context(withTaxonomy.replace('\tx\t', '\t1\t')))).resolves.toEqual([])
  })

  it('reports an empty cell when empty values are not allowed', async () => {
    // Skip column S2 (it holds "n/a"): only S1 and S3, where line 6's S3 is 4 but its S2 is empty.
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[6]', columns: '[2:]', valueType: 'number', allowEmpty: false }],
        context(TABLE),
      ),
    ).resolves.toEqual(['otu.tsv: row 6, column 3 (S2) is empty, and this column needs a value in every row.'])
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[6]', columns: '[2:]', valueType: 'number', allowEmpty: true }],
        context(TABLE),
      ),
    ).resolves.toEqual([])
  })

  it('tells integers from decimals and accepts scientific notation as numbers', async () => {
    const text = 'id\tx\na\t1.5e-3\nb\t-2\n'
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[2:]', columns: '[2]', valueType: 'number', allowEmpty: false }],
        context(text),
      ),
    ).resolves.toEqual([])
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[2:]', columns: '[2]', valueType: 'integer', allowEmpty: false }],
        context(text),
      ),
    ).resolves.toEqual(['otu.tsv: row 2, column 2 (x) should be a whole number but is "1.5e-3".'])
  })

  it('treats the missing cells of a short row as empty', async () => {
    await expect(
      messages(
        [{ kind: 'valueType', rows: '[2:]', columns: '[2:4]', valueType: 'string', allowEmpty: false }],
        context('id\ta\tb\nr1\tx\n'),
      ),
    ).resolves.toEqual(['otu.tsv: row 2, column 3 (b) is empty, and this column needs a value in every row.'])
  })
})

describe('columnNames', () => {
  it('finds names in the header row, with or without case', async () => {
    await expect(
      messages([{ kind: 'columnNames', headerRow: 1, columns: ['S1', 'S3'], caseSensitive: true }], context(TABLE)),
    ).resolves.toEqual([])
    await expect(
      messages([{ kind: 'columnNames', headerRow: 1, columns: ['taxon'], caseSensitive: false }], context(TABLE)),
    ).resolves.toEqual([])
  })

  it('names the missing column and the header row', async () => {
    await expect(
      messages([{ kind: 'columnNames', headerRow: 1, columns: ['taxon'], caseSensitive: true }], context(TABLE)),
    ).resolves.toEqual(['otu.tsv: the header (row 1) has no column named "taxon".'])
  })
})

describe('minColumns', () => {
  it('passes when every row in range has enough columns', async () => {
    await expect(messages([{ kind: 'minColumns', rows: '[:]', minColumns: 4 }], context(TABLE))).resolves.toEqual([])
  })

  it('names the first short row with its count', async () => {
    await expect(
      messages([{ kind: 'minColumns', rows: '[2:]', minColumns: 3 }], context('id\ta\tb\nr1\t1\t2\nr2\t1\n')),
    ).resolves.toEqual(['otu.tsv: row 3 has 2 columns, but at least 3 are needed.'])
  })
})

describe('formKeyMapping', () => {
  const fieldLabels = { group: 'Group column' }

  it('accepts a header name or a column number inside the allowed columns', async () => {
    const rule: DataFileRule = { kind: 'formKeyMapping', formKey: 'group', column: '[2:]' }
    await expect(messages([rule], context(TABLE, { fieldLabels, params: { group: 'S2' } }))).resolves.toEqual([])
    await expect(messages([rule], context(TABLE, { fieldLabels, params: { group: '4' } }))).resolves.toEqual([])
    await expect(messages([rule], context(TABLE, { fieldLabels, params: { group: ['S1', 'S3'] } }))).resolves.toEqual(
      [],
    )
  })

  it('reports a name that is not a column', async () => {
    const rule: DataFileRule = { kind: 'formKeyMapping', formKey: 'group', column: '[2:]' }
    await expect(messages([rule], context(TABLE, { fieldLabels, params: { group: 'S9' } }))).resolves.toEqual([
      'otu.tsv: "S9", chosen for "Group column", is neither a column name in the header nor a column number of the file.',
    ])
  })

  it('reports a column outside the file or the allowed range', async () => {
    const rule: DataFileRule = { kind: 'formKeyMapping', formKey: 'group', column: '[2:]' }
    await expect(messages([rule], context(TABLE, { fieldLabels, params: { group: '7' } }))).resolves.toEqual([
      'otu.tsv: "Group column" picks column 7, but only columns 2–4 may be chosen.',
    ])
    await expect(messages([rule], context(TABLE, { fieldLabels, params: { group: 'Taxon' } }))).resolves.toEqual([
      'otu.tsv: "Group column" picks column 1, but only columns 2–4 may be chosen.',
    ])
  })

  it('skips an optional field left empty', async () => {
    await expect(
      messages(
        [{ kind: 'formKeyMapping', formKey: 'group', column: '[:]' }],
        context(TABLE, { fieldLabels, params: {} }),
      ),
    ).resolves.toEqual([])
  })
})

describe('several rules', () => {
  it('report the first failure of each rule, in rule order, and an empty file once', async () => {
    const rules: DataFileRule[] = [
      { kind: 'minColumns', rows: '[:]', minColumns: 5 },
      { kind: 'valueType', rows: '[2:]', columns: '[2:]', valueType: 'number', allowEmpty: true },
    ]
    expect(checkDataFileRules(rules, context(TABLE)).map((problem) => [problem.key, problem.values.row])).toEqual([
      ['tools.fileRules.tooFewColumns', 1],
      ['tools.fileRules.valueNotType', 5],
    ])
    await expect(messages(rules, context('\n\n'))).resolves.toEqual([
      'otu.tsv: the file is empty, there is no row to read.',
    ])
  })
})
