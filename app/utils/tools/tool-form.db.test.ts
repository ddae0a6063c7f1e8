import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import type { FormField } from '#core/tools'
import { i18next } from '~/utils/translations.server'
import { buildToolFormSchema, initialFormValues, recordNameSchema } from './tool-form'

const FIELDS: FormField[] = [
  { key: 'title', label: '标题', labelEn: 'Title', type: 'text', maxLength: 10 },
  { key: 'sequence', label: '序列', labelEn: 'Sequence', type: 'textarea', required: true, maxLength: 2000 },
  {
    key: 'alpha',
    label: '显著性水平',
    labelEn: 'Significance level',
    type: 'number',
    required: true,
    min: 0,
    max: 1,
    step: 0.01,
  },
  { key: 'topN', label: '前 N 个', labelEn: 'Top N', type: 'number', min: 1, max: 50, step: 1 },
  {
    key: 'method',
    label: '方法',
    labelEn: 'Method',
    type: 'select',
    required: true,
    options: [
      { label: 'Pearson', value: 'pearson' },
      { label: 'Spearman', value: 'spearman' },
    ],
  },
  {
    key: 'layout',
    label: '布局',
    labelEn: 'Layout',
    type: 'radio',
    options: [
      { label: '分组', value: 'grouped' },
      { label: '堆叠', value: 'stacked' },
    ],
  },
  {
    key: 'ranks',
    label: '分类水平',
    labelEn: 'Ranks',
    type: 'multiselect',
    options: [
      { label: '门', value: 'phylum' },
      { label: '属', value: 'genus' },
    ],
  },
  { key: 'legend', label: '显示图例', labelEn: 'Show legend', type: 'checkbox' },
  { key: 'colour', label: '颜色', labelEn: 'Colour', type: 'color' },
  { key: 'group', label: '分组列', labelEn: 'Group column', type: 'column', columnOf: 'table' },
  { key: 'samples', label: '样本列', labelEn: 'Sample columns', type: 'column', columnOf: 'table', multiple: true },
]

function form(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

const VALID: [string, string][] = [
  ['sequence', 'ATGC'],
  ['alpha', '0.05'],
  ['method', 'spearman'],
]

async function parse(entries: [string, string][], language: 'zh' | 'en' = 'en') {
  const t = await i18next.getFixedT(language)
  const submission = parseWithZod(form(entries), { schema: buildToolFormSchema(FIELDS, t, language) })
  return { ...submission, error: submission.status === 'error' ? submission.error : undefined }
}

describe('the schema built from a form definition', () => {
  it('types the values as the contract says and leaves empty optional fields out', async () => {
    const submission = await parse([
      ...VALID,
      ['title', ''],
      ['topN', '10'],
      ['layout', 'stacked'],
      ['ranks', 'phylum'],
      ['ranks', 'genus'],
      ['legend', 'on'],
      ['colour', '#1F8A70'],
      ['group', 'Group'],
      ['samples', 'S1, S2'],
      ['samples', 'S3'],
    ])
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      sequence: 'ATGC',
      alpha: 0.05,
      topN: 10,
      method: 'spearman',
      layout: 'stacked',
      ranks: ['phylum', 'genus'],
      legend: true,
      colour: '#1F8A70',
      group: 'Group',
      samples: ['S1', 'S2', 'S3'],
    })
  })

  it('gives an unticked checkbox false and an empty multi-select []', async () => {
    const submission = await parse(VALID)
    expect(submission.status === 'success' && [submission.value.legend, submission.value.ranks]).toEqual([false, []])
  })

  it('names every failing field with a message in the user language', async () => {
    const submission = await parse([
      ['title', 'a title that is too long'],
      ['alpha', '1.5'],
      ['topN', 'ten'],
      ['method', 'kendall'],
      ['ranks', 'species'],
      ['colour', 'red'],
    ])
    expect(submission.status).toBe('error')
    expect(submission.error).toEqual({
      title: ['"Title" takes at most 10 characters.'],
      sequence: ['Please fill in "Sequence".'],
      alpha: ['"Significance level" must be at most 1.'],
      topN: ['"Top N" must be a number.'],
      method: ['"Method" has an invalid choice.'],
      'ranks[0]': ['"Ranks" has an invalid choice.'],
      colour: ['"Colour" must be a colour like #RRGGBB.'],
    })
    const zh = await parse(
      [
        ['alpha', '-1'],
        ['method', 'pearson'],
        ['sequence', 'A'],
      ],
      'zh',
    )
    expect(zh.error).toEqual({ alpha: ['“显著性水平”不能小于 0。'] })
  })

  it('checks the step from the minimum, tolerating decimal rounding', async () => {
    // 0.07 = 0 + 7 × 0.01 even though 0.07 / 0.01 is 7.000000000000001 in floating point.
    expect((await parse([...VALID.filter(([name]) => name !== 'alpha'), ['alpha', '0.07']])).status).toBe('success')
    expect((await parse([...VALID.filter(([name]) => name !== 'alpha'), ['alpha', '0.075']])).error).toEqual({
      alpha: ['"Significance level" must be 0 plus a multiple of 0.01.'],
    })
    expect((await parse([...VALID, ['topN', '2.5']])).error).toEqual({
      topN: ['"Top N" must be 1 plus a multiple of 1.'],
    })
  })

  it("enforces a sequence tool's character limit on the server", async () => {
    const submission = await parse([...VALID.filter(([name]) => name !== 'sequence'), ['sequence', 'A'.repeat(2001)]])
    expect(submission.error).toEqual({ sequence: ['"Sequence" takes at most 2,000 characters.'] })
  })
})

describe('saved parameter names', () => {
  it('are required and at most 20 characters', async () => {
    const t = await i18next.getFixedT('zh')
    const schema = recordNameSchema(t)
    expect(schema.safeParse('  常用参数 ').data).toBe('常用参数')
    expect(schema.safeParse('二十个字符的名字正好可以保存下来吧好的呀').success).toBe(true)
    expect(schema.safeParse('   ').error?.issues[0].message).toBe('请输入参数记录名称。')
    expect(schema.safeParse('x'.repeat(21)).error?.issues[0].message).toBe('参数记录名称最多 20 个字符。')
  })
})

describe('initial values', () => {
  it('take given values over defaults and list keys the form no longer has', () => {
    const fields: FormField[] = [
      { key: 'alpha', label: 'a', type: 'number', defaultValue: 0.05 },
      { key: 'method', label: 'm', type: 'text', defaultValue: 'pearson' },
    ]
    expect(initialFormValues(fields, { method: 'spearman', removed: 1 })).toEqual({
      initial: { alpha: 0.05, method: 'spearman' },
      unknownKeys: ['removed'],
    })
  })
})
