import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError, INPUT_PROBLEM_CODES } from '#analysis/errors'
import { INPUT_PROBLEMS } from '#analysis/input-problems'
import { RUN_FAILURE_CODES, inputProblemDetail } from '#core/tool-runs'
import { i18next } from '~/utils/translations.server'
import { describeFailureDetail, describeToolFailure, failureMessageKey } from './tool-failure.server'

type Messages = { [key: string]: string | Messages }
const locales = { zh: load('zh'), en: load('en') }

function load(language: string): Messages {
  return JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8')) as Messages
}

function text(messages: Messages, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<Messages | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    )
  return typeof found === 'string' ? found : undefined
}

/** The names a text interpolates: `{{name}}` and `{{name, format}}`. */
function placeholders(template: string): string[] {
  return [...template.matchAll(/\{\{\s*([\w]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort()
}

/** The parameters a code's English wording reads, found by handing it a recording object. */
function parametersOf(code: keyof typeof INPUT_PROBLEMS): string[] {
  const read = new Set<string>()
  const recorder = new Proxy({}, { get: (_, name) => (typeof name === 'string' && read.add(name), '1') })
  ;(INPUT_PROBLEMS[code] as (params: object) => unknown)(recorder)
  return [...read].sort()
}

/**
 * Every problem code the analysis source names, read from the source rather than from the registry:
 * quoted `area.problem` literals of the registry's areas, outside the registry and the tests and their helpers.
 */
function codesNamedInSource(folder: string): string[] {
  const areas = new Set(INPUT_PROBLEM_CODES.map((code) => code.split('.')[0]))
  const codes = new Set<string>()
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts') || /(\.test|test-support)\.ts$/.test(name) || name === 'input-problems.ts') continue
    for (const [, code, area] of readFileSync(path.join(folder, name), 'utf8').matchAll(
      /'(([a-z][a-zA-Z0-9]*)\.[a-z][a-zA-Z0-9]*)'/g,
    ))
      if (areas.has(area)) codes.add(code)
  }
  return [...codes]
}

describe('the failure texts in the locales', () => {
  it.each(['zh', 'en'] as const)(
    'have a %s text for every input problem of the analysis library and every run stage',
    (language) => {
      const missing = [...INPUT_PROBLEM_CODES, ...RUN_FAILURE_CODES].filter(
        (code) => !text(locales[language], failureMessageKey(code)),
      )
      expect(missing).toEqual([])
    },
  )

  it('cover every code the analysis source throws', () => {
    const named = codesNamedInSource('analysis')
    expect(named.length).toBeGreaterThan(100)
    expect(
      named.filter((code) => !text(locales.zh, failureMessageKey(code)) || !text(locales.en, failureMessageKey(code))),
    ).toEqual([])
  })

  it('use the same parameters in Chinese and English, and only parameters the problem has', () => {
    const mismatched: string[] = []
    for (const code of [...INPUT_PROBLEM_CODES, ...RUN_FAILURE_CODES]) {
      const zh = placeholders(text(locales.zh, failureMessageKey(code)) ?? '')
      const en = placeholders(text(locales.en, failureMessageKey(code)) ?? '')
      if (zh.join() !== en.join()) mismatched.push(`${code}: zh ${zh.join()} / en ${en.join()}`)
      // file, line and column are where the problem is; the page puts them in front of the text.
      const located = en.filter((name) => ['file', 'line', 'column'].includes(name))
      if (located.length > 0) mismatched.push(`${code}: ${located.join()} is a location, not a parameter`)
      if (code in INPUT_PROBLEMS) {
        const known = parametersOf(code as keyof typeof INPUT_PROBLEMS)
        const unknown = en.filter((name) => !known.includes(name))
        if (unknown.length > 0) mismatched.push(`${code}: ${unknown.join()} is no parameter`)
      }
    }
    expect(mismatched).toEqual([])
  })
})

describe('describeToolFailure', () => {
  const duplicate = inputProblemDetail(
    new AnalysisInputError(
      'featureTable.duplicateSampleId',
      { id: 'S1', firstColumn: 2 },
      { file: 'otu.tsv', line: 1, column: 4 },
    ),
  )

  it('says an input problem in the reader’s language, naming the file, line and column', async () => {
    expect(
      describeToolFailure(await i18next.getFixedT('zh'), { errorDetail: duplicate, errorLog: 'English log' }, {}),
    ).toBe('otu.tsv 第 1 行第 4 列：样本名“S1”重复（第 2 列已有）：每个样本名只能出现一次。')
    expect(
      describeToolFailure(await i18next.getFixedT('en'), { errorDetail: duplicate, errorLog: 'English log' }, {}),
    ).toBe(
      'otu.tsv, line 1, column 4: the sample id "S1" appears twice (also column 2): each sample id may appear once.',
    )
  })

  it('names a form field by its label where the problem is in pasted text', async () => {
    const detail = inputProblemDetail(
      new AnalysisInputError(
        'sequence.invalidNucleotide',
        { character: 'J' },
        { file: 'sequence', line: 3, column: 4 },
      ),
    )
    expect(
      describeToolFailure(await i18next.getFixedT('zh'), { errorDetail: detail, errorLog: null }, { sequence: '序列' }),
    ).toBe('“序列” 第 3 行第 4 列：“J”不是核苷酸（允许 IUPAC 码 ACGTURYSWKMBDHVN）字符。')
    expect(
      describeToolFailure(
        await i18next.getFixedT('en'),
        { errorDetail: detail, errorLog: null },
        { sequence: 'Sequences' },
      ),
    ).toBe('"Sequences", line 3, column 4: "J" is not a nucleotide letter (IUPAC codes ACGTURYSWKMBDHVN are accepted).')
  })

  it('says a run-stage failure without any location', async () => {
    const detail = { code: 'run.storageFull', params: { resultFile: 'sums.png' } }
    expect(describeFailureDetail(await i18next.getFixedT('zh'), { code: 'run.unexpected', params: {} })).toBe(
      '分析过程中出现意外错误，我们已记录详细信息。请截图并复制本页链接联系我们。',
    )
    expect(describeFailureDetail(await i18next.getFixedT('en'), { code: 'grouping.oneGroup', params: {} })).toBe(
      'All samples are in one group: at least 2 groups are needed.',
    )
    expect(describeToolFailure(await i18next.getFixedT('zh'), { errorDetail: detail, errorLog: null }, {})).toBe(
      '存储空间已满，结果文件 sums.png 未能保存。请稍后重新运行；如仍失败，请联系我们。',
    )
  })

  it('falls back to the log for a code it has no text for, and drops the stack frames older rows kept', async () => {
    const t = await i18next.getFixedT('zh')
    expect(
      describeToolFailure(t, { errorDetail: { code: 'table.somethingNew', params: {} }, errorLog: 'the log' }, {}),
    ).toBe('the log')
    const legacy =
      'TypeError: x is undefined\n    at run (/srv/biocloud/jobs/run-tool.ts:10:5)\n    at process (node:internal/x:1:1)'
    expect(describeToolFailure(t, { errorDetail: null, errorLog: legacy }, {})).toBe('TypeError: x is undefined')
    const legacyStorage =
      'The result file "a.png" could not be stored.\n\nError: ENOSPC: no space left on device, open \'/srv/biocloud/.data/files/users/3/a.png.partial\'\n    at open (node:internal/fs/promises:637:25)'
    expect(describeToolFailure(t, { errorDetail: null, errorLog: legacyStorage }, {})).toBe(
      'The result file "a.png" could not be stored.',
    )
    expect(describeToolFailure(t, { errorDetail: null, errorLog: null }, {})).toBeNull()
  })
})
