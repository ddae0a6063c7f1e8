import { readFileSync } from 'node:fs'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { groupingFor, readSampleMetadata } from './metadata'

const encode = (text: string) => new TextEncoder().encode(text)
const GLOBAL_PATTERNS_METADATA = 'tests/fixtures/analysis/diversity/global-patterns/metadata.tsv'

describe('readSampleMetadata', () => {
  it('reads the global-patterns sheet: sample_id first, free text with commas and spaces', () => {
    const metadata = readSampleMetadata(readFileSync(GLOBAL_PATTERNS_METADATA), { fileName: 'metadata.tsv' })
    expect(metadata.sampleIds).toHaveLength(26)
    expect(metadata.sampleIds.slice(0, 2)).toEqual(['CL3', 'CC1'])
    expect(metadata.columns).toContain('SampleType')
    expect(metadata.columns).not.toContain('sample_id')
    expect(metadata.column('SampleType').slice(0, 4)).toEqual(['Soil', 'Soil', 'Soil', 'Feces'])
    expect(metadata.column('Description')[0]).toBe('Calhoun South Carolina Pine soil, pH 4.9')
    expect(new Set(metadata.column('SampleType')).size).toBe(9)
  })

  it("skips QIIME 2's #q2:types row and comments above the header", () => {
    const text =
      '# exported by QIIME 2\nsample-id\tbody-site\tph\n#q2:types\tcategorical\tnumeric\nS1\tgut\t6.5\nS2\tskin\t7\n'
    const metadata = readSampleMetadata(encode(text))
    expect(metadata.sampleIds).toEqual(['S1', 'S2'])
    expect(metadata.columns).toEqual(['body-site', 'ph'])
    expect(metadata.column('ph')).toEqual(['6.5', '7'])
  })

  it('reads a QIIME 1 mapping file: #SampleID header, comment lines below it', () => {
    const metadata = readSampleMetadata(readFileSync('tests/fixtures/analysis/io/python3-biom-format__sam_md.txt'))
    expect(metadata.sampleIds).toEqual(['Sample1', 'Sample2', 'Sample3', 'Sample4', 'Sample5', 'Sample6'])
    expect(metadata.column('DOB')[3]).toBe('20070530')
  })

  it('reads the #OTUID observation sheet of biom-format the same way', () => {
    const metadata = readSampleMetadata(readFileSync('tests/fixtures/analysis/io/python3-biom-format__obs_md.txt'))
    expect(metadata.sampleIds[0]).toBe('GG_OTU_0')
    expect(metadata.column('confidence')[1]).toBe('0.665')
  })

  it.each(['id', 'sample_id', 'SampleID', 'sample-id', '#SampleID', '#Sample ID'])(
    'takes the first column as the id whatever its name (%s)',
    (name) => {
      expect(readSampleMetadata(encode(`${name}\tgroup\nA\tx\n`)).sampleIds).toEqual(['A'])
    },
  )

  it('reads CSV with quotes, CRLF and a BOM, and GBK text', () => {
    const csv = readSampleMetadata(encode('\ufeffsample_id,group,note\r\nA,ctrl,"pH 4.9, dry"\r\nB,treat,\r\n'), {
      fileName: 'm.csv',
    })
    expect(csv.column('note')).toEqual(['pH 4.9, dry', ''])
    const gbk = readSampleMetadata(iconv.encode('样品\t分组\n土壤1\t对照组\n土壤2\t处理组\n', 'gbk'))
    expect(gbk.sampleIds).toEqual(['土壤1', '土壤2'])
    expect(gbk.column('分组')).toEqual(['对照组', '处理组'])
  })

  it.each([
    [
      'a duplicate sample',
      'id\tg\nA\tx\nA\ty\n',
      'm.tsv, line 3, column 1: duplicate sample id "A" (first on line 2) (expected each sample once)',
    ],
    [
      'a ragged row',
      'id\tg\tph\nA\tx\n',
      'm.tsv, line 2, column 3: row has 2 fields but the header has 3 (expected 3 fields separated by the same delimiter as the header)',
    ],
    [
      'a duplicate column',
      'id\tg\tg\nA\tx\ty\n',
      'm.tsv, line 1, column 3: duplicate column "g" (expected each column name once)',
    ],
    ['an empty file', '', 'm.tsv: the metadata file is empty (expected a header row and one row per sample)'],
  ])('rejects %s', (_, text, message) => {
    expect(() => readSampleMetadata(encode(text), { fileName: 'm.tsv' })).toThrow(message)
  })

  it('reads a sheet of sample ids without metadata columns: the samples, no columns (a dataset without groups)', () => {
    const metadata = readSampleMetadata(encode('sample_id\nA\nB\n'), { fileName: 'm.tsv' })
    expect(metadata.sampleIds).toEqual(['A', 'B'])
    expect(metadata.columns).toEqual([])
  })

  it('names the columns there are when asked for one that is not', () => {
    const metadata = readSampleMetadata(encode('id\tgroup\tph\nA\tx\t1\n'), { fileName: 'm.tsv' })
    expect(() => metadata.column('Group')).toThrow('m.tsv: no metadata column "Group" (expected one of "group", "ph")')
  })
})

describe('groupingFor', () => {
  const metadata = readSampleMetadata(encode('id\tgroup\nA\tx\nB\ty\nC\tx\n'))

  it('gives the groups in the order of the table samples', () => {
    expect(groupingFor(metadata, 'group', ['C', 'A', 'B'])).toEqual(['x', 'x', 'y'])
  })

  it('refuses table samples that the metadata lacks', () => {
    expect(() => groupingFor(metadata, 'group', ['A', 'D', 'E'])).toThrow(
      'samples missing from the metadata: "D", "E" (expected a metadata row for every sample of the table)',
    )
  })
})
