import { and, eq, inArray } from 'drizzle-orm'
import { getDb } from '#db/client'
import { favourites } from '#db/schema/engagement'
import type { COLLECT_TYPE } from '#core/engagement'

export type CollectType = (typeof COLLECT_TYPE)[keyof typeof COLLECT_TYPE]

/** Adds or removes one favourite; doing it twice is the same as once. */
export async function setFavourite(
  userId: number,
  collectType: CollectType,
  collectionId: number,
  favourite: boolean,
): Promise<void> {
  const db = getDb()
  if (favourite) {
    await db.insert(favourites).values({ userId, collectType, collectionId }).onConflictDoNothing()
    return
  }
  await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        eq(favourites.collectType, collectType),
        eq(favourites.collectionId, collectionId),
      ),
    )
}

/** Which of `ids` the user has favourited, for marking the cards of a listing. */
export async function favouriteIdsAmong(
  userId: number,
  collectType: CollectType,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await getDb()
    .select({ id: favourites.collectionId })
    .from(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        eq(favourites.collectType, collectType),
        inArray(favourites.collectionId, [...ids]),
      ),
    )
  return new Set(rows.map((row) => row.id))
}
