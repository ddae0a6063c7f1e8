import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

type Messages = { [key: string]: string | Messages }

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  )
}

const load = (language: string) =>
  JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8')) as Messages

describe('the bundled translations', () => {
  it('have exactly the same keys in Chinese and English', () => {
    const zh = keysOf(load('zh')).sort()
    const en = keysOf(load('en')).sort()
    expect(zh.filter((key) => !en.includes(key))).toEqual([])
    expect(en.filter((key) => !zh.includes(key))).toEqual([])
  })

  it('leave no text empty', () => {
    for (const language of ['zh', 'en']) {
      const messages = load(language)
      const empty = keysOf(messages).filter(
        (key) => key.split('.').reduce<Messages | string>((node, part) => (node as Messages)[part], messages) === '',
      )
      expect(empty, language).toEqual([])
    }
  })
})

/** Literal keys the code passes to a translate function (`t('a.b')`, `i18nKey="a.b"`) or stores as a result's words (`platformText('a.b')`). */
function keysUsedInCode(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'app', 'core', 'db', 'jobs', 'server'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  const used = new Map<string, string>()
  const pattern =
    /(?:\bt|platformText|i18n\.t)\(\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]|i18nKey=["']([a-zA-Z][\w-]*(?:\.[\w-]+)+)["']/g
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.set(match[1] ?? match[2], file)
  return used
}

describe('the keys the code uses', () => {
  it('are in both languages', () => {
    const used = keysUsedInCode()
    expect(used.size).toBeGreaterThan(300)
    for (const language of ['zh', 'en']) {
      const keys = new Set(keysOf(load(language)))
      // A plural key is written as its forms (`_one`, `_other`).
      const missing = [...used].filter(([key]) => !keys.has(key) && !keys.has(`${key}_other`))
      expect(
        missing.map(([key, file]) => `${key} (${file})`),
        language,
      ).toEqual([])
    }
  })
})
