import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildKeyPagesIndex, KEY_PAGES_FILE, keyPagesJson, routePath } from './key-pages-index'

describe('the key → pages index', () => {
  it('is what the source gives today (run `npm run i18n:key-pages` after changing pages or keys)', async () => {
    expect(fs.readFileSync(KEY_PAGES_FILE, 'utf8')).toBe(await keyPagesJson(buildKeyPagesIndex()))
  })

  it('names a page by its URL and finds the keys its components use', () => {
    expect(routePath('app/routes/setting+/tool+/edit.$id.tsx'.replace('app', `${process.cwd()}/app`))).toBe(
      '/setting/tool/edit/:id',
    )
    expect(routePath(`${process.cwd()}/app/routes/projects_.myAnalysis.new.tsx`)).toBe('/projects/myAnalysis/new')
    expect(routePath(`${process.cwd()}/app/routes/_auth+/login.tsx`)).toBe('/login')
    expect(routePath(`${process.cwd()}/app/routes/setting+/_layout.tsx`)).toBe('/setting/*')
    const { pages, keys } = buildKeyPagesIndex()
    const pagesOf = (key: string) => keys[key]?.map((index) => pages[index])
    expect(pagesOf('home.lead')).toEqual(['/'])
    expect(pagesOf('nav.tools')).toEqual(['*'])
    expect(pagesOf('password.title')).toEqual(['/userCenter/password'])
  })
})
