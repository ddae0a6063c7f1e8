import { TUTORIAL_HOST, TUTORIAL_KEY_PREFIX } from '../../core/tutorials'
import type { Database } from '../client'
import { type RichTextEntry, richTextTable } from './rich-texts'
import { SEED_KIND, seedRows } from './seeded-content'
import { TUTORIALS } from './tutorial-texts'

/** The rich-text resource key of a tutorial. */
export function tutorialKey(code: string): string {
  return `${TUTORIAL_KEY_PREFIX}${code}`
}

/**
 * Inserts the platform's tutorials once, as rich-text language resources staff edit in the
 * multi-language management; a later release's text follows only while staff have not edited it,
 * and a tutorial staff deleted stays deleted.
 */
export async function seedTutorials(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const entries: RichTextEntry[] = TUTORIALS.map(({ code, content }) => ({
      key: code,
      resourceKey: tutorialKey(code),
      hostId: TUTORIAL_HOST,
      content,
    }))
    await seedRows(tx, richTextTable(SEED_KIND.tutorial, false), entries)
  })
}
