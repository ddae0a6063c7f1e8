import fs from 'node:fs/promises'
import path from 'node:path'
import { and, asc, eq, like } from 'drizzle-orm'
import { getDb } from '#db/client'
import { languageResources } from '#db/schema/i18n'
import { projectGuides } from '#db/schema/workflows'
import { TUTORIAL_KEY_PREFIX } from '#core/tutorials'
import { RESOURCE_KIND } from '#core/language-resources'
import type { Language } from '#core/language'
import { sanitizeRichText } from './analysis/introduction.server'

export interface TutorialMenuEntry {
  id: number
  code: string
  title: string
  href: string
}

/** The text of a tutorial's first `<h2>` (its title), tags and entities stripped. */
export function tutorialTitle(html: string): string | null {
  const match = /<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(html)
  if (!match) return null
  const text = match[1]
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim()
  return text || null
}

/** The tutorial's own path, `/tutorial/platform&<id>&<title>` (spec 01 §2). */
export function tutorialHref(id: number, title: string): string {
  const name = title.replaceAll('&', ' ').replaceAll('/', ' ').trim().replace(/\s+/g, '_')
  return `/tutorial/${encodeURIComponent(`platform&${id}&${name}`)}`
}

/** In the reader's language, else the other one: staff may have written only one. */
function textIn(language: Language, row: { zh: string; en: string }): string {
  const preferred = language === 'en' ? row.en : row.zh
  return preferred.trim() ? preferred : language === 'en' ? row.zh : row.en
}

async function tutorialRows() {
  return getDb()
    .select({
      id: languageResources.id,
      key: languageResources.resourceKey,
      zh: languageResources.zh,
      en: languageResources.en,
    })
    .from(languageResources)
    .where(
      and(
        eq(languageResources.kind, RESOURCE_KIND.richText),
        like(languageResources.resourceKey, `${TUTORIAL_KEY_PREFIX}%`),
      ),
    )
    .orderBy(asc(languageResources.resourceKey))
}

/** The tutorial menu (spec 01 §7 get-tutorial-menu-view): every tutorial text, by key, titled in the reader's language. */
export async function tutorialMenu(language: Language): Promise<TutorialMenuEntry[]> {
  return (await tutorialRows()).map((row) => {
    const code = row.key.slice(TUTORIAL_KEY_PREFIX.length)
    const title = tutorialTitle(textIn(language, row)) ?? code
    return { id: row.id, code, title, href: tutorialHref(row.id, title) }
  })
}

export interface TutorialPage {
  menu: TutorialMenuEntry[]
  /** The tutorial shown: its menu entry and sanitised HTML; null when the address names none. */
  current: { id: number; title: string; html: string } | null
  /** A project guide that names no tutorial of ours: its title, text and own link. */
  guide: { title: string; description: string; url: string } | null
}

/**
 * What `/tutorial/<type>&<id>&<title>` shows. `platform`: the tutorial text of that id (0, or an
 * id that is no tutorial: the first one). `analysis` (a project guide card, spec 03 §2.1): the
 * guide's wiki page's last path segment names the tutorial (its code, e.g. `05-reading-diversity`);
 * a guide that names none shows its own title, text and link.
 */
export async function tutorialPage(type: string, id: number | null, language: Language): Promise<TutorialPage> {
  const rows = await tutorialRows()
  const menu = await tutorialMenu(language)
  const show = (row: (typeof rows)[number] | undefined): TutorialPage['current'] => {
    if (!row) return null
    const html = sanitizeRichText(textIn(language, row))
    return { id: row.id, title: menu.find((entry) => entry.id === row.id)?.title ?? '', html }
  }
  if (type === 'analysis' && id !== null) {
    const [guide] = await getDb()
      .select({
        title: projectGuides.title,
        titleEn: projectGuides.titleEn,
        description: projectGuides.description,
        descriptionEn: projectGuides.descriptionEn,
        url: projectGuides.url,
      })
      .from(projectGuides)
      .where(eq(projectGuides.id, id))
    if (guide) {
      let segment = ''
      try {
        segment = decodeURIComponent(new URL(guide.url).pathname.split('/').filter(Boolean).pop() ?? '')
      } catch {
        segment = ''
      }
      const named = rows.find((row) => segment && row.key === `${TUTORIAL_KEY_PREFIX}${segment}`)
      if (named) return { menu, current: show(named), guide: null }
      return {
        menu,
        current: null,
        guide: {
          title: language === 'en' && guide.titleEn ? guide.titleEn : guide.title,
          description: language === 'en' && guide.descriptionEn ? guide.descriptionEn : guide.description,
          url: /^https?:\/\//i.test(guide.url) ? guide.url : '',
        },
      }
    }
  }
  const chosen = (id !== null && rows.find((row) => row.id === id)) || rows[0]
  return { menu, current: show(chosen), guide: null }
}

/** The example files the tutorials link, from the committed copy of the Global Patterns data. */
const TUTORIAL_FILES: Record<string, string> = {
  'global-patterns/otu_table.tsv': 'db/seed/data/global-patterns/otu_table.tsv',
  'global-patterns/taxonomy.tsv': 'db/seed/data/global-patterns/taxonomy.tsv',
  'global-patterns/metadata.tsv': 'db/seed/data/global-patterns/metadata.tsv',
  'global-patterns/README.md': 'db/seed/data/global-patterns/README.md',
}

/** One of the tutorials' example files, or null for any other name. */
export async function tutorialFile(name: string): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const relative = Object.hasOwn(TUTORIAL_FILES, name) ? TUTORIAL_FILES[name] : undefined
  if (!relative) return null
  return { bytes: new Uint8Array(await fs.readFile(path.resolve(relative))), fileName: path.basename(relative) }
}
