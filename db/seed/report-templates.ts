import { asc, eq } from 'drizzle-orm'
import type { Database } from '../client'
import { languageResources } from '../schema/i18n'
import { tools } from '../schema/tools'
import {
  reportTemplates,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  type ReportGroupSetting,
} from '../schema/workflows'
import { RESOURCE_KIND } from '../../core/language-resources'
import {
  ANALYSIS_PROCESS,
  EXPERIMENT_PROCESS,
  ITEM_INTRODUCTIONS,
  NOTICE,
  PROJECT_INTRODUCTION,
  REPORT_TABLE_ROWS,
} from './microbial-diversity-report-texts'
import { findMicrobialDiversityWorkflow } from './workflows'

/**
 * The microbial diversity workflow's report template (spec 02 §3): its texts as rich-text language
 * resources, the table rows, and an introduction per analysis item of the project template. Seeded
 * once per database, after the project template (it points at the template's groups and items), so
 * a database seeded before report templates existed gets one too; an administrator's edits stay.
 */
export async function seedMicrobialDiversityReportTemplate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const workflow = await findMicrobialDiversityWorkflow(tx)
    if (!workflow) return
    const [existing] = await tx
      .select({ id: reportTemplates.workflowId })
      .from(reportTemplates)
      .where(eq(reportTemplates.workflowId, workflow.id))
    if (existing) return

    const content = async (name: string, text: { zh: string; en: string }) => {
      const [row] = await tx
        .insert(languageResources)
        .values({
          resourceKey: `report-template.${workflow.id}.${name}`,
          kind: RESOURCE_KIND.richText,
          hostId: String(workflow.id),
          zh: text.zh,
          en: text.en,
        })
        .onConflictDoUpdate({
          target: [languageResources.resourceKey, languageResources.kind],
          set: { zh: text.zh, en: text.en },
        })
        .returning({ id: languageResources.id })
      return row.id
    }

    const rows = await tx
      .select({ groupId: workflowAnalysisGroups.id, itemId: workflowAnalysisItems.id, tool: tools.scriptClassName })
      .from(workflowAnalysisGroups)
      .leftJoin(workflowAnalysisItems, eq(workflowAnalysisItems.groupId, workflowAnalysisGroups.id))
      .leftJoin(tools, eq(tools.id, workflowAnalysisItems.toolId))
      .where(eq(workflowAnalysisGroups.workflowId, workflow.id))
      .orderBy(asc(workflowAnalysisGroups.sort), asc(workflowAnalysisItems.sort))
    const groupSettings: ReportGroupSetting[] = []
    for (const row of rows) {
      let group = groupSettings.at(-1)
      if (group?.groupId !== row.groupId) {
        group = {
          groupId: row.groupId,
          reportIntroductionId: null,
          defaultReportTableRows: REPORT_TABLE_ROWS,
          items: [],
        }
        groupSettings.push(group)
      }
      if (row.itemId === null) continue
      const introduction = row.tool ? ITEM_INTRODUCTIONS[row.tool] : undefined
      group.items.push({
        itemId: row.itemId,
        reportIntroductionId: introduction ? await content(`item.${row.itemId}`, introduction) : null,
        defaultReportTableRows: REPORT_TABLE_ROWS,
      })
    }

    await tx.insert(reportTemplates).values({
      workflowId: workflow.id,
      experimentProcessContentId: await content('experiment', EXPERIMENT_PROCESS),
      analysisProcessContentId: await content('analysis', ANALYSIS_PROCESS),
      projectIntroductionContentId: await content('introduction', PROJECT_INTRODUCTION),
      noticeContentId: await content('notice', NOTICE),
      defaultTableRows: REPORT_TABLE_ROWS,
      groupSettings,
    })
  })
}
