import { asc, eq, inArray, sql } from 'drizzle-orm'
import { getDb, type Transaction } from '#db/client'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { languageResources } from '#db/schema/i18n'
import {
  projectGuides,
  reportTemplates,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  workflows,
  type ReportGroupSetting,
} from '#db/schema/workflows'
import { sanitizeRichText } from '../analysis/introduction.server'
import { isBlankGuide, type GuidesForm, type IntroductionForm, type ReportForm } from './workflow-content-forms'
import { introductionKey, reportTextKey, upsertRichText } from './workflows.server'

/*
 * A workflow's content as staff edit it (spec 02 §2.6): its introduction, its project guides and its
 * report template. Rich texts are sanitised with the policy the introduction page renders with, and
 * stored as language resources (zh and en); every save is one transaction with its audit row.
 */

export const INTRODUCTION_ENTITY = 'workflow-introduction'
export const GUIDES_ENTITY = 'project-guides'
export const REPORT_TEMPLATE_ENTITY = 'report-template'

const EMPTY = { zh: '', en: '' }

async function readText(tx: Transaction | ReturnType<typeof getDb>, id: number | null) {
  if (id === null) return EMPTY
  const [row] = await tx
    .select({ zh: languageResources.zh, en: languageResources.en })
    .from(languageResources)
    .where(eq(languageResources.id, id))
  return row ?? EMPTY
}

/** Both languages made safe. */
function sanitized(content: { zh: string; en: string }) {
  return { zh: sanitizeRichText(content.zh), en: sanitizeRichText(content.en) }
}

/**
 * Writes a workflow's rich text: into the row it already points at, or a new row under `key`; an
 * empty text with no row stays no row. Returns the id to point at.
 */
async function writeText(
  tx: Transaction,
  currentId: number | null,
  key: string,
  workflowId: number,
  content: { zh: string; en: string },
): Promise<number | null> {
  if (currentId !== null) {
    const [row] = await tx
      .update(languageResources)
      .set({ ...content, updatedAt: sql`now()` })
      .where(eq(languageResources.id, currentId))
      .returning({ id: languageResources.id })
    if (row) return row.id
  }
  if (!content.zh && !content.en) return null
  return upsertRichText(tx, key, workflowId, content)
}

// ---------------------------------------------------------------------------------------------
// Introduction
// ---------------------------------------------------------------------------------------------

export async function loadIntroductionTexts(introductionContentId: number | null) {
  return readText(getDb(), introductionContentId)
}

/** Saves the zh and en introduction (what /analysis-introduction/:aid shows), sanitised. */
export async function saveIntroduction(actor: AuditActor, workflowId: number, form: IntroductionForm) {
  const content = sanitized(form)
  return getDb().transaction(async (tx) => {
    const [workflow] = await tx
      .select({ contentId: workflows.introductionContentId })
      .from(workflows)
      .where(eq(workflows.id, workflowId))
      .for('update')
    const before = await readText(tx, workflow.contentId)
    const contentId = await writeText(tx, workflow.contentId, introductionKey(workflowId), workflowId, content)
    if (contentId !== workflow.contentId)
      await tx
        .update(workflows)
        .set({ introductionContentId: contentId, updatedAt: sql`now()` })
        .where(eq(workflows.id, workflowId))
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.update,
      entityType: INTRODUCTION_ENTITY,
      entityId: workflowId,
      before,
      after: content,
    })
    return content
  })
}

// ---------------------------------------------------------------------------------------------
// Project guides
// ---------------------------------------------------------------------------------------------

const guideColumns = {
  id: projectGuides.id,
  icon: projectGuides.icon,
  title: projectGuides.title,
  titleEn: projectGuides.titleEn,
  description: projectGuides.description,
  descriptionEn: projectGuides.descriptionEn,
  url: projectGuides.url,
  sort: projectGuides.sort,
  isActive: projectGuides.isActive,
}

async function guidesOf(tx: Transaction | ReturnType<typeof getDb>, workflowId: number) {
  return tx
    .select(guideColumns)
    .from(projectGuides)
    .where(eq(projectGuides.workflowId, workflowId))
    .orderBy(asc(projectGuides.sort), asc(projectGuides.id))
}

export async function listGuides(workflowId: number) {
  return guidesOf(getDb(), workflowId)
}

/**
 * Saves the whole guide list at once: rows marked removed are deleted, rows with an id updated, new
 * rows inserted; an id that is not one of this workflow's guides is ignored.
 */
