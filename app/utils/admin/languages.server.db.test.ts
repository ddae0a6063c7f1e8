import { and, eq, isNotNull } from 'drizzle-orm'
import writeXlsxFile from 'write-excel-file/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { languageResources } from '#db/schema/i18n'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { RESOURCE_KIND } from '#core/language-resources'
import { reloadLanguageResources, translationsFor } from '../translations.server'
import {
  deleteRichText,
  deleteString,
  importStrings,
  LANGUAGE_RESOURCE_ENTITY,
  listRichTexts,
  saveRichText,
  saveString,
  searchStrings,
  stringDetail,
  UploadRefused,
} from './languages.server'

let actor: { id: number; email: string }
const query = { page: 1, pageSize: 10 as const, sort: null, direction: 'asc' as const, keyword: null }

beforeAll(async () => {
  ;[actor] = await getDb()
    .insert(users)
    .values({ email: 'language-staff@example.com' })
    .returning({ id: users.id, email: users.email })
})

const nav = () => translationsFor('en').nav as Record<string, string>

describe('string resources', () => {
  it('finds a bundled key by its text although no row exists, and pages in SQL', async () => {
    const found = await searchStrings({ ...query, keyword: 'Cloud tools' })
    expect(found.rows.map((row) => row.key)).toContain('nav.tools')
    const row = found.rows.find((candidate) => candidate.key === 'nav.tools')!
    expect(row).toMatchObject({ id: null, en: 'Cloud tools', zh: '云工具', override: null })
    const all = await searchStrings({ ...query, pageSize: 20 })
    expect(all.rows).toHaveLength(20)
    expect(all.total).toBeGreaterThan(1000)
    const second = await searchStrings({ ...query, pageSize: 20, page: 2 })
    expect(second.rows[0].key > all.rows[19].key).toBe(true)
  })

  it('overrides a bundled key (one row, one audit entry), live after a reload, and deleting brings the bundled text back', async () => {
    const saved = await saveString(actor, { key: 'nav.tools', zh: '云工具', en: 'Online tools', hostId: null })
    expect(saved).toMatchObject({ outcome: 'added' })
    const id = (saved as { id: number }).id
    const [row] = await getDb().select().from(languageResources).where(eq(languageResources.id, id))
    // The Chinese equals the bundled text, so it is stored empty and keeps following the code.
    expect(row).toMatchObject({ resourceKey: 'nav.tools', kind: RESOURCE_KIND.string, zh: '', en: 'Online tools' })
    await reloadLanguageResources()
    expect(nav().tools).toBe('Online tools')
    const [change] = await changesOf(getDb(), LANGUAGE_RESOURCE_ENTITY, id)
    expect(change).toMatchObject({ action: 'create', actorEmail: actor.email, before: null })
    expect(change.after).toMatchObject({ resourceKey: 'nav.tools', en: 'Online tools' })

    expect((await searchStrings({ ...query, keyword: 'online tools' })).rows[0]).toMatchObject({
      key: 'nav.tools',
      id,
      en: 'Online tools',
    })
    expect(await stringDetail('nav.tools')).toMatchObject({ id, bundled: { en: 'Cloud tools' } })

    expect(await deleteString(actor, id)).toBe(true)
    await reloadLanguageResources()
    expect(nav().tools).toBe('Cloud tools')
    const [deletion] = await changesOf(getDb(), LANGUAGE_RESOURCE_ENTITY, id)
    expect(deletion).toMatchObject({ action: 'delete', after: null })
  })

  it('refuses a key that is a section or lies inside a text, and a new key without any text', async () => {
    expect(await saveString(actor, { key: 'nav', zh: 'x', en: 'x', hostId: null })).toEqual({
      error: 'adminLanguages.errors.keyIsSection',
    })
    expect(await saveString(actor, { key: 'nav.tools.more', zh: 'x', en: 'x', hostId: null })).toEqual({
      error: 'adminLanguages.errors.keyInsideText',
    })
    expect(await saveString(actor, { key: 'custom.empty', zh: '', en: '', hostId: null })).toEqual({
      error: 'adminLanguages.errors.textRequired',
    })
  })
})

