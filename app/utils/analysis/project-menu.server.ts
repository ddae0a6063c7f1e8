import { and, asc, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { nameInLanguage } from '#db/in-language'
import { projectAnalysisGroups, projectAnalysisItems } from '#db/schema/projects'
import type { AnalysisGroupType } from '#core/workflows'
import type { Language } from '#core/language'

export interface MenuGroup {
  id: number
  name: string
  type: AnalysisGroupType
  icon: string | null
  items: { id: number; name: string }[]
}

/** The left menu: the batch's active groups, each with its active items, in template order. */
export async function loadGroupMenu(analysisId: string, language: Language): Promise<MenuGroup[]> {
  const rows = await getDb()
    .select({
      groupId: projectAnalysisGroups.id,
      groupName: nameInLanguage(language, projectAnalysisGroups.groupName, projectAnalysisGroups.groupNameEn),
      groupType: projectAnalysisGroups.groupType,
      groupIcon: projectAnalysisGroups.icon,
      itemId: projectAnalysisItems.id,
      itemName: nameInLanguage(language, projectAnalysisItems.analysisName, projectAnalysisItems.analysisNameEn),
    })
    .from(projectAnalysisGroups)
    .leftJoin(
      projectAnalysisItems,
      and(eq(projectAnalysisItems.groupId, projectAnalysisGroups.id), eq(projectAnalysisItems.isActive, true)),
    )
    .where(and(eq(projectAnalysisGroups.analysisId, analysisId), eq(projectAnalysisGroups.isActive, true)))
    .orderBy(
      asc(projectAnalysisGroups.sort),
      asc(projectAnalysisGroups.id),
      asc(projectAnalysisItems.sort),
      asc(projectAnalysisItems.id),
    )
  const groups: MenuGroup[] = []
  for (const row of rows) {
    let group = groups.at(-1)
    if (group?.id !== row.groupId) {
      // The column's check constraint holds it to ANALYSIS_GROUP_TYPE's codes.
      group = {
        id: row.groupId,
        name: row.groupName,
        type: row.groupType as AnalysisGroupType,
        icon: row.groupIcon,
        items: [],
      }
      groups.push(group)
    }
    if (row.itemId !== null && row.itemName !== null) group.items.push({ id: row.itemId, name: row.itemName })
  }
  return groups
}