export async function saveGuides(actor: AuditActor, workflowId: number, form: GuidesForm) {
  return getDb().transaction(async (tx) => {
    const before = await guidesOf(tx, workflowId)
    const existing = new Set(before.map((guide) => guide.id))
    const removed: number[] = []
    for (const { id, remove, ...guide } of form.guides) {
      if (id !== undefined && !existing.has(id)) continue
      if (remove) {
        if (id !== undefined) removed.push(id)
        continue
      }
      if (isBlankGuide({ id, remove, ...guide })) continue
      if (id === undefined) await tx.insert(projectGuides).values({ ...guide, workflowId })
      else
        await tx
          .update(projectGuides)
          .set({ ...guide, updatedAt: sql`now()` })
          .where(eq(projectGuides.id, id))
    }
    if (removed.length) await tx.delete(projectGuides).where(inArray(projectGuides.id, removed))
    const after = await guidesOf(tx, workflowId)
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.update,
      entityType: GUIDES_ENTITY,
      entityId: workflowId,
      before,
      after,
    })
    return after
  })
}

// ---------------------------------------------------------------------------------------------
// Report template
// ---------------------------------------------------------------------------------------------

/** Rows of a report table when a workflow has no report template yet (db/analysis-report.ts's fallback). */
const DEFAULT_TABLE_ROWS = 10

/** The template's groups and their items in menu order, for the per-group and per-item settings. */
async function templateOutline(tx: Transaction | ReturnType<typeof getDb>, workflowId: number) {
  const rows = await tx
    .select({
      groupId: workflowAnalysisGroups.id,
      groupName: workflowAnalysisGroups.groupName,
      groupNameEn: workflowAnalysisGroups.groupNameEn,
      itemId: workflowAnalysisItems.id,
      itemName: workflowAnalysisItems.analysisName,
      itemNameEn: workflowAnalysisItems.analysisNameEn,
    })
    .from(workflowAnalysisGroups)
    .leftJoin(workflowAnalysisItems, eq(workflowAnalysisItems.groupId, workflowAnalysisGroups.id))
    .where(eq(workflowAnalysisGroups.workflowId, workflowId))
    .orderBy(
      asc(workflowAnalysisGroups.sort),
      asc(workflowAnalysisGroups.id),
      asc(workflowAnalysisItems.sort),
      asc(workflowAnalysisItems.id),
    )
  const groups: {
    groupId: number
    name: string
    nameEn: string
    items: { itemId: number; name: string; nameEn: string }[]
  }[] = []
  for (const row of rows) {
    let group = groups.at(-1)
    if (group?.groupId !== row.groupId) {
      group = { groupId: row.groupId, name: row.groupName, nameEn: row.groupNameEn, items: [] }
      groups.push(group)
    }
    if (row.itemId !== null) group.items.push({ itemId: row.itemId, name: row.itemName!, nameEn: row.itemNameEn! })
  }
  return groups
}

/** The report template as the editor shows it: every text in both languages, each group and item of the template. */
export async function loadReportTemplate(workflowId: number) {
  const db = getDb()
  const [[template], outline] = await Promise.all([
    db.select().from(reportTemplates).where(eq(reportTemplates.workflowId, workflowId)),
    templateOutline(db, workflowId),
  ])
  const settings = template?.groupSettings ?? []
  const ids = [
    template?.experimentProcessContentId,
    template?.analysisProcessContentId,
    template?.projectIntroductionContentId,
    template?.noticeContentId,
    ...settings.flatMap((group) => [
      group.reportIntroductionId,
      ...group.items.map((item) => item.reportIntroductionId),
    ]),
  ].filter((id): id is number => typeof id === 'number')
  const texts = new Map(
    (ids.length
      ? await db
          .select({ id: languageResources.id, zh: languageResources.zh, en: languageResources.en })
          .from(languageResources)
          .where(inArray(languageResources.id, ids))
      : []
    ).map(({ id, ...content }) => [id, content]),
  )
  const text = (id: number | null | undefined) => (typeof id === 'number' ? (texts.get(id) ?? EMPTY) : EMPTY)
  const defaultTableRows = template?.defaultTableRows ?? DEFAULT_TABLE_ROWS
  const groupSetting = new Map(settings.map((group) => [group.groupId, group]))
  const form: ReportForm = {
    experimentZh: text(template?.experimentProcessContentId).zh,
    experimentEn: text(template?.experimentProcessContentId).en,
    analysisZh: text(template?.analysisProcessContentId).zh,
    analysisEn: text(template?.analysisProcessContentId).en,
    introductionZh: text(template?.projectIntroductionContentId).zh,
    introductionEn: text(template?.projectIntroductionContentId).en,
    noticeZh: text(template?.noticeContentId).zh,
    noticeEn: text(template?.noticeContentId).en,
    defaultTableRows,
    groups: outline.map((group) => {
      const setting = groupSetting.get(group.groupId)
      const itemSetting = new Map((setting?.items ?? []).map((item) => [item.itemId, item]))
      return {
        groupId: group.groupId,
        introductionZh: text(setting?.reportIntroductionId).zh,
        introductionEn: text(setting?.reportIntroductionId).en,
        tableRows: setting?.defaultReportTableRows ?? defaultTableRows,
        items: group.items.map((item) => {
          const own = itemSetting.get(item.itemId)
          return {
            itemId: item.itemId,
            introductionZh: text(own?.reportIntroductionId).zh,
            introductionEn: text(own?.reportIntroductionId).en,
            tableRows: own?.defaultReportTableRows ?? setting?.defaultReportTableRows ?? defaultTableRows,
          }
        }),
      }
    }),
  }
  return { form, outline }
}

