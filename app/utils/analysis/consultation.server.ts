import { desc, eq, isNull, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { consultationRequests } from '#db/schema/engagement'
import type { Language } from '#core/language'
import type { ConsultationForm } from './consultation-schema'

/** Requests a visitor's address may send per minute: enough for a person, too few for a script. */
export const CONSULTATIONS_PER_MINUTE = 10

/** Records a Free consultation request about a workflow. */
export async function recordConsultation(input: {
  form: ConsultationForm
  workflow: { id: number; title: string }
  language: Language
  submitterId: number | null
}): Promise<number> {
  const [row] = await getDb()
    .insert(consultationRequests)
    .values({
      workflowId: input.workflow.id,
      workflowTitle: input.workflow.title,
      name: input.form.name,
      contactPhone: input.form.phone ?? null,
      contactEmail: input.form.email ?? null,
      message: input.form.message ?? '',
      language: input.language,
      submitterId: input.submitterId,
    })
    .returning({ id: consultationRequests.id })
  return row.id
}

export const CONSULTATION_PAGE_SIZE = 20

/** One page of consultation requests for staff, newest first. */
export async function listConsultations(page: number) {
  const db = getDb()
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(consultationRequests)
  const pages = Math.max(1, Math.ceil(total / CONSULTATION_PAGE_SIZE))
  const current = Math.min(page, pages)
  const rows = await db
    .select({
      id: consultationRequests.id,
      workflowId: consultationRequests.workflowId,
      workflowTitle: consultationRequests.workflowTitle,
      name: consultationRequests.name,
      contactPhone: consultationRequests.contactPhone,
      contactEmail: consultationRequests.contactEmail,
      message: consultationRequests.message,
      language: consultationRequests.language,
      handledAt: consultationRequests.handledAt,
      createdAt: consultationRequests.createdAt,
    })
    .from(consultationRequests)
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
    .limit(CONSULTATION_PAGE_SIZE)
    .offset((current - 1) * CONSULTATION_PAGE_SIZE)
  return { rows, total, page: current, pages }
}

/** Marks a request handled; false when there is no such request or it already was. */
export async function markConsultationHandled(id: number): Promise<boolean> {
  const rows = await getDb()
    .update(consultationRequests)
    .set({ handledAt: sql`now()` })
    .where(sql`${eq(consultationRequests.id, id)} and ${isNull(consultationRequests.handledAt)}`)
    .returning({ id: consultationRequests.id })
  return rows.length > 0
}