describe('bulk upload', () => {
  it('adds, changes and refuses row by row from a CSV, with one import audit entry per changed row', async () => {
    await saveString(actor, { key: 'custom.greeting', zh: '你好', en: 'Hello', hostId: null })
    const csv = [
      'key,zh,en,hostId',
      'custom.greeting,你好,Hello again,',
      'custom.farewell,再见,Goodbye,wf-1',
      ',空,empty key',
      `custom.long,${'长'.repeat(5001)},x`,
      'nav,x,x',
      'custom.farewell,重复,Repeat',
      'custom.same,同,Same,,extra',
    ].join('\n')
    const report = await importStrings(actor, 'strings.csv', new TextEncoder().encode(csv))
    expect(report.counts).toEqual({ added: 1, changed: 1, unchanged: 0, refused: 5 })
    expect(report.rows.map((row) => [row.line, row.outcome, row.reason ?? ''])).toEqual([
      [2, 'changed', ''],
      [3, 'added', ''],
      [4, 'refused', 'adminLanguages.upload.reasons.keyRequired'],
      [5, 'refused', 'adminLanguages.upload.reasons.textTooLong'],
      [6, 'refused', 'adminLanguages.upload.reasons.keyIsSection'],
      [7, 'refused', 'adminLanguages.upload.reasons.repeatedKey'],
      [8, 'refused', 'adminLanguages.upload.reasons.unknownColumn'],
    ])
    const farewell = await stringDetail('custom.farewell')
    expect(farewell).toMatchObject({ hostId: 'wf-1', en: 'Goodbye' })
    const [imported] = await changesOf(getDb(), LANGUAGE_RESOURCE_ENTITY, farewell!.id!)
    expect(imported).toMatchObject({ action: 'import', before: null })
    const greeting = await stringDetail('custom.greeting')
    const [changed] = await changesOf(getDb(), LANGUAGE_RESOURCE_ENTITY, greeting!.id!)
    expect(changed).toMatchObject({ action: 'import', before: { en: 'Hello' }, after: { en: 'Hello again' } })
  })

  it('reads an XLSX file and reports an unchanged row as unchanged', async () => {
    const bytes = await writeXlsxFile([
      [{ value: 'Key' }, { value: 'ZH' }, { value: 'EN' }],
      [{ value: 'custom.sheet' }, { value: '表' }, { value: 'Sheet' }],
      [{ value: 'custom.greeting' }, { value: '你好' }, { value: 'Hello again' }],
    ]).toBuffer()
    const report = await importStrings(actor, 'strings.xlsx', new Uint8Array(bytes))
    expect(report.rows.map((row) => [row.key, row.outcome])).toEqual([
      ['custom.sheet', 'added'],
      ['custom.greeting', 'unchanged'],
    ])
  })

  it('refuses a whole file whose header names an unknown column, or that is not CSV or XLSX', async () => {
    await expect(importStrings(actor, 'a.csv', new TextEncoder().encode('key,zh,en,colour\na,b,c,d'))).rejects.toThrow(
      UploadRefused,
    )
    await expect(importStrings(actor, 'a.txt', new TextEncoder().encode('key,zh,en'))).rejects.toMatchObject({
      messageKey: 'adminLanguages.upload.errors.fileType',
    })
    await expect(importStrings(actor, 'a.xlsx', new TextEncoder().encode('not a zip'))).rejects.toMatchObject({
      messageKey: 'adminLanguages.upload.errors.unreadable',
    })
  })
})

describe('rich texts', () => {
  it('sanitises on save, audits, and refuses to delete a text a workflow introduction shows', async () => {
    const created = await saveRichText(actor, {
      key: 'notice.maintenance',
      hostId: null,
      zh: '<p onclick="x()">维护<script>alert(1)</script></p>',
      en: '<p>Maintenance <a href="javascript:alert(1)">here</a></p>',
    })
    const id = (created as { id: number }).id
    const [row] = await getDb().select().from(languageResources).where(eq(languageResources.id, id))
    expect(row.zh).toBe('<p>维护</p>')
    expect(row.en).not.toContain('javascript')
    expect((await changesOf(getDb(), LANGUAGE_RESOURCE_ENTITY, id))[0]).toMatchObject({ action: 'create' })

    expect(await saveRichText(actor, { key: 'notice.maintenance', hostId: null, zh: 'x', en: 'y' })).toEqual({
      error: { field: 'key', message: 'adminLanguages.errors.keyTaken' },
    })

    const [used] = await getDb()
      .select({ contentId: workflows.introductionContentId, id: workflows.id })
      .from(workflows)
      .where(and(isNotNull(workflows.introductionContentId)))
      .limit(1)
    const refused = await deleteRichText(actor, used.contentId!)
    expect(refused).toMatchObject({ deleted: false, uses: [{ workflowId: used.id, part: 'introduction' }] })

    const list = await listRichTexts({ ...query, keyword: 'maintenance' })
    expect(list.rows).toMatchObject([{ id, key: 'notice.maintenance', uses: [] }])
    expect(await deleteRichText(actor, id)).toEqual({ deleted: true })
    expect((await changesOf(getDb(), LANGUAGE_RESOURCE_ENTITY, id))[0]).toMatchObject({ action: 'delete' })
  })
})