/**
 * Saves the report template. The report page and PDF read it when a report is shown
 * (db/analysis-report.ts joins the workflow's template by the batch's template group and item ids),
 * so what is saved applies to every report of the workflow at once, existing batches included.
 * Settings are kept only for groups and items that are the workflow's template's.
 */
export async function saveReportTemplate(actor: AuditActor, workflowId: number, form: ReportForm) {
  return getDb().transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(reportTemplates)
      .where(eq(reportTemplates.workflowId, workflowId))
      .for('update')
    const before = template ? await loadSnapshot(tx, template) : null
    const outline = await templateOutline(tx, workflowId)
    const templateItems = new Map(outline.map((group) => [group.groupId, new Set(group.items.map((i) => i.itemId))]))
    const previous = new Map((template?.groupSettings ?? []).map((group) => [group.groupId, group]))
    const text = (currentId: number | null | undefined, name: string, zh: string, en: string) =>
      writeText(tx, currentId ?? null, reportTextKey(workflowId, name), workflowId, sanitized({ zh, en }))

    const groupSettings: ReportGroupSetting[] = []
    for (const group of form.groups) {
      const items = templateItems.get(group.groupId)
      if (!items) continue
      const old = previous.get(group.groupId)
      const oldItems = new Map((old?.items ?? []).map((item) => [item.itemId, item]))
      const setting: ReportGroupSetting = {
        groupId: group.groupId,
        reportIntroductionId: await text(
          old?.reportIntroductionId,
          `group.${group.groupId}`,
          group.introductionZh,
          group.introductionEn,
        ),
        defaultReportTableRows: group.tableRows,
        items: [],
      }
      for (const item of group.items) {
        if (!items.has(item.itemId)) continue
        setting.items.push({
          itemId: item.itemId,
          reportIntroductionId: await text(
            oldItems.get(item.itemId)?.reportIntroductionId,
            `item.${item.itemId}`,
            item.introductionZh,
            item.introductionEn,
          ),
          defaultReportTableRows: item.tableRows,
        })
      }
      groupSettings.push(setting)
    }
    const values = {
      experimentProcessContentId: await text(
        template?.experimentProcessContentId,
        'experiment',
        form.experimentZh,
        form.experimentEn,
      ),
      analysisProcessContentId: await text(
        template?.analysisProcessContentId,
        'analysis',
        form.analysisZh,
        form.analysisEn,
      ),
      projectIntroductionContentId: await text(
        template?.projectIntroductionContentId,
        'introduction',
        form.introductionZh,
        form.introductionEn,
      ),
      noticeContentId: await text(template?.noticeContentId, 'notice', form.noticeZh, form.noticeEn),
      defaultTableRows: form.defaultTableRows,
      groupSettings,
    }
    const [after] = await tx
      .insert(reportTemplates)
      .values({ workflowId, ...values })
      .onConflictDoUpdate({ target: reportTemplates.workflowId, set: { ...values, updatedAt: sql`now()` } })
      .returning()
    await recordChange(tx, {
      actor,
      action: template ? AUDIT_ACTION.update : AUDIT_ACTION.create,
      entityType: REPORT_TEMPLATE_ENTITY,
      entityId: workflowId,
      before,
      after: await loadSnapshot(tx, after),
    })
  })
}

/** A report template with its texts, as the audit log keeps it. */
async function loadSnapshot(tx: Transaction, template: typeof reportTemplates.$inferSelect) {
  return {
    defaultTableRows: template.defaultTableRows,
    groupSettings: template.groupSettings,
    experiment: await readText(tx, template.experimentProcessContentId),
    analysis: await readText(tx, template.analysisProcessContentId),
    projectIntroduction: await readText(tx, template.projectIntroductionContentId),
    notice: await readText(tx, template.noticeContentId),
  }
}
