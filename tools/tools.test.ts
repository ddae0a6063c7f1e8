import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../core/language'
import { TOOLS } from './index'
import { definedToolCatalogues } from './kit/messages'
import { demoInput, rendered } from './kit/test-support'
import './translations'

const TOOLS_ROOT = path.dirname(fileURLToPath(import.meta.url))
const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/
const LATIN_WORD = /[A-Za-z]{4,}/

describe('one folder per tool', () => {
  it('lists every folder that holds a tool, once', () => {
    const folders = fs
      .readdirSync(TOOLS_ROOT, { withFileTypes: true })
      .filter((area) => area.isDirectory() && area.name !== 'kit')
      .flatMap((area) =>
        fs
          .readdirSync(path.join(TOOLS_ROOT, area.name), { withFileTypes: true })
          .filter(
            (entry) =>
              entry.isDirectory() && fs.existsSync(path.join(TOOLS_ROOT, area.name, entry.name, 'executor.ts')),
          )
          .map((entry) => path.join(TOOLS_ROOT, area.name, entry.name, 'demo')),
      )
    expect(TOOLS.map((tool) => tool.demoFolder).sort()).toEqual(folders.sort())
    const names = TOOLS.map((tool) => tool.definition.scriptClassName)
    expect(new Set(names).size).toBe(names.length)
  })

  it.each(TOOLS.map((tool) => [tool.definition.scriptClassName, tool] as const))(
    '%s has its demo files and a provenance README beside its definition',
    (_, tool) => {
      const files = [
        ...Object.values(tool.definition.demo.files),
        ...tool.definition.dataFiles.flatMap((setting) => (setting.exampleFile ? [setting.exampleFile] : [])),
      ]
      for (const file of files) expect(fs.existsSync(path.join(tool.demoFolder, file)), file).toBe(true)
      expect(fs.existsSync(path.join(tool.demoFolder, 'README.md'))).toBe(true)
    },
  )
})

describe("the tools' words", () => {
  it('say the same parameters in Chinese and in English, and neither is empty', () => {
    for (const [namespace, words] of definedToolCatalogues())
      for (const [name, pair] of Object.entries(words)) {
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()
        expect(placeholders(pair.zh), `${namespace}.${name}`).toEqual(placeholders(pair.en))
        for (const language of LANGUAGES) expect(pair[language].trim(), `${namespace}.${name}.${language}`).not.toBe('')
      }
  })

  it('in English have no Chinese, and in Chinese say what English words say', () => {
    for (const [namespace, words] of definedToolCatalogues())
      for (const [name, pair] of Object.entries(words)) expect(pair.en, `${namespace}.${name}`).not.toMatch(CJK)
  })
})

describe('a demo result in the reader’s language', () => {
  it.each(TOOLS.map((tool) => [tool.definition.scriptClassName, tool] as const))(
    '%s: English has no Chinese character, and the Chinese reading differs where the tool wrote words',
    async (scriptClassName, tool) => {
      const result = await tool.executor(demoInput(scriptClassName))
      const english = JSON.stringify(rendered(result, 'en'))
      expect(english).not.toMatch(CJK)
      expect(english).not.toContain('toolText.')
      const chinese = JSON.stringify(rendered(result, 'zh'))
      expect(chinese).not.toContain('toolText.')
      // Every tool writes at least one word of its own (a title, a header, a note) in the reader's language.
      if (LATIN_WORD.test(english)) expect(chinese).not.toBe(english)
    },
  )
})
