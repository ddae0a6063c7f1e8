import { eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { projectAnalysisGroups } from '#db/schema/projects'
import { inLanguage, type Language } from '#core/language'

/** The group's rich text (its introduction), written by staff in the workflow template, in the reader's language. */
export async function loadGroupContent(groupId: number, language: Language): Promise<string> {
  const [row] = await getDb()
    .select({ zh: projectAnalysisGroups.groupContentZh, en: projectAnalysisGroups.groupContentEn })
    .from(projectAnalysisGroups)
    .where(eq(projectAnalysisGroups.id, groupId))
  return row ? inLanguage(language, row.zh, row.en) : ''
}
