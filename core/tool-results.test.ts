import { readFileSync } from 'node:fs'
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { RANKS } from '../analysis/taxonomy'
import { COUNT_METHOD_TERMS, GROUP_TEST_SKIP_REASONS, RUN_WARNING_CODES, runWarningText } from './tool-results'

const locale = (language: 'zh' | 'en') =>
  JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8')) as {
    runWarnings: Record<string, unknown> & {
      reasons: Record<string, string>
      methods: Record<string, string>
      ranks: Record<string, string>
    }
  }

async function translator(language: 'zh' | 'en') {
  const i18n = createInstance()
  await i18n.init({
    lng: language,
    resources: { [language]: { common: locale(language) } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  })
  return i18n.t
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()

describe('run warnings', () => {
  it('has a zh and an en text with the same parameters for every code and reason', () => {
    const [zh, en] = [locale('zh').runWarnings, locale('en').runWarnings]
    for (const code of RUN_WARNING_CODES) {
      expect(typeof zh[code], code).toBe('string')
      expect(placeholders(zh[code] as string), code).toEqual(placeholders(en[code] as string))
    }
    for (const reason of GROUP_TEST_SKIP_REASONS) {
      expect(zh.reasons[reason], reason).toBeTruthy()
      expect(en.reasons[reason], reason).toBeTruthy()
    }
    for (const rank of RANKS) {
      expect(zh.ranks[rank], rank).toBeTruthy()
      expect(en.ranks[rank], rank).toBeTruthy()
    }
    for (const term of COUNT_METHOD_TERMS) {
      expect(zh.methods[term], term).toBeTruthy()
      expect(en.methods[term], term).toBeTruthy()
    }
  })

  it('reads a stored warning in the reader’s language, its reason translated too', async () => {
    const warning = {
      code: 'groupTestsNotRun' as const,
      params: { tests: 'ANOSIM, PERMANOVA', reason: 'allSingletons' },
    }
    expect(runWarningText(await translator('en'), warning)).toBe(
      'ANOSIM, PERMANOVA not run: every group has a single sample, so there is no variation within groups to compare with. The other results of this run are unaffected.',
    )
    expect(runWarningText(await translator('zh'), warning)).toBe(
      '未做 ANOSIM, PERMANOVA：每个分组只有一个样本，没有组内差异可供比较。本次运行的其他结果不受影响。',
    )
  })
})
