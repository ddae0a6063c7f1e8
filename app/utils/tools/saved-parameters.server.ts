import { and, desc, eq, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { lastToolParameters, savedToolParameters } from '#db/schema/tools'
import { type FormField } from '#core/tools'

/**
 * The form as the user left it, typed like a run's parameters where the text allows and kept as
 * typed otherwise: a saved set need not be valid yet (it is checked when it is run).
 */
export function formValuesForSaving(fields: readonly FormField[], formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const texts = formData.getAll(field.key).filter((value): value is string => typeof value === 'string')
    if (field.type === 'checkbox') values[field.key] = texts.includes('on')
    else if (field.type === 'multiselect' || (field.type === 'column' && field.multiple))
      values[field.key] = texts.filter(Boolean)
    else if (texts[0] === undefined || texts[0] === '') continue
    else if (field.type === 'number' && Number.isFinite(Number(texts[0]))) values[field.key] = Number(texts[0])
    else values[field.key] = texts[0]
  }
  return values
}

export async function listSavedParameters(userId: number, toolId: number) {
  return getDb()
    .select({
      id: savedToolParameters.id,
      recordName: savedToolParameters.recordName,
      updatedAt: savedToolParameters.updatedAt,
    })
    .from(savedToolParameters)
    .where(and(eq(savedToolParameters.userId, userId), eq(savedToolParameters.toolId, toolId)))
    .orderBy(desc(savedToolParameters.updatedAt), desc(savedToolParameters.id))
}

/** Saving under a name the user already has for this tool replaces that set. */
export async function saveParameters(
  userId: number,
  toolId: number,
  recordName: string,
  params: Record<string, unknown>,
): Promise<number> {
  const [row] = await getDb()
    .insert(savedToolParameters)
    .values({ userId, toolId, recordName, params })
    .onConflictDoUpdate({
      target: [savedToolParameters.userId, savedToolParameters.toolId, savedToolParameters.recordName],
      set: { params, updatedAt: sql`now()` },
    })
    .returning({ id: savedToolParameters.id })
  return row.id
}

export async function findSavedParameters(userId: number, toolId: number, id: number) {
  const [row] = await getDb()
    .select({
      id: savedToolParameters.id,
      recordName: savedToolParameters.recordName,
      params: savedToolParameters.params,
    })
    .from(savedToolParameters)
    .where(
      and(
        eq(savedToolParameters.id, id),
        eq(savedToolParameters.userId, userId),
        eq(savedToolParameters.toolId, toolId),
      ),
    )
  return row ?? null
}

/** Deletes one of the user's own sets; another user's id deletes nothing. */
export async function deleteSavedParameters(userId: number, toolId: number, id: number): Promise<boolean> {
  const deleted = await getDb()
    .delete(savedToolParameters)
    .where(
      and(
        eq(savedToolParameters.id, id),
        eq(savedToolParameters.userId, userId),
        eq(savedToolParameters.toolId, toolId),
      ),
    )
    .returning({ id: savedToolParameters.id })
  return deleted.length > 0
}

/**
 * Remembers the settings of the user's run, replacing the ones before (issue 24 "forms remember"):
 * the tool page starts from them next time, on any device, with or without JavaScript.
 */
export async function rememberLastParameters(userId: number, toolId: number, params: Record<string, unknown>) {
  await getDb()
    .insert(lastToolParameters)
    .values({ userId, toolId, params })
    .onConflictDoUpdate({
      target: [lastToolParameters.userId, lastToolParameters.toolId],
      set: { params, updatedAt: sql`now()` },
    })
}

/** The settings of the user's last run of the tool, or null when there is none (or after a reset). */
export async function findLastParameters(userId: number, toolId: number) {
  const [row] = await getDb()
    .select({ params: lastToolParameters.params, updatedAt: lastToolParameters.updatedAt })
    .from(lastToolParameters)
    .where(and(eq(lastToolParameters.userId, userId), eq(lastToolParameters.toolId, toolId)))
  return row ?? null
}

/** "Reset to defaults": forgets the remembered settings; the form starts from the field defaults again. */
export async function forgetLastParameters(userId: number, toolId: number): Promise<boolean> {
  const deleted = await getDb()
    .delete(lastToolParameters)
    .where(and(eq(lastToolParameters.userId, userId), eq(lastToolParameters.toolId, toolId)))
    .returning({ toolId: lastToolParameters.toolId })
  return deleted.length > 0
}
