import { desc, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { auditLog } from '#db/schema/audit'

/** How much of each catalogue staff configure here, counted in one query. */
export async function catalogueCounts() {
  const [counts] = await getDb().execute<{
    tools: number
    publishedTools: number
    forms: number
    dictionaryCategories: number
    strings: number
    workflows: number
  }>(sql`select
      (select count(*)::int from tools where deleted_at is null) as "tools",
      (select count(*)::int from tools where deleted_at is null and publish_status = 1) as "publishedTools",
      (select count(*)::int from forms) as "forms",
      (select count(distinct category)::int from dictionary_items) as "dictionaryCategories",
      (select count(*)::int from language_resources) as "strings",
      (select count(*)::int from workflows) as "workflows"`)
  return counts
}

/** The latest back-office changes: who did what to which thing, and when. */
export async function latestChanges(limit = 10) {
  return getDb()
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(limit)
}
