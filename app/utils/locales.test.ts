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
