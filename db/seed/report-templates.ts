import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import {
  reportTemplates,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  type ReportGroupSetting,
} from '../schema/workflows'
import {
  ANALYSIS_PROCESS,
  EXPERIMENT_PROCESS,
  ITEM_INTRODUCTIONS,
  NOTICE,
  PROJECT_INTRODUCTION,
  REPORT_TABLE_ROWS,
} from './microbial-diversity-report-texts'
import { type RichTextEntry, richTextTable } from './rich-texts'
import { SEED_KIND, type SeedTable, seedRows, seededRowIds } from './seeded-content'
import { findSeededWorkflow, MICROBIAL_DIVERSITY_TEMPLATE, type TemplateGroup, templateKey } from './workflows'

/** A report template's texts in both languages; `items` by the item's script class name. */
export interface ReportTemplateTexts {
  experiment: { zh: string; en: string }
  analysis: { zh: string; en: string }
  introduction: { zh: string; en: string }
  notice: { zh: string; en: string }
  items: Record<string, { zh: string; en: string } | undefined>
}

/** The texts of the microbial diversity report template; `items` by the item's script class name. */
export const MICROBIAL_DIVERSITY_REPORT_TEXTS: ReportTemplateTexts = {
  experiment: EXPERIMENT_PROCESS,
  analysis: ANALYSIS_PROCESS,
  introduction: PROJECT_INTRODUCTION,
  notice: NOTICE,
  items: ITEM_INTRODUCTIONS,
}

/** What staff own of a report template: its texts (by language resource), table rows and group settings. */
type ReportTemplateContent = Omit<typeof reportTemplates.$inferSelect, 'workflowId' | 'createdAt' | 'updatedAt'>

function reportTemplateTable(workflowId: number): SeedTable<ReportTemplateContent> {
  const columns = {
    workflowId: reportTemplates.workflowId,
    experimentProcessContentId: reportTemplates.experimentProcessContentId,
    analysisProcessContentId: reportTemplates.analysisProcessContentId,
    projectIntroductionContentId: reportTemplates.projectIntroductionContentId,
    noticeContentId: reportTemplates.noticeContentId,
    defaultTableRows: reportTemplates.defaultTableRows,
    groupSettings: reportTemplates.groupSettings,
  }
  return {
    kind: SEED_KIND.reportTemplate,
    async read(tx, rowIds) {
      const rows = await tx.select(columns).from(reportTemplates).where(inArray(reportTemplates.workflowId, rowIds))
      return new Map(rows.map(({ workflowId: id, ...content }) => [id, content]))
    },
    async insert(tx, { content }) {
      const [row] = await tx
        .insert(reportTemplates)
        .values({ workflowId, ...content })
        .onConflictDoNothing()
        .returning({ workflowId: reportTemplates.workflowId })
      return row?.workflowId
    },
    async write(tx, rowId, content) {
      await tx
        .update(reportTemplates)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(reportTemplates.workflowId, rowId))
    },
    async findUnrecorded(tx) {
      const [row] = await tx
        .select({ workflowId: reportTemplates.workflowId })
        .from(reportTemplates)
        .where(eq(reportTemplates.workflowId, workflowId))
      return row?.workflowId
    },
  }
}

/** The microbial diversity workflow's report template (`seedReportTemplate`). */
export async function seedMicrobialDiversityReportTemplate(
  db: Database,
  texts: ReportTemplateTexts = MICROBIAL_DIVERSITY_REPORT_TEXTS,
): Promise<void> {
  await seedReportTemplate(db, 'microbial-diversity', MICROBIAL_DIVERSITY_TEMPLATE, texts)
}

/**
 * A seeded workflow's report template (spec 02 §3): its texts as rich-text language resources, the
 * table rows, and an introduction per seeded analysis item of the project template. Seeded after the
 * project template (it points at the template's groups and items); texts and template are inserted
 * once and follow later releases only while staff have not edited them.
 */
export async function seedReportTemplate(
  db: Database,
  workflowCode: Parameters<typeof findSeededWorkflow>[1],
  template: readonly TemplateGroup[],
  texts: ReportTemplateTexts,
): Promise<void> {
  await db.transaction(async (tx) => {
    const workflow = await findSeededWorkflow(tx, workflowCode)
    if (!workflow) return
    const [existing] = await tx
      .select({ id: reportTemplates.workflowId })
      .from(reportTemplates)
      .where(eq(reportTemplates.workflowId, workflow.id))

    const itemKeys = template.flatMap((group) =>
      (group.items ?? []).map((item) => ({
        key: templateKey(workflowCode, group.code, item.scriptClassName),
        introduction: texts.items[item.scriptClassName],
      })),
    )
    const itemIds = await seededRowIds(
      tx,
      SEED_KIND.templateItem,
      itemKeys.map((item) => item.key),
    )
    const text = (key: string, name: string, content: { zh: string; en: string }): RichTextEntry => ({
      key,
      resourceKey: `report-template.${workflow.id}.${name}`,
      hostId: String(workflow.id),
      content,
    })
    const documentTexts = {
      experimentProcessContentId: text(templateKey(workflowCode, 'experiment'), 'experiment', texts.experiment),
      analysisProcessContentId: text(templateKey(workflowCode, 'analysis'), 'analysis', texts.analysis),
      projectIntroductionContentId: text(templateKey(workflowCode, 'introduction'), 'introduction', texts.introduction),
      noticeContentId: text(templateKey(workflowCode, 'notice'), 'notice', texts.notice),
    }
    const itemTexts = itemKeys.flatMap(({ key, introduction }) => {
      const itemId = itemIds.get(key)
      return itemId !== undefined && introduction ? [{ itemId, entry: text(key, `item.${itemId}`, introduction) }] : []
    })
    const textRows = await seedRows(tx, richTextTable(SEED_KIND.reportText, existing !== undefined), [
      ...Object.values(documentTexts),
      ...itemTexts.map((item) => item.entry),
    ])
    const textId = (entry: RichTextEntry) => textRows.get(entry.key)?.rowId ?? null
    const itemIntroductionIds = new Map(itemTexts.map(({ itemId, entry }) => [itemId, textId(entry)]))

    const rows = await tx
      .select({ groupId: workflowAnalysisGroups.id, itemId: workflowAnalysisItems.id })
      .from(workflowAnalysisGroups)
      .leftJoin(workflowAnalysisItems, eq(workflowAnalysisItems.groupId, workflowAnalysisGroups.id))
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
      group.items.push({
        itemId: row.itemId,
        reportIntroductionId: itemIntroductionIds.get(row.itemId) ?? null,
        defaultReportTableRows: REPORT_TABLE_ROWS,
      })
    }

    await seedRows(tx, reportTemplateTable(workflow.id), [
      {
        key: workflowCode,
        content: {
          experimentProcessContentId: textId(documentTexts.experimentProcessContentId),
          analysisProcessContentId: textId(documentTexts.analysisProcessContentId),
          projectIntroductionContentId: textId(documentTexts.projectIntroductionContentId),
          noticeContentId: textId(documentTexts.noticeContentId),
          defaultTableRows: REPORT_TABLE_ROWS,
          groupSettings,
        },
      },
    ])
  })
}
