import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { languageResources } from '#db/schema/i18n'
import { projectGuides, workflows } from '#db/schema/workflows'
import { seedTutorials } from '#db/seed/tutorials'
import { TUTORIALS } from '#db/seed/tutorial-texts'
import { RESOURCE_KIND } from '#core/language-resources'
import { tutorialFile, tutorialMenu, tutorialPage } from './tutorials.server'

const words = (html: string, language: 'zh' | 'en') => {
  const text = html.replace(/<[^>]*>/g, ' ')
  // Chinese has no spaces: count characters, about 1.6 of them to an English word.
  return language === 'en' ? text.split(/\s+/).filter(Boolean).length : Math.round(text.replace(/\s/g, '').length / 1.6)
}

describe('tutorials', () => {
  it('are seeded once in both languages, of a useful length, and listed in the menu in order', async () => {
    for (const tutorial of TUTORIALS) {
      for (const language of ['zh', 'en'] as const) {
        expect(words(tutorial.content[language], language)).toBeGreaterThanOrEqual(300)
        expect(words(tutorial.content[language], language)).toBeLessThanOrEqual(650)
      }
    }
    const en = await tutorialMenu('en')
    expect(en.map((entry) => entry.title)).toEqual([
      'Getting started with BioCloud',
      'Running a tool',
      'Preparing an OTU/ASV table',
      'Taxonomy and metadata',
      'Reading a diversity result',
      'The analysis project page and its tools',
    ])
    expect((await tutorialMenu('zh'))[0].title).toBe('BioCloud 快速入门')
    expect(en[0].href).toBe(`/tutorial/${encodeURIComponent(`platform&${en[0].id}&Getting_started_with_BioCloud`)}`)
  })

  it("keeps staff's edit when seeded again, and the page shows it sanitised", async () => {
    const [first] = await tutorialMenu('en')
    await getDb()
      .update(languageResources)
      .set({ en: '<h2>Start here</h2><p>Edited by staff<script>alert(1)</script></p>' })
      .where(eq(languageResources.id, first.id))
    await seedTutorials(getDb())
    const page = await tutorialPage('platform', first.id, 'en')
    expect(page.current?.title).toBe('Start here')
    expect(page.current?.html).toContain('Edited by staff')
    expect(page.current?.html).not.toContain('script')
    // The Chinese reader still reads the seeded Chinese text.
    expect((await tutorialPage('platform', first.id, 'zh')).current?.html).toContain('BioCloud 快速入门')
    // Id 0 (the header's link) opens the first tutorial.
    expect((await tutorialPage('platform', 0, 'en')).current?.id).toBe(first.id)
  })

  it("opens the tutorial a project guide's wiki page names, and the guide itself otherwise", async () => {
    const [workflow] = await getDb().select({ id: workflows.id }).from(workflows).limit(1)
    const [named, other] = await getDb()
      .insert(projectGuides)
      .values([
        { workflowId: workflow.id, title: '解读', url: 'https://wiki.example.com/docs/05-reading-diversity' },
        {
          workflowId: workflow.id,
          title: '别的',
          titleEn: 'Other',
          description: 'x',
          url: 'https://wiki.example.com/other',
        },
      ])
      .returning({ id: projectGuides.id })
    const page = await tutorialPage('analysis', named.id, 'en')
    expect(page.current?.title).toBe('Reading a diversity result')
    const fallback = await tutorialPage('analysis', other.id, 'en')
    expect(fallback.current).toBeNull()
    expect(fallback.guide).toEqual({ title: 'Other', description: 'x', url: 'https://wiki.example.com/other' })
    const [row] = await getDb()
      .select({ id: languageResources.id })
      .from(languageResources)
      .where(
        and(
          eq(languageResources.kind, RESOURCE_KIND.richText),
          eq(languageResources.resourceKey, 'tutorial.05-reading-diversity'),
        ),
      )
    expect(page.current?.id).toBe(row.id)
  })

  it('is where the seeded diversity guide of a project leads', async () => {
    const [guide] = await getDb()
      .select({ id: projectGuides.id, url: projectGuides.url })
      .from(projectGuides)
      .where(eq(projectGuides.titleEn, 'Tutorial: reading diversity results'))
    // The project page opens a guide on the provider's wiki host as this tutorial page.
    expect(new URL(guide.url).host).toBe('wiki.example.com')
    const page = await tutorialPage('analysis', guide.id, 'zh')
    expect(page.current?.title).toBe('如何解读多样性结果')
  })

  it('serves only the listed example files', async () => {
    const metadata = await tutorialFile('global-patterns/metadata.tsv')
    expect(new TextDecoder().decode(metadata!.bytes).split('\n')[0]).toMatch(/^sample_id\t/)
    expect(await tutorialFile('global-patterns/../../../package.json')).toBeNull()
    expect(await tutorialFile('global-patterns/tree.nwk')).toBeNull()
  })
})
