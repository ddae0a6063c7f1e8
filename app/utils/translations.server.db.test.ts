import { afterEach, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { languageResources } from '#db/schema/i18n'
import { reloadLanguageResources, translationsFor } from './translations.server'

describe('multi-language resources from the database', () => {
  afterEach(async () => {
    await getDb().delete(languageResources)
    await reloadLanguageResources()
  })

  it('override the bundled strings after a reload, per language, and keep the bundled text where empty', async () => {
    expect((translationsFor('zh').nav as Record<string, string>).tools).toBe('云工具')
    await getDb()
      .insert(languageResources)
      .values([
        { resourceKey: 'nav.tools', zh: '在线工具', en: '' },
        { resourceKey: 'home.newKey', zh: '新', en: 'New' },
      ])
    await reloadLanguageResources()
    expect((translationsFor('zh').nav as Record<string, string>).tools).toBe('在线工具')
    expect((translationsFor('en').nav as Record<string, string>).tools).toBe('Cloud tools')
    expect((translationsFor('en').home as Record<string, string>).newKey).toBe('New')
  })
})
