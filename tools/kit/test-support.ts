/** Test support for every executor: the seeded tools, their demo files, and run inputs built from a demo. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { toolDemoFolder } from '../index'
import { SEEDED_TOOLS } from '../../db/seed/tools'
import type { ToolDefinition } from './define-tool'
import type { Language } from '../../core/language'
import { createInstance } from 'i18next'
import { renderResultTexts, type Rendered, type TranslateText } from '../../core/result-text'
import { toolTranslations } from '../translations'
import { ToolRunError, type ToolRunInput } from './types'

export function seededTool(scriptClassName: string): ToolDefinition {
  const tool = SEEDED_TOOLS.find((candidate) => candidate.scriptClassName === scriptClassName)
  if (!tool) throw new Error(`no seeded tool ${scriptClassName}`)
  return tool
}

export function demoFileBytes(scriptClassName: string, fileName: string): Uint8Array {
  return readFileSync(path.join(toolDemoFolder(scriptClassName), fileName))
}

/** The demo file's text, for tests that feed an edited copy. */
export function demoText(scriptClassName: string, fileName: string): string {
  return new TextDecoder().decode(demoFileBytes(scriptClassName, fileName))
}

export interface DemoInputOptions {
  /** Overrides of the demo's parameter values. */
  params?: Record<string, unknown>
  /** Replaces a demo file by text (by data-file key), or drops it with null. */
  files?: Record<string, string | null>
  /** Replaces the chart tools' one input table (data-file key `table`). */
  table?: string
  seed?: number
}

/** What the run job hands an executor when a user loads the tool's demo and submits it, with `options` applied. */
export function demoInput(scriptClassName: string, options: DemoInputOptions = {}): ToolRunInput {
  const tool = seededTool(scriptClassName)
  const replacements = options.table === undefined ? options.files : { ...options.files, table: options.table }
  const files: ToolRunInput['files'] = {}
  for (const [key, fileName] of Object.entries(tool.demo.files)) {
    const replacement = replacements?.[key]
    if (replacement === null) continue
    files[key] = {
      key,
      fileName,
      bytes:
        replacement === undefined ? demoFileBytes(scriptClassName, fileName) : new TextEncoder().encode(replacement),
    }
  }
  return {
    params: { ...tool.demo.params, ...options.params },
    files,
    delimiter: tool.tableDelimiter ?? 1,
    seed: options.seed ?? 1,
  }
}

const translators = new Map<Language, TranslateText>()

/** The tools' own words in one language, as the pages put a result into the reader's language. */
export function toolWordsIn(language: Language): TranslateText {
  let t = translators.get(language)
  if (!t) {
    const i18n = createInstance()
    void i18n.init({
      lng: language,
      resources: { [language]: { common: toolTranslations(language) } },
      defaultNS: 'common',
      initImmediate: false,
      interpolation: { escapeValue: false },
    })
    t = i18n.t.bind(i18n) as TranslateText
    translators.set(language, t)
  }
  return t
}

/** A result (or any part of it) as a reader of `language` sees it; English unless said. */
export function rendered<T>(value: T, language: Language = 'en'): Rendered<T> {
  return renderResultTexts(toolWordsIn(language), value)
}

/** The code and the words of the ToolRunError a run ends with, in `language` (English unless said). */
export async function runFailure(
  run: Promise<unknown> | (() => unknown),
  language: Language = 'en',
): Promise<{ code: string; text: string }> {
  try {
    await (typeof run === 'function' ? run() : run)
  } catch (error) {
    if (error instanceof ToolRunError) return { code: error.code, text: rendered(error.text, language) as string }
    throw error
  }
  throw new Error('the run did not fail')
}
